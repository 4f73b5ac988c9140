import Foundation

/// How a navigation screen's bar follows the first vertical scroll view in its content, as
/// UIKit's bar follows its scroll view:
/// - under a large title, the scroll view runs up to the bar and its content starts under the
///   title's strip (`largeTitleInset`, a top content margin), so the title scrolls away with
///   the content and slides under the bar;
/// - once the content reaches the bar (scrolled past the strip, or at all under an inline
///   title) the bar takes its standard look: the bar material and a hairline, the inline title
///   shown.
///
/// The screen keeps one per screen from pass to pass (`NavigationScrollEdges`), so that the
/// scroll view that found it keeps it while its body is reused; a scroll calls `didScroll`,
/// which makes the stack draw its bars again in the scroll's transaction.
final class NavigationScrollEdge {
    /// The controller of the scroll view that took this edge (weak: the scroll view may go).
    weak var controller: ScrollController?
    /// Makes the stack draw its bars again (set by the stack on every pass).
    var didScroll: () -> Void = {}
    /// The height of the large title's strip the content starts under; 0 without one. Set by
    /// the screen once its content said what its title is, read by the scroll view's layout.
    var largeTitleInset: CGFloat = 0
    /// Whether a finger that starts down while the scroll view is at its top drags the screen
    /// instead: the top screen was pushed with a zoom, which that drag dismisses
    /// (`ZoomDismissal`). Set by the screen once its content said how it was pushed.
    var yieldsDownwardDrag = false
    /// The screen's bars over its content, set by the screen once its content said what they
    /// are (`SafeAreaChrome`); kept here, one per screen from pass to pass, with the edge.
    let chrome = SafeAreaChrome()

    /// How far the scroll view is scrolled (or going to), while it is in the content.
    var scrolledDistance: CGFloat? {
        guard let controller, controller.node != nil else { return nil }
        return controller.targetOffset.y
    }
}

/// The scroll edges of a stack's screens, by screen.
final class NavigationScrollEdges {
    private var edges: [String: NavigationScrollEdge] = [:]

    /// The edge of the screen `key`, made the first time.
    func edge(for key: String) -> NavigationScrollEdge {
        if let edge = edges[key] { return edge }
        let edge = NavigationScrollEdge()
        edges[key] = edge
        return edge
    }

    /// Forgets the edges of the screens that are not `keys` (popped screens).
    func keep(_ keys: Set<String>) {
        edges = edges.filter { keys.contains($0.key) }
    }
}

private enum NavigationScrollEdgeKey: EnvironmentKey {
    static var defaultValue: NavigationScrollEdge? { nil }
}

extension EnvironmentValues {
    /// The edge of the navigation screen around, until a vertical scroll view takes it.
    var navigationScrollEdge: NavigationScrollEdge? {
        get { self[NavigationScrollEdgeKey.self] }
        set { self[NavigationScrollEdgeKey.self] = newValue }
    }
}

import Foundation

/// Whether a scroll view shows its indicators (SwiftUI's names). `.automatic` and `.visible`
/// show them while a scroll moves (as iOS does); `.hidden` and `.never` do not.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

/// Where content margins apply (SwiftUI's names): `.automatic` and `.scrollContent` inset the
/// content; `.scrollIndicators` would inset only the indicators, which are not moved here.
public struct ContentMarginPlacement: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    private let kind: Kind
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    var insetsContent: Bool { kind != .scrollIndicators }
}

/// How a scroll settles: where a scroll that would end at an offset ends instead.
///
/// Design boundary: SwiftUI's protocol asks a conformer to update a `ScrollTarget` in a
/// `TargetContext`; here only SwiftUI's own behaviours (`.paging`, `.viewAligned`) settle a
/// scroll, through `settle(_:in:)`, which is not public.
public protocol ScrollTargetBehavior {}

/// A behaviour that can settle an offset.
protocol SettlingScrollTargetBehavior: ScrollTargetBehavior {
    /// Where a scroll to `offset` (already clamped to the content) settles in `controller`'s
    /// scroll view.
    func settle(_ offset: CGPoint, in controller: ScrollController) -> CGPoint
}

/// `.paging`: a scroll settles at a multiple of the scroll view's size, the nearest one.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, SettlingScrollTargetBehavior {
    public init() {}

    func settle(_ offset: CGPoint, in controller: ScrollController) -> CGPoint {
        let page = controller.viewport.size
        func nearest(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            length > 0 ? (value / length).rounded() * length : value
        }
        return CGPoint(x: nearest(offset.x, page.width), y: nearest(offset.y, page.height))
    }
}

/// `.viewAligned`: a scroll settles where a view of the content's layout starts at the
/// leading edge, the nearest one (the rows of the first stack with several; SwiftUI marks it
/// with `scrollTargetLayout()`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, SettlingScrollTargetBehavior {
    public init() {}

    func settle(_ offset: CGPoint, in controller: ScrollController) -> CGPoint {
        let candidates = controller.alignedOffsets
        guard !candidates.isEmpty else { return offset }
        func distance(_ point: CGPoint) -> CGFloat {
            (controller.axes.contains(.horizontal) ? abs(point.x - offset.x) : 0)
                + (controller.axes.contains(.vertical) ? abs(point.y - offset.y) : 0)
        }
        // The first of the nearest, so ties settle toward the start.
        var best = candidates[0]
        for candidate in candidates.dropFirst() where distance(candidate) < distance(best) { best = candidate }
        return CGPoint(
            x: controller.axes.contains(.horizontal) ? best.x : offset.x,
            y: controller.axes.contains(.vertical) ? best.y : offset.y)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles scrolls at whole pages: multiples of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles scrolls where a view of the content's layout starts.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// A behaviour kept in the environment (compared by its type: both of SwiftUI's have no data).
struct AnyScrollTargetBehavior: Equatable {
    let behavior: any SettlingScrollTargetBehavior

    func settle(_ offset: CGPoint, in controller: ScrollController) -> CGPoint {
        behavior.settle(offset, in: controller)
    }

    static func == (lhs: AnyScrollTargetBehavior, rhs: AnyScrollTargetBehavior) -> Bool {
        type(of: lhs.behavior) == type(of: rhs.behavior)
    }
}

private enum ScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}
private enum ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}
private enum ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: AnyScrollTargetBehavior? { nil }
}
private enum IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether scroll views in this view can be scrolled (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }

    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the indicators of scroll views in this view. `axes` is SwiftUI's; the
    /// visibility applies to both axes here.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.scrollIndicatorVisibility, visibility)
    }

    /// Insets the content of scroll views in this view by `insets` (added to the scrollable
    /// extent, as SwiftUI's `.scrollContent` margins are).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ScrollEnvironmentModifier(change: .margins(placement.insetsContent ? edges : [], insets)))
    }

    /// Insets the content of scroll views in this view by `length` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        // SwiftUI's nil is the system's default margin, which is zero for a scroll view's content.
        let length = length ?? 0
        return contentMargins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Insets the content of scroll views in this view by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Sets how scroll views in this view settle: `.paging` or `.viewAligned`.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, (behavior as? any SettlingScrollTargetBehavior).map(AnyScrollTargetBehavior.init))
    }

    /// Marks this layout's views as the targets of `.viewAligned` scrolling. Here the first
    /// container with several views in a scroll view's content is its targets: this changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Stops scripts from scrolling the scroll views in this view.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_ScrollEnvironmentModifier(change: .disable(disabled)))
    }
}

/// Changes the scroll environment from what it inherits: margins on some edges only, or a
/// scroll disabled (which no descendant can enable again, as `disabled(_:)` works).
nonisolated struct _ScrollEnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Change: Equatable {
        case margins(Edge.Set, EdgeInsets)
        case disable(Bool)
    }
    let change: Change

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.updatingEnvironment { environment in
            switch change {
            case .margins(let edges, let insets):
                if edges.contains(.top) { environment.scrollContentMargins.top = insets.top }
                if edges.contains(.leading) { environment.scrollContentMargins.leading = insets.leading }
                if edges.contains(.bottom) { environment.scrollContentMargins.bottom = insets.bottom }
                if edges.contains(.trailing) { environment.scrollContentMargins.trailing = insets.trailing }
            case .disable(let disabled):
                if disabled { environment.isScrollEnabled = false }
            }
        }.resolveContent(content)
    }
}

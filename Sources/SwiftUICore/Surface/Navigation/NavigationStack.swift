import Foundation

/// A stack of screens: the root, and a screen pushed over it for each value of its path or
/// each `NavigationLink` tapped. Each screen has a navigation bar with its title
/// (`navigationTitle(_:)`, large on the root unless `navigationBarTitleDisplayMode(_:)` says
/// inline), its `toolbar` items and, on a pushed screen, a back button. A push slides the new
/// screen in from the trailing edge while the one below moves a third of the way out
/// (`NavigationMetrics.push`), as UINavigationController does; a pop reverses it.
///
/// The stack takes all the room it is offered. On a device's canvas its bar sits under the
/// status bar and its bottom toolbar above the home indicator; on a plain canvas, at its edges.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let boundPath: NavigationPathAccess?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedScreen] = []
    @State private var pushCount = 0
    @State private var editMode: EditMode = .inactive
    /// The screens' scroll edges, and the count of scrolls under the bars: a scroll bumps it,
    /// so the bars follow in the scroll's transaction.
    @State private var scrollEdges = NavigationScrollEdges()
    @State private var scrollCount = 0
    /// Where a finger has dragged a zoomed top screen (`ZoomDismissal`).
    @State private var zoomDismissal = ZoomDismissal()

    init(root: Root, boundPath: NavigationPathAccess?) {
        self.root = root
        self.boundPath = boundPath
    }

    public var body: some View {
        let values = boundPath?.values() ?? ownPath
        let ownPath = $ownPath, pushedViews = $pushedViews, pushCount = $pushCount
        let boundPath = boundPath
        let actions = NavigationActions(
            pushValue: { value in
                if let boundPath { boundPath.append(value) } else { ownPath.wrappedValue.append(value) }
            },
            pushView: { view in
                pushCount.wrappedValue += 1
                pushedViews.wrappedValue.append(PushedScreen(number: pushCount.wrappedValue, view: view))
            },
            pop: {
                if !pushedViews.wrappedValue.isEmpty {
                    pushedViews.wrappedValue.removeLast()
                } else if let boundPath {
                    boundPath.removeLast()
                } else if !ownPath.wrappedValue.isEmpty {
                    ownPath.wrappedValue.removeLast()
                }
            })
        let scrollCount = $scrollCount, zoomDismissal = $zoomDismissal
        NavigationStackContent(
            root: AnyView(root), values: values, pushedViews: self.pushedViews, actions: actions,
            scrollEdges: scrollEdges, didScroll: { scrollCount.wrappedValue += 1 },
            zoomDismissal: self.zoomDismissal, updateZoomDismissal: { change in
                // Told how many screens are pushed now, as the bindings say.
                var state = zoomDismissal.wrappedValue
                change(&state, (boundPath?.values().count ?? ownPath.wrappedValue.count) + pushedViews.wrappedValue.count)
                if state != zoomDismissal.wrappedValue { zoomDismissal.wrappedValue = state }
            })
            .environment(\.editMode, $editMode)
            .animation(NavigationMetrics.push, value: values.count + self.pushedViews.count)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), boundPath: nil)
    }

    /// A stack whose path is `path`: pushes append to it, and changing it pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), boundPath: NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0) },
            removeLast: { path.wrappedValue.removeLast() }))
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose path is `path`, a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), boundPath: NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }))
    }
}

/// The older navigation container: on an iPhone, a stack (`NavigationView` is deprecated in
/// favour of `NavigationStack`, and draws the same).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How a push and a pop move: the spring UIKit's navigation transition runs (critically
/// damped, 0.35 s response; Cutaway's reading of iOS 17, whose exact curve is private), and
/// how far the screen below moves: 30 % of its width.
package enum NavigationMetrics {
    package static let push = Animation.spring(pushSpring)
    static let pushSpring = Spring(response: 0.35, dampingRatio: 1)
    static let parallax: CGFloat = 0.3
}

/// Reads and writes a stack's path, whatever its type, as values.
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: () -> Void
}

/// A screen pushed by a `NavigationLink` with a destination view, numbered in push order so
/// that each push is a new screen.
struct PushedScreen {
    let number: Int
    let view: AnyView
}

/// What links and back buttons do to the stack they are in.
struct NavigationActions {
    let pushValue: (AnyHashable) -> Void
    let pushView: (AnyView) -> Void
    let pop: () -> Void
}

private enum NavigationActionsKey: EnvironmentKey {
    static var defaultValue: NavigationActions? { nil }
}

extension EnvironmentValues {
    /// The actions of the navigation stack the views are in (`nil` outside one).
    var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self] }
        set { self[NavigationActionsKey.self] = newValue }
    }
}

/// Moves a screen that another covers a fraction of its width towards the leading edge.
nonisolated struct NavigationCoverEffect: GeometryEffect {
    var covered: CGFloat

    var animatableData: CGFloat {
        get { covered }
        set { covered = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -NavigationMetrics.parallax * covered * size.width, y: 0))
    }
}

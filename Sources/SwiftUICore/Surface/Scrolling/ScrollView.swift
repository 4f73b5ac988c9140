import Foundation

/// A scrollable view: SwiftUI's `ScrollView`.
///
/// How it works: the scroll view is a composite whose `@State` holds the scroll offset, so
/// that a scroll (a `ScrollViewProxy.scrollTo`, a script's `scroll` action) is a state write
/// like any other: it re-renders the scroll view in the writer's transaction, and the offset,
/// resolved as a layout's animatable data, animates with that transaction's animation on the
/// virtual clock. Its body is a `ScrollContainer`, a primitive that lays out the content with
/// `ScrollLayout` (proposing it nothing along the scroll axes), clips it, and keeps a
/// `ScrollController` on its node for whoever scrolls it.
///
/// A finger (a script's `drag`) scrolls it too (`ScrollController.dragAttachment`), and the
/// content decelerates after the release as UIKit's does (`ScrollDeceleration`).
///
/// Design boundaries: no bounce or rubber-banding: an offset is clamped to the content.
nonisolated public struct ScrollView<Content: View>: View {
    /// The scrollable content.
    public var content: Content
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether the scroll indicators are shown (while a scroll moves, see `ScrollLayout`).
    public var showsIndicators: Bool
    @State private var offset = CGPoint.zero

    /// A scroll view of `content`, scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        ScrollContainer(axes: axes, showsIndicators: showsIndicators, offset: $offset, content: content)
    }
}

/// The primitive a `ScrollView` resolves to: its content in an implicit stack (a `VStack`
/// for a vertical scroll view, an `HStack` for a horizontal one, as SwiftUI's), the scroll
/// indicators, and the node that clips them and carries the `ScrollController`.
nonisolated struct ScrollContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let offset: Binding<CGPoint>
    let content: Content

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let controller = context.graph.nodes[context.identity]?.scrollController ?? ScrollController()
        // A scroll changes the scroll view's state, not its content: the content is resolved in
        // the transaction it was last resolved in, so that its bodies are reused (a scroll
        // evaluates no row's body). Known simplification: content changed in the same tick as
        // a scroll takes the earlier transaction, and does not animate with the change's.
        var contentContext = context
        if context.graph.pendingTransaction(for: context.composite.identity) != nil, let earlier = controller.contentTransaction {
            contentContext.transaction = earlier
        } else {
            controller.contentTransaction = context.transaction
        }
        // The first vertical scroll view in a navigation screen takes its edge: the bar
        // follows it (`NavigationScrollEdge`); scroll views inside it do not.
        if axes.contains(.vertical), let edge = environment.navigationScrollEdge {
            edge.controller = controller
            controller.navigationEdge = edge
            contentContext.environment.navigationScrollEdge = nil
        } else {
            controller.navigationEdge = nil
        }
        // The container `containerRelativeFrame` measures against: this scroll view's size in
        // its last layout (at first, the enclosing container's, or nothing), less the margins.
        controller.owner = context.composite
        let outer = environment.containerForRelativeFrame?.size
        // Content that never read it keeps the size it was resolved with, so that its bodies
        // are reused (a stale size read later resolves it again, see `isContainerSizeStale`).
        let laidOut = controller.isContainerSizeRead ? controller.containerSize : controller.resolvedContainerSize
        let containerSize = laidOut ?? outer.map {
            CGSize(width: max(0, $0.width - controller.margins.horizontal), height: max(0, $0.height - controller.margins.vertical))
        } ?? .zero
        controller.resolvedContainerSize = containerSize
        contentContext.environment.relativeContainer = RelativeContainer(size: containerSize, scrollController: controller)
        let visibility = environment.scrollIndicatorVisibility
        let showsIndicators = showsIndicators && visibility != .hidden && visibility != .never
        let indicatorAxes = showsIndicators ? [Axis.vertical, .horizontal].filter { axes.contains($0.set) } : []
        controller.update(
            axes: axes, offset: offset, margins: environment.scrollContentMargins,
            behavior: environment.scrollTargetBehavior, isDisabled: !environment.isScrollEnabled)
        controller.yieldsDownwardDragAtTop = environment.isInSwipeDismissible
        let layout = ScrollLayout(
            axes: axes, offset: offset.wrappedValue, target: offset.wrappedValue,
            contentMargins: environment.scrollContentMargins, indicatorCount: indicatorAxes.count, controller: controller)
        // Sampled before the content is resolved: a lazy stack in it resolves the rows this
        // offset shows.
        let sampled = context.animated(layout, key: "scroll")
        controller.offsetBeingResolved = sampled.offset
        let stacked: [ViewNode] = axes == .horizontal
            ? contentContext.resolve(LayoutContainer(layout: HStackLayout(), content: content), component: .index(0))
            : contentContext.resolve(LayoutContainer(layout: VStackLayout(), content: content), component: .index(0))
        var children = stacked
        if !indicatorAxes.isEmpty {
            let indicator = ScrollIndicator.color(in: environment.colorScheme)
            for (index, axis) in [Axis.vertical, .horizontal].enumerated() where indicatorAxes.contains(axis) {
                var inner = context
                inner.identity = context.identity.appending(.part("indicator\(index)"))
                // The indicator follows the sampled offset itself: its frame must not animate too.
                inner.transaction = Transaction()
                children.append(inner.shapeLeaf(Capsule(), fill: .color(indicator)))
            }
        }
        let node = context.node(.layout(makeLayoutBox(sampled)), typeName: "ScrollView", children: children)
        context.refreshing(layout, key: "scroll") { sampled in
            node.kind = .layout(makeLayoutBox(sampled))
            return true
        }
        node.scrollController = controller
        controller.node = node
        node.clipScrollView(axes: axes, in: context.environment)
        node.decorate(.gesture(controller.dragAttachment(key: context.identity)))
        return [node]
    }
}

extension Axis {
    /// The set holding this axis alone.
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

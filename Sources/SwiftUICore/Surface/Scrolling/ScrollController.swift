import Foundation

/// What scrolls a scroll view: kept on its container's node from pass to pass, found there
/// by a `ScrollViewProxy` and by a script's `scroll` action.
///
/// It writes the scroll view's offset state (in the writer's transaction, so a scroll inside
/// `withAnimation` animates), clamped to the content and settled by the scroll target
/// behaviour, and it measures from the last layout: the viewport (`viewport`, which
/// `ScrollLayout` sets as it places the content) and the content's frame.
final class ScrollController {
    private(set) var axes: Axis.Set = .vertical
    private var offset = Binding<CGPoint>.constant(.zero)
    private var contentMargins = EdgeInsets()
    /// The edge of the navigation screen whose bar follows this scroll view, if it took one.
    var navigationEdge: NavigationScrollEdge?
    /// The content margins: the environment's, and the large title's strip of the navigation
    /// screen whose bar follows this scroll view.
    var margins: EdgeInsets {
        var margins = contentMargins
        margins.top += navigationEdge?.largeTitleInset ?? 0
        return margins
    }
    private(set) var behavior: AnyScrollTargetBehavior?
    /// `scrollDisabled(true)`: a script cannot scroll it (a proxy still can, as in SwiftUI).
    private(set) var isDisabled = false
    /// Whether it is in a sheet, which a drag that starts down at its top dismisses instead
    /// (`EnvironmentValues.isInSwipeDismissible`).
    var yieldsDownwardDragAtTop = false
    /// The scroll view's frame in the last layout, in canvas points.
    var viewport: CGRect = .zero
    /// The offset the last layout placed the content at (while a scroll animates, the sample
    /// of that pass).
    var laidOutOffset: CGPoint = .zero
    /// The offset sampled for the pass that resolves the scroll view, set before its content
    /// is resolved and cleared when the layout places it: where the coming layout will place
    /// the content, so that a lazy stack inside resolves the rows that will show there
    /// (`LazyStackMemory.rowsToResolve()`).
    var offsetBeingResolved: CGPoint?
    /// The container node.
    weak var node: ViewNode?
    /// The transaction the content was last resolved in, for its owner's changes (not a scroll).
    var contentTransaction: Transaction?
    /// The container size the content was last resolved with (`containerRelativeFrame`).
    var resolvedContainerSize: CGSize?
    /// Whether the content read the container size: only then does a new size resolve it again.
    var isContainerSizeRead = false
    /// The composite whose body holds the scroll view: where its content is resolved again.
    weak var owner: CompositeNode?

    /// The container size for `containerRelativeFrame` in the last layout: the viewport less
    /// the margins (`nil` before the first layout).
    var containerSize: CGSize? {
        guard viewport != .zero else { return nil }
        return CGSize(width: max(0, viewport.width - margins.horizontal), height: max(0, viewport.height - margins.vertical))
    }

    /// Whether content that read the container size was resolved with another than the last
    /// layout's.
    var isContainerSizeStale: Bool {
        guard isContainerSizeRead, let size = containerSize else { return false }
        return size != resolvedContainerSize
    }

    func update(axes: Axis.Set, offset: Binding<CGPoint>, margins: EdgeInsets, behavior: AnyScrollTargetBehavior?, isDisabled: Bool) {
        self.axes = axes
        self.offset = offset
        self.contentMargins = margins
        self.behavior = behavior
        self.isDisabled = isDisabled
    }

    /// The offset the scroll view is scrolled to (or going to, while a scroll animates).
    var targetOffset: CGPoint { offset.wrappedValue }

    /// The content's frame in the last layout, in canvas points: the implicit stack's in a
    /// scroll view, the sections' block in a list (set by the layout as it places it).
    var contentFrame: CGRect = .zero

    /// The largest offset along each axis: the content and its margins less the viewport, or
    /// zero along an axis that does not scroll.
    var maximumOffset: CGPoint {
        let content = contentFrame.size
        return CGPoint(
            x: axes.contains(.horizontal) ? max(0, content.width + margins.horizontal - viewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, content.height + margins.vertical - viewport.height) : 0)
    }

    /// `target` clamped to the content's range along each axis.
    func clamped(_ target: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        return CGPoint(x: min(max(0, target.x), maximum.x), y: min(max(0, target.y), maximum.y))
    }

    /// Scrolls to `target`, clamped to the content, then settled by the behaviour (paging or
    /// view-aligned), in the current transaction.
    func scroll(to target: CGPoint) {
        var settled = clamped(target)
        if let behavior {
            settled = clamped(behavior.settle(settled, in: self))
        }
        move(to: settled)
    }

    /// Moves the content to `target` (already clamped and settled), in the current transaction.
    func move(to target: CGPoint) {
        guard target != offset.wrappedValue else { return }
        offset.wrappedValue = target
        navigationEdge?.didScroll()
    }

    /// The offset that puts the point at `anchor` of `frame` (a view's frame in the last
    /// layout) at the same point of the viewport inside its margins; with no anchor, the
    /// nearest offset that shows the whole frame (the current one if it shows already).
    func offset(showing frame: CGRect, anchor: UnitPoint?) -> CGPoint {
        let content = contentFrame, current = targetOffset
        // The frame in the content's own coordinates (offset zero puts the content's origin at
        // the viewport's origin inside the margins).
        let inContent = frame.offsetBy(dx: -content.minX, dy: -content.minY)
        let inner = CGSize(width: viewport.width - margins.horizontal, height: viewport.height - margins.vertical)
        func along(_ minimum: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return minimum + unit * length - unit * visible }
            if minimum < current { return minimum }
            if minimum + length > current + visible { return min(minimum, minimum + length - visible) }
            return current
        }
        return CGPoint(
            x: axes.contains(.horizontal) ? along(inContent.minX, inContent.width, inner.width, current.x, anchor?.x) : 0,
            y: axes.contains(.vertical) ? along(inContent.minY, inContent.height, inner.height, current.y, anchor?.y) : 0)
    }

    /// The offsets at which a view of the content's layout starts at the viewport's leading
    /// edge: the children of the first container in the content with more than one (the rows
    /// of a stack), for view-aligned scrolling.
    var alignedOffsets: [CGPoint] {
        guard var container = node?.children.first else { return [] }
        while container.children.count == 1 { container = container.children[0] }
        let content = contentFrame
        return container.children.map { CGPoint(x: $0.frame.minX - content.minX, y: $0.frame.minY - content.minY) }
    }
}

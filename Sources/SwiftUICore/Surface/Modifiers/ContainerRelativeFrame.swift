import Foundation

/// The container a `containerRelativeFrame` measures against, as the environment carries it:
/// the nearest scroll view's visible size less its content margins, else the window's safe
/// area.
///
/// A scroll view's size is known only after layout: its content is resolved with the size
/// its last layout gave it (at first, the enclosing container's less the margins, or nothing), and the
/// scroll view says which content read it (`ScrollController.isContainerSizeRead`) so that a
/// layout that gives it another size resolves the content again in the same pass (see
/// `ViewGraph.scrollContainersToResolve(in:)`), as a geometry reader's content is.
struct RelativeContainer {
    var size: CGSize
    /// The scroll view the size is of, told when content reads it.
    var scrollController: ScrollController?
}

private enum RelativeContainerKey: EnvironmentKey {
    static var defaultValue: RelativeContainer? { nil }
}

extension EnvironmentValues {
    /// The container set by the nearest scroll view, if any (see `RelativeContainer`).
    var relativeContainer: RelativeContainer? {
        get { self[RelativeContainerKey.self] }
        set { self[RelativeContainerKey.self] = newValue }
    }

    /// The container a `containerRelativeFrame` measures against: the nearest scroll view's,
    /// else the window's safe area (on a device canvas); `nil` where neither is known.
    var containerForRelativeFrame: RelativeContainer? {
        relativeContainer ?? safeAreaGeometry.map { RelativeContainer(size: $0.safe.size) }
    }
}

/// `containerRelativeFrame`: a frame whose length along `axes` is a function of the
/// container's length there, proposed to the content and aligned as `frame(width:height:)`
/// does. Along the other axis (or with no container known) the proposal passes through.
nonisolated struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let container = context.environment.containerForRelativeFrame
        container?.scrollController?.isContainerSizeRead = true
        context.graph.hasContainerRelativeFrames = true
        func along(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis.set), let container else { return nil }
            return max(0, length(axis == .horizontal ? container.size.width : container.size.height, axis))
        }
        let layout = FrameLayout(width: along(.horizontal), height: along(.vertical), alignment: alignment)
        return context.wrapEach(context.resolveContent(content), typeName: "containerRelativeFrame") { layout }
    }
}

nonisolated extension View {
    /// Sizes this view to its container (the nearest scroll view's visible size less its
    /// content margins, else the window's safe area) along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view to `span` of `count` equal columns (rows) of its container along `axes`,
    /// with `spacing` between them: (container − spacing × (count − 1)) / count × span +
    /// spacing × (span − 1), as SwiftUI documents it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(1, count)), span = CGFloat(max(1, span))
            return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }

    /// Sizes this view along `axes` to what `length` makes of its container's length there.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

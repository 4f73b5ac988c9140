import Foundation

/// A layout that arranges its subviews in a vertical line: `VStack`'s layout.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackLayoutAlgorithm { StackLayoutAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    /// A vertical stack's text baselines are its first child's first baseline and its last
    /// child's last baseline.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let isFirst = guide == .firstTextBaseline
        guard isFirst || guide == .lastTextBaseline, !subviews.isEmpty else { return nil }
        let arrangement = algorithm.arrangement(for: proposal, subviews: subviews)
        let index = isFirst ? 0 : subviews.count - 1
        guard let baseline = arrangement.dimensions[index][explicit: guide] else { return nil }
        let origins = arrangement.origins(in: bounds, alignment: alignment.key, axis: .vertical)
        return origins[index].y - bounds.minY + baseline
    }
}

/// A layout that arranges its subviews in a horizontal line: `HStack`'s layout.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackLayoutAlgorithm { StackLayoutAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}

/// A layout that overlays its subviews, aligned in both axes: `ZStack`'s layout.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        guard !dimensions.isEmpty else { return .zero }
        func extent(_ guide: (ViewDimensions) -> CGFloat, _ length: (ViewDimensions) -> CGFloat) -> CGFloat {
            (dimensions.map(guide).max() ?? 0) + (dimensions.map { length($0) - guide($0) }.max() ?? 0)
        }
        return CGSize(
            width: extent({ $0[alignment.horizontal] }, \.width),
            height: extent({ $0[alignment.vertical] }, \.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let origin = AlignmentPlacement.origin(of: subview.dimensions(in: proposal), in: bounds, alignment: alignment)
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }
}

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    // A stack is its layout applied to its content: resolved directly, without a body of
    // its own, so it adds no composite layer for the runtime to track.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    // A stack is its layout applied to its content: resolved directly, without a body of
    // its own, so it adds no composite layer for the runtime to track.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

/// A view that overlays its children, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    // A stack is its layout applied to its content: resolved directly, without a body of
    // its own, so it adds no composite layer for the runtime to track.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

import Foundation

/// Insets its child by fixed amounts: the layout of `.padding(...)`.
struct PaddingLayout: ModifierLayout {
    var insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return CGSize(width: insets.horizontal, height: insets.vertical) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            anchor: .topLeading, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, childProposal: childProposal(proposal),
                   childOrigin: CGPoint(x: insets.leading, y: insets.top), subviews: subviews)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, childProposal: childProposal(proposal),
                   childOrigin: CGPoint(x: insets.leading, y: insets.top), subviews: subviews)
    }
}

nonisolated extension View {
    /// Pads this view's `edges` by `length`, or by the standard padding of 16 points
    /// (SwiftUI's default on iOS) when `length` is `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Pads every edge of this view by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads this view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutWrappingModifier(layout: PaddingLayout(insets: insets), typeName: "padding"))
    }
}

import Foundation

/// Moves one alignment guide of a view: the stack or frame around it aligns the view by
/// `computeValue`'s answer, given the view's dimensions, instead of the guide's default.
struct AlignmentGuideLayout: TransparentModifierLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        movedGuide(guide.key, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        movedGuide(guide.key, proposal: proposal, subviews: subviews)
    }

    private func movedGuide(_ asked: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        return asked == key ? computeValue(dimensions) : dimensions.explicitGuide(asked)
    }
}

nonisolated extension View {
    /// Sets where this view's horizontal alignment guide `g` lies, from its dimensions
    /// (`d[.trailing]`, `d.width / 2`, `d[explicit: .leading]`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutWrappingModifier(layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue), typeName: "alignmentGuide"))
    }

    /// Sets where this view's vertical alignment guide `g` lies, from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutWrappingModifier(layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue), typeName: "alignmentGuide"))
    }
}

import Foundation

/// How content fills the space it is offered while keeping its aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the space: the space's size on one axis, less on the other.
    case fit
    /// As small as covers the space: the space's size on one axis, more on the other.
    case fill
}

/// The layout of `aspectRatio(_:contentMode:)`: proposes its child the largest (`.fit`) or
/// smallest (`.fill`) size of the ratio that the proposal holds or covers, and takes the
/// size the child answers.
///
/// SwiftUI's rules: the ratio is the given one, or, with `nil`, that of the child's ideal
/// size (a square ratio counts as 1:1 exactly); each proposed dimension gives a scale (the
/// proposed length over the ratio's), an unspecified one none (infinity); `.fit` takes the
/// smaller scale, `.fill` the larger; an unspecified proposal passes through unchanged. So
/// `.fill` with one dimension unspecified proposes infinity, as SwiftUI does.
struct AspectRatioLayout: ModifierLayout {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, subviews: Subviews) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        // A ratio that is not a finite, positive number counts as none (the child's own).
        let aspectRatio = self.aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var ratio = aspectRatio.map { CGSize(width: $0, height: 1) }
            ?? subviews.first?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        func scale(_ proposed: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let proposed, length != 0 || proposed != 0 else { return .infinity }
            return proposed / length
        }
        let horizontal = scale(proposal.width, ratio.width), vertical = scale(proposal.height, ratio.height)
        var factor = contentMode == .fit ? min(horizontal, vertical) : max(horizontal, vertical)
        if factor.isNaN { factor = 0 }
        // A ratio with a zero side, scaled by infinity, proposes 0 there (not NaN).
        func length(_ side: CGFloat) -> CGFloat {
            let length = side * factor
            return length.isNaN ? 0 : length
        }
        return ProposedViewSize(width: length(ratio.width), height: length(ratio.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews: subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, subviews: subviews))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    private func childGuide(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        let childProposal = childProposal(proposal, subviews: subviews)
        guard let child = subviews.first?.sizeThatFits(childProposal) else { return nil }
        return childGuide(
            key, childProposal: childProposal,
            childOrigin: CGPoint(x: (bounds.width - child.width) / 2, y: (bounds.height - child.height) / 2), subviews: subviews)
    }
}

nonisolated extension View {
    /// Constrains this view to `aspectRatio` (width over height; `nil`: its ideal size's),
    /// fitting or filling the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutWrappingModifier(
            layout: AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode), typeName: "aspectRatio"))
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit the space it is offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill the space it is offered, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

import Foundation

/// Gives its child a fixed width and/or height: the layout of `.frame(width:height:alignment:)`.
///
/// The child is proposed the fixed lengths (the parent's proposal elsewhere); the frame is
/// exactly as large as asked, whatever the child's size, and aligns the child inside.
struct FrameLayout: ModifierLayout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func childOrigin(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGPoint {
        guard let child = subviews.first else { return bounds.origin }
        return AlignmentPlacement.origin(of: child.dimensions(in: childProposal(proposal)), in: bounds, alignment: alignment)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: childOrigin(in: bounds, proposal: proposal, subviews: subviews),
            anchor: .topLeading, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let origin = childOrigin(in: bounds, proposal: proposal, subviews: subviews)
        return childGuide(guide.key, childProposal: childProposal(proposal),
                          childOrigin: CGPoint(x: origin.x - bounds.minX, y: origin.y - bounds.minY), subviews: subviews)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let origin = childOrigin(in: bounds, proposal: proposal, subviews: subviews)
        return childGuide(guide.key, childProposal: childProposal(proposal),
                          childOrigin: CGPoint(x: origin.x - bounds.minX, y: origin.y - bounds.minY), subviews: subviews)
    }
}

/// A frame with minimum, ideal and maximum lengths: the layout of
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// SwiftUI's documented rules, per dimension:
/// - the child is proposed the parent's proposal clamped to [min, max], or the ideal length
///   where the parent proposes none;
/// - with neither min nor max, the frame takes the child's length;
/// - with both, the frame takes the proposal clamped to [min, max];
/// - with only a max, the frame grows toward a larger proposal, up to the max; with only a
///   min, it shrinks toward a smaller proposal, down to the min; either way it stays inside
///   [min, max].
/// A missing proposal counts as the ideal length, or the child's length without one.
struct FlexibleFrameLayout: ModifierLayout {
    struct Limits: Hashable {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?

        func proposal(from proposed: CGFloat?) -> CGFloat? {
            guard var length = proposed else { return ideal }
            if let minimum { length = max(minimum, length) }
            if let maximum { length = min(maximum, length) }
            return length
        }

        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            guard minimum != nil || maximum != nil else { return child }
            let proposed = proposed ?? ideal ?? child
            var length = child
            if let minimum, let maximum {
                length = min(max(proposed, minimum), max(minimum, maximum))
                return length
            }
            if let maximum, proposed > child { length = min(proposed, maximum) }
            if let minimum, proposed < child { length = max(proposed, minimum) }
            if let minimum { length = max(length, minimum) }
            if let maximum { length = min(length, maximum) }
            return length
        }
    }

    var width: Limits
    var height: Limits
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.proposal(from: proposal.width), height: height.proposal(from: proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: width.length(proposed: proposal.width, child: child.width),
            height: height.length(proposed: proposal.height, child: child.height))
    }

    func childOrigin(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGPoint {
        guard let child = subviews.first else { return bounds.origin }
        return AlignmentPlacement.origin(of: child.dimensions(in: childProposal(proposal)), in: bounds, alignment: alignment)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: childOrigin(in: bounds, proposal: proposal, subviews: subviews),
            anchor: .topLeading, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let origin = childOrigin(in: bounds, proposal: proposal, subviews: subviews)
        return childGuide(guide.key, childProposal: childProposal(proposal),
                          childOrigin: CGPoint(x: origin.x - bounds.minX, y: origin.y - bounds.minY), subviews: subviews)
    }
}

/// Proposes `nil` (the ideal length) to its child in the fixed dimensions: `.fixedSize()`.
struct FixedSizeLayout: ModifierLayout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, childProposal: childProposal(proposal), childOrigin: .zero, subviews: subviews)
    }
}

nonisolated extension View {
    /// Gives this view a fixed `width` and/or `height`, aligning it inside.
    ///
    /// A dimension that is not finite (`.frame(width: .infinity)`, a mistake for
    /// `maxWidth: .infinity`) is one iOS logs as "Invalid frame dimension (negative or
    /// non-finite)" and then lays out as if it were not given: the frame takes its child's
    /// size on that axis, as here.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutWrappingModifier(
            layout: FrameLayout(
                width: width.flatMap { $0.isFinite ? $0 : nil }, height: height.flatMap { $0.isFinite ? $0 : nil },
                alignment: alignment),
            typeName: "frame"))
    }

    /// Gives this view flexible limits: see `FlexibleFrameLayout` for the rules.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_LayoutWrappingModifier(
            layout: FlexibleFrameLayout(
                width: .init(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
                height: .init(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
                alignment: alignment),
            typeName: "frame"))
    }

    /// Fixes this view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_LayoutWrappingModifier(
            layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), typeName: "fixedSize"))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

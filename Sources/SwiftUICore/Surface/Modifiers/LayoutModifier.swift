import Foundation

/// Wraps each node of the modified view in a single-child layout (padding, frame, ...).
nonisolated struct _LayoutWrappingModifier<L: ModifierLayout>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layout: L
    let typeName: String

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.wrapEach(context.resolveContent(content), typeName: typeName) { layout }
    }
}

extension ModifierLayout {
    /// The only subview's explicit guide, moved by where the child sits in `bounds`.
    func childGuide(
        _ key: AlignmentKey, childProposal: ProposedViewSize, childOrigin: CGPoint, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard let child = subviews.first, let guide = child.dimensions(in: childProposal).explicitGuide(key) else {
            return nil
        }
        return guide + (key.axis == .horizontal ? childOrigin.x : childOrigin.y)
    }
}

/// A single-child layout that lays its child out as if it were not there: the child's size, at
/// the layout's origin, with the child's spacing and guides. A modifier that only names the
/// view or moves one of its guides is one (`coordinateSpace(name:)`, `alignmentGuide`).
protocol TransparentModifierLayout: ModifierLayout where Cache == () {}

extension TransparentModifierLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, childProposal: proposal, childOrigin: .zero, subviews: subviews)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childGuide(guide.key, childProposal: proposal, childOrigin: .zero, subviews: subviews)
    }
}

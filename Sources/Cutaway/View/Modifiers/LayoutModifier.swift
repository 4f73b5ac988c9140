import Foundation

/// Wraps each node of the modified view in a single-child layout (padding, frame, ...).
struct _LayoutWrappingModifier<L: ModifierLayout>: ViewModifier, PrimitiveModifier {
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

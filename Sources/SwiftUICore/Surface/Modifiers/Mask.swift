import Foundation

/// Draws the modified view through the opacity of another view, laid out in its bounds as an
/// overlay is: where the mask is opaque the view shows, where it is clear the view does not.
nonisolated struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.resolveContent(content).map { primary in
            var maskContext = context
            maskContext.identity = primary.identity.appending(.part("mask"))
            // Several views in the mask mask together, as one layer (a ZStack of them).
            let masks = maskContext.resolve(ZStack(alignment: alignment) { mask })
            let node = context.node(
                .layout(makeLayoutBox(SecondaryContentLayout(primaryIndex: 0, alignment: alignment)), decoration: .mask),
                typeName: "mask", children: [primary] + masks, identity: primary.identity.appending(.part("maskContainer")))
            node.inheritTraits(from: primary)
            return node
        }
    }
}

nonisolated extension View {
    /// Draws this view through the opacity of `mask`, laid out in this view's bounds.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Draws this view through the opacity of `mask` (the older, non-builder form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

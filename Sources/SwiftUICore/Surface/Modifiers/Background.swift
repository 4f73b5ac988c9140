import Foundation

/// Sizes itself to one primary subview and lays the others over the same bounds, aligned:
/// the layout of `.background` and `.overlay`. The secondary views are proposed the primary's
/// size and do not change the size of the whole.
struct SecondaryContentLayout: ModifierLayout {
    /// The index of the primary subview (the last for a background, which draws behind it;
    /// the first for an overlay).
    var primaryIndex: Int
    var alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            if index == primaryIndex {
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                let secondaryProposal = ProposedViewSize(bounds.size)
                let origin = AlignmentPlacement.origin(
                    of: subviews[index].dimensions(in: secondaryProposal), in: bounds, alignment: alignment)
                subviews[index].place(at: origin, anchor: .topLeading, proposal: secondaryProposal)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[primaryIndex].spacing
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews[primaryIndex].dimensions(in: proposal)[explicit: guide]
    }
}

/// Adds views behind or in front of the modified view.
nonisolated struct _SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let typeName = isBackground ? "background" : "overlay"
        return context.resolveContent(content).map { primary in
            var secondaryContext = context
            secondaryContext.identity = primary.identity.appending(.part(typeName))
            let secondaries = secondaryContext.resolve(secondary)
            let children = isBackground ? secondaries + [primary] : [primary] + secondaries
            let node = context.node(
                .layout(makeLayoutBox(SecondaryContentLayout(
                    primaryIndex: isBackground ? secondaries.count : 0, alignment: alignment))),
                typeName: typeName, children: children,
                identity: primary.identity.appending(.part(typeName + "Container")))
            node.inheritTraits(from: primary)
            return node
        }
    }
}

nonisolated extension View {
    /// Lays `content` behind this view, in this view's bounds.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Fills this view's bounds behind it with `style`, out into the safe area on `edges`
    /// where the view reaches it (on a device's canvas; a plain canvas has no safe area).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryContentModifier(
            secondary: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, isBackground: true))
    }

    /// Fills this view's bounds behind it with the system background (SwiftUI's `.background`
    /// style: white in light mode, black in dark, as `Color.systemBackground`), out into the
    /// safe area on `edges` where the view reaches it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryContentModifier(
            secondary: Rectangle().fill(Color.systemBackground).ignoresSafeArea(.container, edges: edges),
            alignment: .center, isBackground: true))
    }

    /// Lays `content` behind this view, in this view's bounds (the older, non-builder form).
    /// Disfavoured, so that a colour, both a view and a style, is taken as a style, as it is
    /// when this form has no rival with a defaulted parameter.
    @_disfavoredOverload
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: content, alignment: alignment, isBackground: true))
    }

    /// Lays `content` in front of this view, in this view's bounds (the older, non-builder form).
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: content, alignment: alignment, isBackground: false))
    }

    /// Lays `content` in front of this view, in this view's bounds.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Fills this view's bounds in front of it with `style`.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_SecondaryContentModifier(
            secondary: Rectangle().fill(style), alignment: .center, isBackground: false))
    }

    /// Fills `shape`, in this view's bounds, behind it with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// Fills `shape`, in this view's bounds, behind it with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color.systemBackground))
    }

    /// Fills `shape`, in this view's bounds, in front of it with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }
}

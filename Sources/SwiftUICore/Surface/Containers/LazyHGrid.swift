import Foundation

/// A grid that grows across: `rows` down (see `GridItem`), as many columns as its views need,
/// filled top to bottom. Each column is as wide as its widest cell; columns are `spacing`
/// apart. `alignment` aligns each cell in its row (an item's own alignment wins).
///
/// Cutaway makes every cell, in view or not (see `LazyGridLayout`); `pinnedViews` is taken and
/// changes nothing.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

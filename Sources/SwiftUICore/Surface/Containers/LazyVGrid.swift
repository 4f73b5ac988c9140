import Foundation

/// A grid that grows down: `columns` across (see `GridItem`), as many rows as its views need,
/// filled left to right. Each row is as tall as its tallest cell; rows are `spacing` apart.
/// `alignment` aligns each cell in its column (an item's own alignment wins).
///
/// Cutaway makes every cell, in view or not (see `LazyGridLayout`); `pinnedViews` is taken and
/// changes nothing.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

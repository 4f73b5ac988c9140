import Foundation

/// A container that arranges its views in rows and columns: each `GridRow` is a row, its
/// views the cells; any other view is a row of its own that spans every column. Each column is
/// as wide as its widest cell and each row as tall as its tallest (see `GridLayout`).
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    // Like a stack, a grid is its layout applied to its content, with no body of its own.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content).makeNodes(in: context)
    }
}

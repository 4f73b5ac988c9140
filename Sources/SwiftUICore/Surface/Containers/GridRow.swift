import Foundation

/// A row of a `Grid`: its views are the row's cells, left to right, each one column wide
/// unless it says otherwise (`gridCellColumns(_:)`). `alignment` aligns the cells vertically
/// in the row, overriding the grid's.
///
/// How it works: a row makes no node. It marks each of its views with the row
/// (`GridRowMark`, a layout value) and hands them to the grid, which groups consecutive views
/// of one row. Out of a grid, a row is a group: its views go to the parent, as in SwiftUI.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: .index(0))
        let mark = GridRowMark(row: context.identity, alignment: alignment)
        for node in nodes {
            node.decorate(.traits { $0.layoutValues[ObjectIdentifier(GridRowMarkKey.self)] = mark })
        }
        return nodes
    }
}

import Foundation

/// A vertical stack that resolves only the rows that show: SwiftUI's `LazyVStack`.
///
/// Inside a scroll view, only the rows that intersect the viewport (no margin) are resolved:
/// the others' bodies are not evaluated, and they take the room the stack measured of them or
/// estimates (see `LazyStackMemory`). Outside a scroll view every row is resolved.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.lazyStack(
            axis: .vertical, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews, content: content,
            typeName: "LazyVStack")
    }
}

/// A horizontal stack that resolves only the columns that show: SwiftUI's `LazyHStack` (see
/// `LazyVStack`).
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.lazyStack(
            axis: .horizontal, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews, content: content,
            typeName: "LazyHStack")
    }
}


extension ResolveContext {
    /// A lazy stack's node: its content split into rows (`LazyRows`), of which only those the
    /// coming layout will show are resolved: the rows the last layout wanted, or, where the
    /// scroll view around the stack moved since, those its new offset shows
    /// (`LazyStackMemory.rowsToResolve()`).
    func lazyStack(
        axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, content: some View, typeName: String
    ) -> [ViewNode] {
        var rows = LazyRows()
        rows.append(content, in: child(.index(0)))
        let memory = graph.nodes[identity]?.lazyStack ?? LazyStackMemory()
        graph.hasLazyStacks = true
        memory.owner = composite
        memory.axis = axis
        memory.rowCount = rows.count
        memory.rowIsHeader = rows.rowIsHeader
        memory.rowSections = rows.rowSections
        let wanted = memory.rowsToResolve().filter { $0 < rows.count }
        memory.resolved = wanted
        graph.lazyRowResolutions += wanted.count
        var children: [ViewNode] = []
        var childRows: [Int] = []
        for index in wanted {
            let row = rows[index]
            var rowContext = self
            rowContext.identity = row.identity()
            rowContext.modifierDepth = 0
            let nodes = row.resolve(rowContext)
            for node in nodes {
                node.setContainerAxis(axis)
                // A pinned header is drawn over the rows that scroll under it.
                if row.isHeader, pinnedViews.contains(.sectionHeaders) { node.decorate(.traits { $0.zIndex = 1 }) }
            }
            children += nodes
            childRows += Array(repeating: index, count: nodes.count)
        }
        let layout = LazyStackLayout(
            axis: axis, alignment: alignment, spacing: spacing, pinsHeaders: pinnedViews.contains(.sectionHeaders),
            childRows: childRows, memory: memory)
        let node = node(.layout(makeLayoutBox(layout)), typeName: typeName, children: children)
        node.lazyStack = memory
        return [node]
    }
}

/// Views made from a collection of data, each identified by its element's id.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Each element's views are tagged with its id, unless a view of it is tagged already
    /// (`tag(_:)`), as SwiftUI tags them: so a `Picker`'s or a `TabView`'s selection finds the
    /// element whose id it holds (`ForEach(flavors, id: \.self) { Text($0) }` in a picker of
    /// flavors).
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        data.flatMap { element in
            let id = element[keyPath: id]
            let view = context.graph.tracking(owner: context.composite) { content(element) }
            let nodes = context.resolve(view, component: context.explicitComponent(id))
            let implicitTag = AnyHashable(id)
            for node in nodes {
                node.decorate(.traits { traits in
                    if traits.tag == nil { traits.tag = implicitTag }
                })
            }
            return nodes
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

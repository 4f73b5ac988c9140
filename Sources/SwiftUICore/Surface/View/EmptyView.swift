/// A view that takes no space and draws nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}

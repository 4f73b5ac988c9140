/// A type-erased view. Its identity includes the erased type, so changing the type replaces it.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.view = erased.view
        } else {
            self.view = view
        }
    }

    public init(erasing view: some View) {
        self.init(view)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(view, component: .type(String(describing: type(of: view))))
    }
}

/// A piece of user interface, described as a value.
///
/// A view either composes others in its `body`, or is a primitive: a view whose `Body` is
/// `Never`, which the runtime knows how to lay out and draw (text, shapes, stacks, modifiers).
/// Primitives are recognised by that, never by name.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    nonisolated public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body: the runtime resolves them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A primitive view: it adds its own nodes to the view graph.
protocol PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [ViewNode]
}

/// Builds views from closures: blocks, `if`, `if let`, `if/else` and `switch`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// The views of a `ViewBuilder` block, in order.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        children.enumerated().flatMap { index, child in
            context.resolve(child, component: .index(index))
        }
    }
}

/// The content of an `if/else` or `switch` in a `ViewBuilder`: one of two branches, each with
/// its own identity, so switching branches replaces the view.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let content): context.resolve(content, component: .branch(true))
        case .falseContent(let content): context.resolve(content, component: .branch(false))
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard let content = self else { return [] }
        return context.resolve(content, component: .branch(true))
    }
}

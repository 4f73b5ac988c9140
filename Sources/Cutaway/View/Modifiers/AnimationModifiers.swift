/// Animates the changes in the modified view with `animation` whenever `value` changes.
struct _ValueAnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var context = context
        let changed = context.graph.recordAnimationValue(value, for: context.modifierKey("animation"), in: context)
        if changed, !context.transaction.disablesAnimations {
            context.transaction.animation = animation
        }
        return context.resolveContent(content)
    }
}

/// Rewrites the transaction for the changes in the modified view.
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var context = context
        transform(&context.transaction)
        return context.resolveContent(content)
    }
}

extension View {
    /// Animates changes to this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }

    /// Changes the transaction that this view's changes are made in.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// How this view enters and leaves when it is inserted or removed in an animated change.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TraitWritingModifier { $0.transition = transition })
    }

    /// How this view's content changes in an animated change (a text's string, a number).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

private enum ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .interpolate }
}

extension EnvironmentValues {
    /// How content changes animate (`.contentTransition`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

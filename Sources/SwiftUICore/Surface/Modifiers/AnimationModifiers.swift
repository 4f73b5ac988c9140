/// Animates the changes in the modified view with `animation` whenever `value` changes.
nonisolated struct _ValueAnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
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
nonisolated struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var context = context
        transform(&context.transaction)
        return context.resolveContent(content)
    }
}

/// Animates every change in the modified view with `animation` (the deprecated
/// `.animation(_:)`): it replaces the transaction's animation, whatever the change's own,
/// unless the transaction disables animations.
nonisolated struct _AnimationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var context = context
        if !context.transaction.disablesAnimations {
            context.transaction.animation = animation
        }
        return context.resolveContent(content)
    }
}

/// Animates the modifiers that `body` puts on the content with `animation`, and nothing
/// else (`.animation(_:body:)`): the content itself, standing in `body` as a
/// `PlaceholderContentView`, keeps the transaction from outside.
nonisolated struct _ScopedAnimationModifier<Content: View, Scoped: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let scoped: (PlaceholderContentView<Content>) -> Scoped

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context
        if !inner.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        return inner.resolveContent(scoped(PlaceholderContentView(content: content, transaction: context.transaction)))
    }
}

/// A modifier whose animatable data animates (deprecated in SwiftUI for `Animatable` on a
/// `ViewModifier`, which is what it is).
public protocol AnimatableModifier: Animatable, ViewModifier {}

nonisolated extension View {
    /// Animates every change to this view with `animation` (deprecated in SwiftUI for
    /// `animation(_:value:)`, and still everywhere).
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation))
    }

    /// Animates the modifiers `body` applies to this view with `animation`, and not the
    /// changes in the view itself.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> some View {
        _ScopedAnimationModifier(content: self, animation: animation, scoped: body)
    }

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
        modifier(_TransitionModifier(transition: transition))
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

import Foundation

/// A view whose content is made from a value that keyframes move over time (SwiftUI's
/// `KeyframeAnimator`).
///
/// With a trigger, the keyframes play each time the trigger changes, from the value the
/// animator has then; the value stays at their end afterwards. Without one, they play when the
/// view appears and repeat, each run starting from the end of the one before, while
/// `repeating` is true. The `keyframes` closure is given the value a run starts from.
///
/// ## How it works
///
/// The animator is a primitive: it keeps a `KeyframePlayback` where an animated value would
/// be kept (on the composite whose body holds it), and makes its content from the playback's
/// value at the scene's current time. While the keyframes run, the playback counts as a
/// running animation, so the graph is not at rest, and an `AnimationRefresher` makes the
/// content again on each frame in place, without evaluating the enclosing body (as an
/// animatable modifier's body is made again), keeping the nodes of the view it animates (see
/// `PlaceholderNodes`). Runs start at the time of the change that
/// started them (a script event's own time), not at the next frame.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    public typealias Body = Never
    let initialValue: Value
    let drive: KeyframePlayback<Value>.Drive
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` each time `trigger` changes; `content` is made from the value.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.drive = .trigger(AnimatorTrigger(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` over and over while `repeating` is true, from when the view appears.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.drive = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let key = context.identity.appending(.part("keyframes"))
        let make = { KeyframePlayback(initialValue: initialValue) }
        guard let playback = context.composite.animator(at: key, make: make) ?? context.composite.animator(at: key, make: make)
        else { return [] }
        let keyframes = keyframes
        playback.update(drive, keyframing: { value, velocities in
            KeyframeTimeline(initialValue: value, velocities: velocities, keyframes: keyframes(value))
        }, at: context.animationStartTime)
        let graph = context.graph
        // The placeholder's view is the same each time the content is made again: its nodes
        // are kept, and only what the content's closure adds around them is made again.
        var content = context
        let placeholders = PlaceholderNodes()
        content.placeholderNodes = placeholders
        let outputs = makeContent(playback.value(at: graph.time), in: content)
        placeholders.isReplaying = true
        let made = MadeNodes(outputs)
        context.composite.record(AnimationRefresher(animatorKey: key) {
            graph.resolveAgain(made) {
                makeContent(playback.value(at: graph.time), in: content)
            }
        })
        return outputs
    }

    private func makeContent(_ value: Value, in context: ResolveContext) -> [ViewNode] {
        context.resolve(content(value), component: .type(baseTypeName(Content.self)))
    }
}

nonisolated extension View {
    /// Plays `keyframes` each time `trigger` changes, and modifies this view with `content`
    /// from the keyframed value on every frame.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` over and over while `repeating` is true, and modifies this view with
    /// `content` from the keyframed value on every frame.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}

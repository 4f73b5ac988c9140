import Foundation

/// What a running animation sees besides its value and time: its own state, and a flag it
/// sets when it has logically reached its target (SwiftUI's `AnimationContext`).
///
/// ## Design boundaries
///
/// SwiftUI's context also carries the environment of the animated view. Animation math in
/// Cutaway knows nothing of views, so `environment` is left out; no built-in animation reads it.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps from one sample to the next.
    public var state: AnimationState<Value>
    /// Set by an animation once it has logically completed — a spring at its duration while it
    /// still settles — which fires `.logicallyComplete` completion handlers.
    public var isLogicallyComplete: Bool

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context for animating another value type with `state`, keeping the completion flag.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}

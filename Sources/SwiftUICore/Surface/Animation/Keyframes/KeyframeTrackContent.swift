import Foundation

/// Keyframes for one value, in order: the content of a `KeyframeTrack`.
///
/// The four keyframe kinds (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`) are the primitives; a type of your own composes them in its `body`, as a
/// view composes views.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

extension KeyframeTrackContent {
    /// The keyframes in order: the builder's segments hold them; anything else is its body's.
    var keyframes: [Keyframe<Value.AnimatableData>] {
        if let segments = self as? KeyframeTrackContentBuilder<Value>.Segments { return segments.keyframes }
        return body.keyframes
    }
}

/// Builds a track's keyframes from a list of keyframes, conditions and loops.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// Keyframes in order, as the builder gathers them.
    public struct Segments: KeyframeTrackContent {
        let keyframes: [Keyframe<Value.AnimatableData>]

        init(_ keyframes: [Keyframe<Value.AnimatableData>]) {
            self.keyframes = keyframes
        }

        public var body: Self { self }
    }

    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> Segments
    where Content.Value == Value {
        Segments(content.keyframes)
    }

    // (Closures, not key paths, below: a key path into a generic type is made anew on each
    // call, and a repeating animator's keyframes closure runs with every repeat.)
    public static func buildBlock(_ components: Segments...) -> Segments {
        Segments(components.flatMap { $0.keyframes })
    }

    public static func buildOptional(_ component: Segments?) -> Segments {
        component ?? Segments([])
    }

    public static func buildEither(first component: Segments) -> Segments { component }
    public static func buildEither(second component: Segments) -> Segments { component }

    public static func buildArray(_ components: [Segments]) -> Segments {
        Segments(components.flatMap { $0.keyframes })
    }

    public static func buildLimitedAvailability(_ component: Segments) -> Segments { component }
}

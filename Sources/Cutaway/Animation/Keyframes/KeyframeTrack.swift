import Foundation

/// Keyframes for a value: one or more tracks, each animating a property of it.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes where Body.Value == Value
    @KeyframesBuilder<Value> var body: Body { get }
}

extension Keyframes {
    /// The tracks in order: the builder's hold them; anything else is its body's.
    var tracks: [KeyframeTrackSampler<Value>] {
        if let tracks = self as? KeyframesBuilder<Value>.Tracks { return tracks.samplers }
        return body.tracks
    }
}

/// One track, ready to sample: how long it runs, and how it sets its property of a value at
/// a moment, starting from the property's value in the timeline's initial value.
struct KeyframeTrackSampler<Root> {
    let duration: (Root) -> Double
    let apply: (inout Root, _ initial: Root, _ time: Double) -> Void
}

/// A sequence of keyframes animating one property of a value (or the value itself).
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [Keyframe<Value.AnimatableData>]

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.keyframes = content().keyframes
    }

    public var body: KeyframesBuilder<Root>.Tracks {
        let keyPath = keyPath
        let keyframes = keyframes
        func curve(_ initial: Root) -> KeyframeCurve<Value.AnimatableData> {
            KeyframeCurve(initialValue: initial[keyPath: keyPath].animatableData, keyframes: keyframes)
        }
        return KeyframesBuilder<Root>.Tracks([KeyframeTrackSampler(
            duration: { curve($0).duration },
            apply: { root, initial, time in root[keyPath: keyPath].animatableData = curve(initial).value(at: time) })])
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Builds a value's keyframes from tracks, conditions and loops.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Tracks in order, as the builder gathers them.
    public struct Tracks: Keyframes {
        let samplers: [KeyframeTrackSampler<Value>]

        init(_ samplers: [KeyframeTrackSampler<Value>]) {
            self.samplers = samplers
        }

        public var body: Self { self }
    }

    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> Tracks where K.Value == Value {
        Tracks(keyframes.tracks)
    }

    public static func buildBlock(_ components: Tracks...) -> Tracks {
        Tracks(components.flatMap(\.samplers))
    }

    public static func buildOptional(_ component: Tracks?) -> Tracks {
        component ?? Tracks([])
    }

    public static func buildEither(first component: Tracks) -> Tracks { component }
    public static func buildEither(second component: Tracks) -> Tracks { component }

    public static func buildArray(_ components: [Tracks]) -> Tracks {
        Tracks(components.flatMap(\.samplers))
    }

    public static func buildLimitedAvailability(_ component: Tracks) -> Tracks { component }
}

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

/// One track, not yet tied to a start: `resolve` makes it the motion of its property from the
/// property's value in a timeline's initial value, starting with the velocity `velocities`
/// holds for the property's key path (at rest without one).
struct KeyframeTrackSampler<Root> {
    let resolve: (_ initial: Root, _ velocities: KeyframeVelocities) -> ResolvedKeyframeTrack<Root>
}

/// Velocities of animated properties, by key path (each in its property's animatable data):
/// what a `keyframeAnimator` restarted mid-flight hands to its new keyframes.
typealias KeyframeVelocities = [AnyKeyPath: Any]

/// One track from a known start, ready to read at any moment: its curve is worked out once.
struct ResolvedKeyframeTrack<Root> {
    let keyPath: AnyKeyPath
    let duration: Double
    /// Sets the track's property of a value to what it is `time` seconds in.
    let apply: (inout Root, _ time: Double) -> Void
    /// The property's velocity `time` seconds in, as its animatable data.
    let velocity: (_ time: Double) -> Any
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
        KeyframesBuilder<Root>.Tracks([Self.sampler(keyPath, keyframes)])
    }

    /// The track of `keyframes` for the property at `keyPath`.
    static func sampler(_ keyPath: WritableKeyPath<Root, Value>, _ keyframes: [Keyframe<Value.AnimatableData>]) -> KeyframeTrackSampler<Root> {
        KeyframeTrackSampler { initial, velocities in
            let curve = KeyframeCurve(
                initialValue: initial[keyPath: keyPath].animatableData,
                initialVelocity: velocities[keyPath] as? Value.AnimatableData ?? .zero, keyframes: keyframes)
            return ResolvedKeyframeTrack(
                keyPath: keyPath, duration: curve.duration,
                apply: { root, time in root[keyPath: keyPath].animatableData = curve.value(at: time) },
                velocity: { time in curve.velocity(at: time) })
        }
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
        /// Tracks, and runs of keyframes written straight in the builder for the whole value.
        let parts: [Part]

        init(_ samplers: [KeyframeTrackSampler<Value>]) {
            parts = samplers.map { .track($0) }
        }

        init(parts: [Part]) {
            self.parts = parts
        }

        /// The tracks in order: consecutive keyframes of the whole value make one track (the
        /// `KeyframeTrack` SwiftUI reads them as), started where the run starts.
        var samplers: [KeyframeTrackSampler<Value>] {
            var result: [KeyframeTrackSampler<Value>] = []
            var run: [RootKeyframes] = []
            func close() {
                guard let first = run.first else { return }
                result.append(first.track(run.flatMap(\.keyframes)))
                run = []
            }
            for part in parts {
                switch part {
                case .track(let sampler):
                    close()
                    result.append(sampler)
                case .root(let keyframes):
                    run.append(keyframes)
                }
            }
            close()
            return result
        }

        public var body: Self { self }

        enum Part {
            case track(KeyframeTrackSampler<Value>)
            case root(RootKeyframes)
        }

        /// Keyframes of the whole value (type-erased, so that the builder needs `Value` to be
        /// animatable only where it takes them), and how a run of them makes a track.
        struct RootKeyframes {
            let keyframes: [Any]
            let track: ([Any]) -> KeyframeTrackSampler<Value>
        }
    }

    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> Tracks where K.Value == Value {
        Tracks(keyframes.tracks)
    }

    /// A keyframe (or several) of the whole value, written without a `KeyframeTrack`.
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> Tracks where C.Value == Value {
        let root = Tracks.RootKeyframes(keyframes: content.keyframes.map { $0 as Any }) { erased in
            KeyframeTrack<Value, Value, C>.sampler(\.self, erased.compactMap { $0 as? Keyframe<Value.AnimatableData> })
        }
        return Tracks(parts: [.root(root)])
    }

    public static func buildBlock(_ components: Tracks...) -> Tracks {
        Tracks(parts: components.flatMap(\.parts))
    }

    public static func buildOptional(_ component: Tracks?) -> Tracks {
        component ?? Tracks([])
    }

    public static func buildEither(first component: Tracks) -> Tracks { component }
    public static func buildEither(second component: Tracks) -> Tracks { component }

    public static func buildArray(_ components: [Tracks]) -> Tracks {
        Tracks(parts: components.flatMap(\.parts))
    }

    public static func buildLimitedAvailability(_ component: Tracks) -> Tracks { component }
}

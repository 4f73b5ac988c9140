import Foundation

/// Keyframes for a value, ready to be read at any moment: what a `keyframeAnimator` plays,
/// and a way to compute keyframed values outside views (SwiftUI's `KeyframeTimeline`).
///
/// Each track's curve is worked out once, when the timeline is made, so reading a value costs
/// a search for the keyframe under way and a closed form per track.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]
    /// The longest track's duration, in seconds.
    ///
    /// Worked out once: a repeating animator reads it several times a frame, and each reading
    /// mapped the tracks through a key path that the runtime instantiates for the generic
    /// value type on every use (a sixth of a keyframe frame's engine time in `Scripts/bench`).
    public let duration: TimeInterval

    /// Keyframes starting from `initialValue`: each track's first keyframe moves from the
    /// property's value in it, at rest.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, velocities: [:], keyframes: content())
    }

    /// Keyframes starting from `initialValue`, each track with the velocity `velocities` holds
    /// for its key path (a `keyframeAnimator` restarted mid-flight keeps the motion going).
    init(initialValue: Value, velocities: KeyframeVelocities, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        let tracks = keyframes.tracks.map { $0.resolve(initialValue, velocities) }
        self.tracks = tracks
        duration = tracks.map { $0.duration }.max() ?? 0
    }

    /// The value `time` seconds in; each track holds its last value once it ends.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(&value, time)
        }
        return value
    }

    /// The value at `progress` (0 the start, 1 the end) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }

    /// The velocities of the animated properties `time` seconds in (a later track on the same
    /// key path wins, as its value does).
    func velocities(time: Double) -> KeyframeVelocities {
        var velocities: KeyframeVelocities = [:]
        for track in tracks {
            velocities[track.keyPath] = track.velocity(time)
        }
        return velocities
    }
}

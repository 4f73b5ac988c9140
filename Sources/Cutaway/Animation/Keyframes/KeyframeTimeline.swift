import Foundation

/// Keyframes for a value, ready to be read at any moment: what a `keyframeAnimator` plays,
/// and a way to compute keyframed values outside views (SwiftUI's `KeyframeTimeline`).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackSampler<Value>]

    /// Keyframes starting from `initialValue`: each track's first keyframe moves from the
    /// property's value in it.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = content().tracks
    }

    /// The longest track's duration, in seconds.
    public var duration: TimeInterval {
        tracks.map { $0.duration(initialValue) }.max() ?? 0
    }

    /// The value `time` seconds in; each track holds its last value once it ends.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(&value, initialValue, time)
        }
        return value
    }

    /// The value at `progress` (0 the start, 1 the end) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}

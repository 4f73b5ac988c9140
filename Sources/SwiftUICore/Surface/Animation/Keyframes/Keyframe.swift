import Foundation

/// One keyframe of a track: where the value goes next, and how it gets there. What
/// `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe` and `MoveKeyframe` contribute to a
/// `KeyframeTrack`, in the value's animatable data.
enum Keyframe<Data: VectorArithmetic> {
    /// Along a unit curve, from wherever the value is to `to`, in `duration` seconds.
    case linear(to: Data, duration: Double, timingCurve: UnitCurve)
    /// A spring's motion toward `to`, cut after `duration` seconds (the spring's settling
    /// duration when `nil`), starting with `startVelocity` (the motion's velocity so far when
    /// `nil`).
    case spring(to: Data, duration: Double?, spring: Spring, startVelocity: Data?)
    /// A cubic Hermite curve to `to` in `duration` seconds, with the given velocities at its
    /// ends or ones chosen to keep the motion smooth (see `KeyframeCurve`).
    case cubic(to: Data, duration: Double, startVelocity: Data?, endVelocity: Data?)
    /// Straight to `to`, taking no time.
    case move(to: Data)

    var target: Data {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }
}

/// A keyframe that moves the value along a unit curve (linear by default) to `to`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = .linear(to: to.animatableData, duration: max(duration, 0), timingCurve: timingCurve)
    }

    public var body: KeyframeTrackContentBuilder<Value>.Segments {
        KeyframeTrackContentBuilder<Value>.Segments([keyframe])
    }
}

/// A keyframe that moves the value to `to` with a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// - Parameters:
    ///   - duration: How long the segment lasts, or `nil` for the spring's settling duration.
    ///     A shorter one hands the spring's value and velocity at that moment to the next
    ///     keyframe.
    ///   - startVelocity: The velocity at the segment's start, or `nil` to carry on with the
    ///     velocity the value has.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = .spring(
            to: to.animatableData, duration: duration.map { max($0, 0) }, spring: spring,
            startVelocity: startVelocity?.animatableData)
    }

    public var body: KeyframeTrackContentBuilder<Value>.Segments {
        KeyframeTrackContentBuilder<Value>.Segments([keyframe])
    }
}

/// A keyframe that moves the value to `to` along a cubic curve; neighbouring cubic keyframes
/// make a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// - Parameters:
    ///   - startVelocity: The velocity at the segment's start, or `nil` for one that keeps the
    ///     motion smooth.
    ///   - endVelocity: The velocity at the segment's end, or `nil` for one that keeps the
    ///     motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = .cubic(
            to: to.animatableData, duration: max(duration, 0),
            startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)
    }

    public var body: KeyframeTrackContentBuilder<Value>.Segments {
        KeyframeTrackContentBuilder<Value>.Segments([keyframe])
    }
}

/// A keyframe that sets the value to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    public init(_ to: Value) {
        keyframe = .move(to: to.animatableData)
    }

    public var body: KeyframeTrackContentBuilder<Value>.Segments {
        KeyframeTrackContentBuilder<Value>.Segments([keyframe])
    }
}

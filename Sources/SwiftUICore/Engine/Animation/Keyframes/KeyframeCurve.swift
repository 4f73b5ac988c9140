import Foundation

/// A track's keyframes turned into one motion: a value and a velocity for every moment, in
/// the value's animatable data.
///
/// ## How it works
///
/// The keyframes become consecutive pieces, each starting where the one before ended, with
/// the velocity it had. Then each piece is evaluated in closed form:
/// - linear: `from + (to − from)·curve(t / d)`;
/// - spring: the spring's closed form from `from` toward `to` with its start velocity
///   (`Spring.value(target:initialVelocity:time:)`), cut after `d`; the next piece starts from
///   where the spring is at that moment, not from `to`;
/// - cubic: the cubic Hermite curve from `from` to `to` with velocities `m₀` and `m₁`;
/// - move: a jump, taking no time.
///
/// A cubic keyframe's velocities, when not given, follow SwiftUI's documented rules:
/// between two cubic keyframes the velocity at their shared point is the Catmull-Rom tangent,
/// (next value − previous value) / (time between them); after another kind of keyframe a cubic
/// one starts with that keyframe's end velocity; before another kind it ends with that
/// keyframe's start velocity.
///
/// ## Design boundaries (Cutaway's choices where SwiftUI's documentation is silent)
///
/// - A track starts at rest (or, in a `keyframeAnimator` whose trigger changed mid-flight,
///   with the velocity the property had then), and its last cubic keyframe ends at rest.
/// - A cubic keyframe before a spring keyframe that has no start velocity of its own (so
///   would take the cubic one's end velocity, a circle) ends with the Catmull-Rom tangent
///   toward the spring's target, and the spring carries it on.
/// - A move keyframe stops the motion: what follows starts at rest.
struct KeyframeCurve<Data: VectorArithmetic> {
    struct Piece {
        enum Motion {
            case bezier(UnitCurve)
            case spring(Spring)
            case hermite(startVelocity: Data, endVelocity: Data)
            case jump
        }

        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let startVelocity: Data
        let motion: Motion

        var end: Double { start + duration }

        func value(at time: Double) -> Data {
            let elapsed = min(max(time - start, 0), duration)
            switch motion {
            case .jump:
                return to
            case .bezier(let curve):
                guard duration > 0 else { return to }
                return from + (to - from).scaled(by: curve.value(at: elapsed / duration))
            case .spring(let spring):
                return from + spring.value(target: to - from, initialVelocity: startVelocity, time: elapsed)
            case .hermite(let m0, let m1):
                guard duration > 0 else { return to }
                let s = elapsed / duration
                let h00 = 2 * s * s * s - 3 * s * s + 1
                let h10 = s * s * s - 2 * s * s + s
                let h01 = -2 * s * s * s + 3 * s * s
                let h11 = s * s * s - s * s
                return from.scaled(by: h00) + m0.scaled(by: h10 * duration)
                    + to.scaled(by: h01) + m1.scaled(by: h11 * duration)
            }
        }

        func velocity(at time: Double) -> Data {
            let elapsed = min(max(time - start, 0), duration)
            switch motion {
            case .jump:
                return .zero
            case .bezier(let curve):
                guard duration > 0 else { return .zero }
                return (to - from).scaled(by: curve.velocity(at: elapsed / duration) / duration)
            case .spring(let spring):
                return spring.velocity(target: to - from, initialVelocity: startVelocity, time: elapsed)
            case .hermite(let m0, let m1):
                guard duration > 0 else { return .zero }
                let s = elapsed / duration
                let d00 = 6 * s * s - 6 * s
                let d10 = 3 * s * s - 4 * s + 1
                let d01 = -6 * s * s + 6 * s
                let d11 = 3 * s * s - 2 * s
                return from.scaled(by: d00 / duration) + m0.scaled(by: d10)
                    + to.scaled(by: d01 / duration) + m1.scaled(by: d11)
            }
        }
    }

    let initialValue: Data
    let pieces: [Piece]

    var duration: Double { pieces.last?.end ?? 0 }

    init(initialValue: Data, initialVelocity: Data = .zero, keyframes: [Keyframe<Data>]) {
        self.initialValue = initialValue
        var pieces: [Piece] = []
        var time = 0.0
        var value = initialValue
        var velocity = initialVelocity
        for (index, keyframe) in keyframes.enumerated() {
            let next = keyframes.indices.contains(index + 1) ? keyframes[index + 1] : nil
            let piece: Piece
            switch keyframe {
            case .move(let to):
                piece = Piece(start: time, duration: 0, from: value, to: to, startVelocity: .zero, motion: .jump)
            case .linear(let to, let duration, let curve):
                piece = Piece(start: time, duration: duration, from: value, to: to, startVelocity: .zero, motion: .bezier(curve))
            case .spring(let to, let duration, let spring, let startVelocity):
                let start = startVelocity ?? velocity
                let length = duration ?? spring.settlingDuration
                piece = Piece(start: time, duration: length, from: value, to: to, startVelocity: start, motion: .spring(spring))
            case .cubic(let to, let duration, let startVelocity, let endVelocity):
                let m0 = startVelocity ?? velocity
                let m1 = endVelocity ?? Self.cubicEndVelocity(from: value, to: to, duration: duration, next: next)
                piece = Piece(
                    start: time, duration: duration, from: value, to: to, startVelocity: m0,
                    motion: .hermite(startVelocity: m0, endVelocity: m1))
            }
            pieces.append(piece)
            time = piece.end
            value = piece.value(at: piece.end)
            velocity = piece.velocity(at: piece.end)
        }
        self.pieces = pieces
    }

    /// A cubic keyframe's end velocity when it gives none: the velocity the next keyframe
    /// starts with (see the type's rules).
    private static func cubicEndVelocity(from: Data, to: Data, duration: Double, next: Keyframe<Data>?) -> Data {
        func catmullRom(_ nextValue: Data, _ nextDuration: Double) -> Data {
            let span = duration + nextDuration
            return span > 0 ? (nextValue - from).scaled(by: 1 / span) : .zero
        }
        switch next {
        case nil, .move?:
            return .zero
        case .cubic(let nextValue, let nextDuration, let nextStart, _)?:
            return nextStart ?? catmullRom(nextValue, nextDuration)
        case .linear(let nextValue, let nextDuration, let curve)?:
            guard nextDuration > 0 else { return .zero }
            return (nextValue - to).scaled(by: curve.velocity(at: 0) / nextDuration)
        case .spring(let nextValue, let nextDuration, let spring, let nextStart)?:
            return nextStart ?? catmullRom(nextValue, nextDuration ?? spring.settlingDuration)
        }
    }

    /// The value at `time` seconds from the track's start: the initial value before it, the
    /// last keyframe's value after it. (Specialized for plain numbers, the most common
    /// keyframed data: a track samples it on every frame from generic code.)
    @_specialize(where Data == Double)
    func value(at time: Double) -> Data {
        guard let first = pieces.first, time >= first.start else { return initialValue }
        // The last piece that has started (a zero-length piece at `time` counts as started).
        let index = pieces.lastIndex { $0.start <= time } ?? 0
        return pieces[index].value(at: time)
    }

    /// The velocity at `time` seconds from the track's start: at rest before it and after it
    /// (a track that has ended holds its last value).
    func velocity(at time: Double) -> Data {
        guard let first = pieces.first, time >= first.start, time < duration else { return .zero }
        let index = pieces.lastIndex { $0.start <= time } ?? 0
        return pieces[index].velocity(at: time)
    }
}

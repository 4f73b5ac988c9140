import Foundation

/// An animation of a symbol image (`Image(systemName:)`): a bounce, a pulse, a breath, a
/// wiggle, a turn. `symbolEffect(_:options:value:)` plays a discrete one each time a value
/// changes; `symbolEffect(_:options:isActive:)` plays an indefinite one while it is active.
///
/// How Cutaway plays them: each effect is a motion of one number, `progress`, keyframed on
/// the scene clock (a `keyframeAnimator`), that scales, fades or turns the modified view by
/// the effect's amounts. iOS moves a symbol's layers one by one where the symbol has layers
/// (`.byLayer`); Cutaway's symbols are single glyphs of an icon font (`SymbolCatalog`), so
/// every effect moves the whole symbol, and variable colour dims and brightens the whole
/// symbol instead of lighting its layers in turn. The durations and amounts are estimates
/// read off iOS 17 and 18 screen recordings (`docs/fidelity.md`).
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol replacing another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect {}

/// How an effect plays: how many times and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speed: Double = 1

    /// Once for a discrete effect; over and over for an indefinite one.
    public static let `default` = SymbolEffectOptions()
    /// Over and over.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }

    /// `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = max(1, count)
        return options
    }

    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed = speed
        return options
    }
}

/// What an effect does with its progress: the scale, fade and turn at progress 1, and the
/// keyframes of its progress for one play.
struct SymbolEffectMotion: Hashable, Sendable {
    /// One keyframe: the progress to reach, and how long it takes (seconds).
    struct Step: Hashable, Sendable {
        let progress: Double
        let duration: Double
    }

    /// The scale added at progress 1 (0.2: 120 %).
    var scale: Double = 0
    /// The opacity taken away at progress 1.
    var fade: Double = 0
    /// The turn at progress 1, in degrees.
    var rotation: Double = 0
    /// The point the scale and the turn are about.
    var anchor: UnitPoint = .center
    var steps: [Step]

    /// The keyframes of one play at `speed` (a speed that is not positive, or NaN, plays at 1).
    func steps(speed: Double) -> [Step] {
        let speed = speed > 0 ? speed : 1
        return steps.map { Step(progress: $0.progress, duration: $0.duration / speed) }
    }

    /// One play at `speed`, as a timeline of its progress.
    func play(speed: Double) -> KeyframeTimeline<Double> {
        let steps = steps(speed: speed)
        return KeyframeTimeline(initialValue: 0) {
            KeyframeTrack {
                for step in steps { CubicKeyframe(step.progress, duration: step.duration) }
            }
        }
    }
}

extension KeyframeTimeline<Double> {
    /// The progress `elapsed` seconds into `plays` plays of this one, one after another.
    ///
    /// The plays are one play read modulo its duration, never a timeline of all of them: a
    /// legal `.repeat(Int.max)` is 9.2 × 10¹⁸ plays (laid out as keyframes it would not fit
    /// in memory), and plays the effect until the scene ends, as it does on iOS.
    func progress(at elapsed: Double, plays: Int) -> Double {
        guard duration > 0, elapsed < duration * Double(plays) else { return value(time: duration) }
        return value(time: elapsed.truncatingRemainder(dividingBy: duration))
    }
}

/// The effects Cutaway plays: each gives its motion.
protocol SymbolEffectPlaying {
    var motion: SymbolEffectMotion { get }
}

/// A brief scale up (or down) and back, as if the symbol bounced (estimate: 1.2× in 0.15 s,
/// 0.95× in 0.15 s, settled in 0.2 s).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    var isDown = false

    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }

    var motion: SymbolEffectMotion {
        SymbolEffectMotion(scale: isDown ? -0.2 : 0.2, steps: [.init(progress: 1, duration: 0.15), .init(progress: -0.25, duration: 0.15), .init(progress: 0, duration: 0.2)])
    }
}

/// The symbol's opacity dips and comes back (estimate: to 30 % in 0.5 s, back in 0.5 s).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }

    var motion: SymbolEffectMotion {
        SymbolEffectMotion(fade: 0.7, steps: [.init(progress: 1, duration: 0.5), .init(progress: 0, duration: 0.5)])
    }
}

/// The symbol's layers light up in turn; Cutaway's single-glyph symbols dim and brighten as
/// a whole (estimate: to 35 % in 0.3 s, back in 0.6 s).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }

    var motion: SymbolEffectMotion {
        SymbolEffectMotion(fade: 0.65, steps: [.init(progress: 1, duration: 0.3), .init(progress: 0, duration: 0.6)])
    }
}

/// The symbol swells and settles as if breathing (estimate: 1.1× over 1 s, back over 1 s;
/// `.pulse` also fades to 70 %).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    var pulses = false

    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false) }
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(pulses: true) }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }

    var motion: SymbolEffectMotion {
        SymbolEffectMotion(scale: 0.1, fade: pulses ? 0.3 : 0, steps: [.init(progress: 1, duration: 1), .init(progress: 0, duration: 1)])
    }
}

/// The symbol rocks to and fro (estimate: ±10° about its centre, 0.6 s).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    var sign: Double = 1

    public var left: WiggleSymbolEffect { WiggleSymbolEffect(sign: -1) }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(sign: 1) }
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(sign: -1) }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(sign: 1) }
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(sign: 1) }
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(sign: -1) }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(sign: 1) }
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(sign: -1) }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }

    var motion: SymbolEffectMotion {
        SymbolEffectMotion(
            rotation: 10 * sign,
            steps: [.init(progress: 1, duration: 0.15), .init(progress: -1, duration: 0.2), .init(progress: 0.5, duration: 0.15), .init(progress: 0, duration: 0.1)])
    }
}

/// The symbol turns a full circle (estimate: 1 s a turn, at an even pace).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectPlaying {
    var sign: Double = 1

    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(sign: 1) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(sign: -1) }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }

    var motion: SymbolEffectMotion {
        // From 0 to a full turn, then at once back to 0: the same drawing.
        SymbolEffectMotion(rotation: 360 * sign, steps: [.init(progress: 1, duration: 1), .init(progress: 0, duration: 0)])
    }
}

/// The symbol grows (or shrinks) while active (estimate: 1.2× or 0.8×, SwiftUI's default
/// animation in and out).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var isDown = false

    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// One symbol replacing another (`contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// The system's choice of effect for a content transition.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

nonisolated extension View {
    /// Plays `effect` once (or `options`' repeat count times) each time `value` changes.
    ///
    /// The animator keyframes the seconds elapsed since the change, from 0 to the end of the
    /// last play; the progress is read from one play at that time (see
    /// `KeyframeTimeline.progress(at:plays:)`). A change mid-play starts the plays again.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let motion = (effect as? any SymbolEffectPlaying)?.motion ?? SymbolEffectMotion(steps: [])
        let play = motion.play(speed: options.speed)
        let plays = options.repeatCount ?? 1
        let end = play.duration * Double(plays)
        return keyframeAnimator(initialValue: 0.0, trigger: value) { content, elapsed in
            content.symbolEffectMotion(motion, progress: play.progress(at: elapsed, plays: plays))
        } keyframes: { _ in
            KeyframeTrack {
                MoveKeyframe(0.0)
                LinearKeyframe(end, duration: end)
            }
        }
    }

    /// Plays `effect` over and over while `isActive`: a play at a time, each from the end of
    /// the one before (so a repeat count changes nothing there: the plays go on).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let scale = (effect as? ScaleSymbolEffect).map { $0.isDown ? 0.8 : 1.2 } ?? 1
        let motion = (effect as? any SymbolEffectPlaying)?.motion ?? SymbolEffectMotion(steps: [])
        let steps = motion.steps(speed: options.speed)
        return keyframeAnimator(initialValue: 0.0, repeating: isActive && !steps.isEmpty) { content, progress in
            content.symbolEffectMotion(motion, progress: progress)
        } keyframes: { _ in
            KeyframeTrack {
                for step in steps { CubicKeyframe(step.progress, duration: step.duration) }
            }
        }
        .scaleEffect(isActive ? scale : 1)
        .animation(.default, value: isActive)
    }

    /// Draws this view at `progress` of `motion`.
    fileprivate func symbolEffectMotion(_ motion: SymbolEffectMotion, progress: Double) -> some View {
        scaleEffect(max(0, 1 + motion.scale * progress), anchor: motion.anchor)
            .rotationEffect(.degrees(motion.rotation * progress), anchor: motion.anchor)
            .opacity(1 - motion.fade * progress)
    }
}

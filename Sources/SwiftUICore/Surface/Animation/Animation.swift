import Foundation

/// How a change unfolds over time: a timing curve, a spring, or a custom animation, possibly
/// delayed, sped up or repeated (SwiftUI's `Animation`, with its public names and defaults).
///
/// ## Why a closed set of cases
///
/// SwiftUI boxes every animation as a `CustomAnimation` and samples it frame by frame. Cutaway
/// also needs, for the built-in animations, their exact velocity (a spring retargeted mid-flight
/// keeps it), the moment they logically complete and the moment they come to rest — on a
/// continuous clock, independent of frame rate. So the built-ins are kept as data
/// (`Storage`) that `AnimatedValue` and `ProgressTimeline` read in closed form; only custom
/// animations are sampled through `CustomAnimation`. `Animation` still answers SwiftUI's
/// `animate`/`velocity`/`shouldMerge` for every case (`Animation+CustomAnimation.swift`).
///
/// ## Design boundaries
///
/// - `blendDuration` is kept (it is part of an animation's identity) but not applied: a spring
///   retargeted with another response takes the new response at once.
/// - A modified animation (`delay`, `speed`, `repeatCount`, `repeatForever`) never merges,
///   even a modified spring; it runs alongside, from the running value of what came before.
///   SwiftUI merges a delayed or sped-up spring into an identically modified one.
public struct Animation: Hashable, Sendable {
    indirect enum Storage: Hashable, Sendable {
        /// A curve over a duration in seconds.
        case timingCurve(UnitCurve, duration: Double)
        /// A spring that merges with what is running, keeping its velocity (`.spring`, `.smooth`…).
        case spring(Spring, blendDuration: Double)
        /// A spring that runs alongside what is running; its initial velocity is in fractions
        /// of the change per second (`.interpolatingSpring`).
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// `base`, starting `delay` seconds late.
        case delay(Double, base: Storage)
        /// `base`, with its clock running `speed` times as fast.
        case speed(Double, base: Storage)
        /// `base`, played `count` times (forever when `nil`), every other time backwards when
        /// `autoreverses`.
        case repeating(count: Int?, autoreverses: Bool, base: Storage)
        /// A user's `CustomAnimation`.
        case custom(AnyCustomAnimation)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// An animation driven by a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        storage = .custom(AnyCustomAnimation(base))
    }
}

extension Animation.Storage {
    /// The unmodified animation at the bottom of any delay, speed and repeat.
    var leaf: Animation.Storage {
        switch self {
        case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base): return base.leaf
        default: return self
        }
    }

    /// Whether a custom animation is at the bottom: such an animation can only be sampled.
    var isCustom: Bool {
        if case .custom = leaf { return true }
        return false
    }
}

extension Animation: CustomStringConvertible {
    /// The animation as SwiftUI code would write it, for logs and test failures.
    public var description: String { storage.description }
}

extension Animation.Storage: CustomStringConvertible {
    var description: String {
        switch self {
        case .timingCurve(let curve, let duration):
            if case .bezier(let start, let end) = curve.storage, ![.easeIn, .easeOut, .easeInOut].contains(curve) {
                return "timingCurve(\(Double(start.x)), \(Double(start.y)), \(Double(end.x)), \(Double(end.y)), duration: \(duration))"
            }
            return "\(curve)(duration: \(duration))"
        case .spring(let spring, let blendDuration):
            return "spring(duration: \(spring.duration), bounce: \(spring.bounce), blendDuration: \(blendDuration))"
        case .interpolatingSpring(let spring, let initialVelocity):
            return "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), "
                + "damping: \(spring.damping), initialVelocity: \(initialVelocity))"
        case .delay(let delay, let base):
            return "\(base).delay(\(delay))"
        case .speed(let speed, let base):
            return "\(base).speed(\(speed))"
        case .repeating(let count?, let autoreverses, let base):
            return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
        case .repeating(nil, let autoreverses, let base):
            return "\(base).repeatForever(autoreverses: \(autoreverses))"
        case .custom(let custom):
            return String(describing: custom.base)
        }
    }
}

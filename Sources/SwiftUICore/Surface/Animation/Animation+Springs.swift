import Foundation

/// Spring animations.
///
/// Two kinds, as in SwiftUI:
///
/// - **Merging springs** (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`,
///   `default`): a new one started while anything is animating the same value takes over from
///   the value's presented position *and velocity*, so a retargeted spring never jerks.
/// - **Interpolating springs** (`interpolatingSpring`): additive, like timing curves; each runs
///   from the running value of what came before it, from rest or with its own initial velocity.
///
/// Defaults are SwiftUI's documented ones (Apple's `Animation` reference; the interactive and
/// preset bounces as OpenSwiftUI reproduces them): `spring(response: 0.5, dampingFraction:
/// 0.825)`, `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`,
/// presets of duration 0.5 with bounce 0 (smooth), 0.15 (snappy) and 0.3 (bouncy).
/// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` has no default stiffness or
/// damping in SwiftUI, and none here.
extension Animation {
    /// A merging spring built from `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring, blendDuration: blendDuration))
    }

    /// A merging spring with a perceptual `duration` and `bounce`.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A merging spring with a `response` and a `dampingFraction` (the damping ratio).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// `spring()`: duration 0.5 s, no bounce.
    public static var spring: Animation { spring() }

    /// SwiftUI's default animation, the one `withAnimation` uses without an argument: since
    /// iOS 17 a spring of duration 0.5 s with no bounce.
    public static let `default` = spring(duration: 0.5, bounce: 0)

    /// A stiff spring for interactive changes: response 0.15 s, damping fraction 0.86, blend 0.25 s.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff spring for interactive changes: duration 0.15 s, bounce 0.15 plus `extraBounce`.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `interactiveSpring()`: as in SwiftUI this resolves to the duration form — duration 0.15 s,
    /// bounce 0.15 (damping ratio 0.85), blend 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// An additive spring from its physical constants. `initialVelocity` is in fractions of the
    /// change per second. Overdamping is allowed: the constants are taken as given.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An additive spring with a perceptual `duration` and `bounce`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An additive spring built from `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(spring, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring()`: duration 0.5 s, no bounce, from rest.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A merging spring with no bounce: duration 0.5 s.
    public static var smooth: Animation { smooth() }

    /// A merging spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A merging spring with a little bounce: duration 0.5 s, bounce 0.15.
    public static var snappy: Animation { snappy() }

    /// A merging spring with bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A merging spring with more bounce: duration 0.5 s, bounce 0.3.
    public static var bouncy: Animation { bouncy() }

    /// A merging spring with bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}

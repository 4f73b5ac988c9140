import Foundation

/// How a scroll transition is applied as its view scrolls through the visible region of the
/// scroll view around it (SwiftUI's `ScrollTransitionConfiguration`).
///
/// - `interactive` (the default): the effect is interpolated with the scroll position, from
///   the edge phase's effect where the view is just hidden to the identity phase's where it
///   reaches the threshold, the progress through `timingCurve` (`.easeInOut`);
/// - `animated`: the phase changes once the view crosses the threshold, and the effect
///   animates to the new phase's with the animation (`.default`, unless given);
/// - `identity`: the view always shows the identity phase.
///
/// Defaults (as SwiftUI's): `interactive` is at identity once the view is wholly visible
/// (`.visible`); `animated` once half of it is (`.visible(0.5)`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable, Equatable {
        case identity
        case interactive(UnitCurve)
        case animated(Animation)
    }

    var mode: Mode
    var threshold: Threshold
    /// An animation set with `animation(_:)`.
    var animation: Animation?

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation), threshold: .visible(0.5))
    }

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    public static let animated = ScrollTransitionConfiguration.animated()

    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region of the container, its progress through
    /// `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve), threshold: .visible)
    }

    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(mode: .identity, threshold: .visible)

    /// Sets the animation with which the transition is applied.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .animated = mode { copy.mode = .animated(animation) } else { copy.animation = animation }
        return copy
    }

    /// Sets the threshold at which the view is considered fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

extension ScrollTransitionConfiguration {
    /// Whether the phase changes discretely, animated (`animated(_:)`).
    var isAnimated: Bool {
        if case .animated = mode { true } else { false }
    }
}

extension ScrollTransitionConfiguration {
    /// A point in a view's progress through its container, from hidden (wholly outside) to
    /// visible (SwiftUI's `ScrollTransitionConfiguration.Threshold`).
    public struct Threshold: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// That share of the view's length inside the container (0 to 1).
            case visible(Double)
            /// The view's centre at the container's.
            case centered
        }

        var kind: Kind
        /// How much nearer the container's centre the threshold is (`inset(by:)`).
        var inset: Double = 0

        /// The view is wholly visible.
        public static let visible = Threshold(kind: .visible(1))
        /// The view is wholly hidden: any part inside counts as visible.
        public static let hidden = Threshold(kind: .visible(0))
        /// The view is centred in the container.
        public static var centered: Threshold { Threshold(kind: .centered) }

        /// The view is visible by `amount`: 0 is wholly hidden, 1 wholly visible (clamped).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(min(1, max(0, amount))))
        }

        /// A threshold met when the view is `distance` nearer the container's centre
        /// (negative: farther from it).
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance
            return copy
        }

        /// How far a view of `length` must have come in from where it is just hidden, along
        /// the axis, to meet the threshold in a container of `containerLength`.
        func distance(length: Double, containerLength: Double) -> Double {
            let base: Double = switch kind {
            case .visible(let amount): amount * length
            // The view's centre at the container's: half the container and half the view in.
            case .centered: (containerLength + length) / 2
            }
            return base + inset
        }
    }
}

extension ScrollTransitionConfiguration {
    /// Where a view of `frame` stands in `viewport` along `axis`: the edge it is nearer (by
    /// its centre against the viewport's), and how far it has come from just hidden at that
    /// edge to the threshold, from 0 to 1 (1: at or past the threshold).
    ///
    /// Along the axis, with the viewport from `a` to `b` and the view from `lo` to `hi`: at the
    /// bottom (trailing) edge the view has come `b − lo` in, at the top (leading) edge
    /// `hi − a`; the progress is that over the threshold's distance. A threshold at no
    /// distance (`.hidden`) is met as soon as the view is in.
    static func progress(of frame: CGRect, in viewport: CGRect, axis: Axis, threshold: Threshold) -> (edge: ScrollTransitionPhase, progress: Double) {
        let (low, high, start, end) = axis == .vertical
            ? (frame.minY, frame.maxY, viewport.minY, viewport.maxY)
            : (frame.minX, frame.maxX, viewport.minX, viewport.maxX)
        let edge: ScrollTransitionPhase = (low + high) / 2 < (start + end) / 2 ? .topLeading : .bottomTrailing
        let travelled = Double(edge == .topLeading ? high - start : end - low)
        let needed = threshold.distance(length: Double(high - low), containerLength: Double(end - start))
        guard needed > 0 else { return (edge, travelled > 0 ? 1 : 0) }
        return (edge, min(1, max(0, travelled / needed)))
    }
}

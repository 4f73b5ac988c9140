import Foundation

/// Animations changed in time: delayed, sped up or slowed down, repeated.
extension Animation {
    /// The animation, starting `delay` seconds later. Before then the value holds still.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(.delay(delay, base: storage))
    }

    /// The animation with its clock running `speed` times as fast: 2 finishes in half the time.
    /// A speed of 0 or less never advances.
    public func speed(_ speed: Double) -> Animation {
        Animation(.speed(speed, base: storage))
    }

    /// The animation played `repeatCount` times, every other time backwards when
    /// `autoreverses`. As in SwiftUI, a reversal counts as a repetition, and at the end the
    /// value jumps to its target even if the last repetition ran backwards. A count below 1
    /// plays once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: max(1, repeatCount), autoreverses: autoreverses, base: storage))
    }

    /// The animation played again and again, every other time backwards when `autoreverses`.
    /// It never completes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: nil, autoreverses: autoreverses, base: storage))
    }
}

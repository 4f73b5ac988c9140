import Foundation

/// Names the transaction that started an animation, so that its completion can be tracked
/// across every value it animates.
///
/// The runtime gives each `withAnimation(_:completionCriteria:_:completion:)` call its own tag
/// and asks each `AnimatedValue` whether the animations carrying that tag are logically
/// complete or removed.
struct AnimationTag: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    var description: String { "#\(rawValue)" }
}

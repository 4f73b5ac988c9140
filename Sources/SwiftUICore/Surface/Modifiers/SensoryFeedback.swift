import Foundation

/// A haptic (and, on some devices, sound) feedback (`sensoryFeedback(_:trigger:)`).
///
/// A rendered frame has no haptics: Cutaway accepts the feedback and plays nothing, which
/// is what a screen recording of iOS shows too. The trigger's changes still run the
/// `condition` and `feedback` closures, as iOS runs them, so code with side effects there
/// behaves the same.
public struct SensoryFeedback: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let rawValue: Int
        public static let light = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 1)
        public static let heavy = Weight(rawValue: 2)
    }

    /// How rigid the colliding objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        let rawValue: Int
        public static let rigid = Flexibility(rawValue: 0)
        public static let solid = Flexibility(rawValue: 1)
        public static let soft = Flexibility(rawValue: 2)
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes: nothing to draw (see `SensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` of the old and new values
    /// holds: the condition runs; nothing is drawn.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        onChange(of: trigger) { old, new in _ = condition(old, new) }
    }

    /// Plays the feedback `feedback` returns for the old and new values when `trigger`
    /// changes: the closure runs; nothing is drawn.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        onChange(of: trigger) { old, new in _ = feedback(old, new) }
    }
}

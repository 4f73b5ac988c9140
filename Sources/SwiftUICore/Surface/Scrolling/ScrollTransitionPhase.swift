import Foundation

/// The phases that a view transitions between when it scrolls among other views (SwiftUI's
/// `ScrollTransitionPhase`).
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is about to move into the visible area at the top edge of a vertical scroll
    /// view, or the leading edge of a horizontal one.
    case topLeading
    /// The view is in the visible area: the transition should change nothing.
    case identity
    /// The view is about to move into the visible area at the bottom edge of a vertical
    /// scroll view, or the trailing edge of a horizontal one.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// A number for the phase: −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

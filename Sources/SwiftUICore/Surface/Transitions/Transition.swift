import Foundation

/// How a view changes when it is inserted and removed (SwiftUI's iOS 17 `Transition`): a
/// body that modifies the content for each phase.
///
/// A view with a transition is drawn as `body(content:phase: .identity)` while it is there.
/// Inserted in an animated change it starts from `body(content:phase: .willAppear)` and
/// animates to the identity phase; removed, it animates from the identity phase to
/// `body(content:phase: .didDisappear)`, in the change's animation (or the transition's own,
/// `animation(_:)`).
///
/// ## How it works
///
/// The view's own nodes are resolved through the identity phase's body, so what that phase
/// adds shows at rest. The drawing effects each phase adds (an opacity, a blur, a scale, a
/// rotation, an offset, a colour effect, a shadow, a clip) are read off the body resolved
/// around a stand-in (`TransitionProbe`), and while the transition runs, each effect of the
/// other phase is drawn interpolated toward the identity phase's by the transition's
/// progress, as SwiftUI interpolates the modifiers' animatable data. A removed view is a
/// ghost of its last drawing (`ViewGraph+Presentation.swift`), drawn through the same
/// interpolated effects.
///
/// ## Design boundaries
///
/// - What a phase changes in layout (a padding, a frame) is not animated: the view is laid
///   out as the identity phase lays it out.
/// - The interpolated effects are drawn around the view as the identity phase draws it,
///   less what that phase already draws (`PhaseEffects.relative`): exact for opacities,
///   blurs and transforms; a clip, a shadow or a colour effect that the identity phase draws
///   differently is drawn over it.
/// - Phases whose bodies add different effects (an `if` on the phase) draw the later
///   phase's effects from the start, as a change that cannot be interpolated.
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    /// The view that the transition modifies, as `body(content:phase:)` sees it.
    typealias Content = PlaceholderContentView<Self>
    /// The content as this transition shows it in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What kind of change the transition makes (`hasMotion`).
    nonisolated static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        ViewCode.evaluate((self, PlaceholderContentView<Self>(content))) { $0.body(content: $1, phase: phase) }
    }

    /// This transition run with `animation`, whatever the change's.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// The stage of a transition: about to appear, there, or removed.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the look the insertion animates from.
    case willAppear
    /// The view is there: its look at rest.
    case identity
    /// The view was removed: the look the removal animates to.
    case didDisappear

    /// Whether this is the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A number to scale effects by: −1 for `willAppear`, 0 for `identity`, 1 for
    /// `didDisappear` (Apple's documentation of `TransitionPhase.value`).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What kind of change a transition makes.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (rather than only fading or blurring it).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

nonisolated extension View {
    /// How this view enters and leaves when it is inserted or removed in an animated change.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

extension AnyTransition {
    /// `transition`, type-erased.
    public init<T: Transition>(_ transition: T) {
        if let convertible = transition as? any AnyTransitionConvertible {
            self = convertible.anyTransition
        } else {
            self = AnyTransition(body: TransitionBody(transition))
        }
    }

    /// A transition that applies `active` while the view is inserted or removed and
    /// `identity` while it is there, animating between them.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }
}

/// A transition that SwiftUI describes with a body but Cutaway draws as its own effects
/// (the built-in transitions, and the ones composed of them).
protocol AnyTransitionConvertible {
    var anyTransition: AnyTransition { get }
}

/// A transition's body, applied to any content in a phase (a `Transition`'s, type-erased).
///
/// `@unchecked Sendable`: the transition is a value that the graph only reads, on the thread
/// that resolves views, as `AnyTransition`'s other values.
struct TransitionBody: @unchecked Sendable {
    let transition: any Transition

    init(_ transition: any Transition) {
        self.transition = transition
    }

    /// `content` as the transition shows it in `phase`.
    func apply(to content: any View, phase: TransitionPhase) -> any View {
        func body<T: Transition>(_ transition: T) -> any View {
            ViewCode.evaluate((transition, PlaceholderContentView<T>(content))) { $0.body(content: $1, phase: phase) }
        }
        return body(transition)
    }
}

/// `Transition.animation(_:)`.
nonisolated struct AnimatedTransition<Base: Transition>: Transition, AnyTransitionConvertible {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase).transaction { [animation] transaction in
            if !phase.isIdentity { transaction.animation = animation }
        }
    }

    static var properties: TransitionProperties { Base.properties }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

/// `Transition.combined(with:)`.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition, AnyTransitionConvertible {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// `AnyTransition.modifier(active:identity:)`: one modifier for the identity phase, the other
/// for the others.
nonisolated struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

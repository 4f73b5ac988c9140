import Foundation

/// How a view enters when inserted and leaves when removed, in an animated change.
///
/// A transition is a list of effects applied at a progress from 0 (fully transitioned: not yet
/// in, or gone) to 1 (identity), for insertion and for removal separately.
public struct AnyTransition: Sendable {
    let insertion: [TransitionEffect]
    let removal: [TransitionEffect]
    /// The bodies of the `Transition`s it is made of, innermost first: the view is resolved
    /// through each one's identity phase while it is there (see `Transition`).
    let bodies: [TransitionBody]
    /// The animation the transition runs with instead of its change's (`animation(_:)`).
    private(set) var animation: Animation?

    init(insertion: [TransitionEffect], removal: [TransitionEffect], bodies: [TransitionBody] = []) {
        self.insertion = insertion
        self.removal = removal
        self.bodies = bodies
    }

    init(_ effects: [TransitionEffect]) {
        self.init(insertion: effects, removal: effects)
    }

    /// A transition drawn through `body`'s phases.
    init(body: TransitionBody) {
        self.init(insertion: [.phased(body)], removal: [.phased(body)], bodies: [body])
    }

    /// No visible change: the view appears and disappears at the end of the animation.
    public static let identity = AnyTransition([])
    /// Fades in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static let scale = AnyTransition([.scale(0, anchor: .center)])

    /// Grows from `scale` and shrinks to it, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor: anchor)])
    }

    /// Slides in from the leading edge and out toward the trailing edge, by the view's own
    /// width.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

    /// Slides in from `edge` and out to it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition([.move(edge)])
    }

    /// Slides in from `offset` away and out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition([.offset(offset)])
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Slides in from `edge` fading in, and out toward the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }

    /// `insertion` for insertion and `removal` for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(
            insertion: insertion.insertion, removal: removal.removal, bodies: insertion.bodies + removal.bodies)
        transition.animation = insertion.animation ?? removal.animation
        return transition
    }

    /// Both transitions at once (with this one's animation, else the other's).
    public func combined(with other: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(
            insertion: insertion + other.insertion, removal: removal + other.removal, bodies: bodies + other.bodies)
        transition.animation = animation ?? other.animation
        return transition
    }

    /// This transition run with `animation`, whatever the change's: it animates even in a
    /// change made without one, as SwiftUI's does.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = self
        transition.animation = animation
        return transition
    }

    /// This transition with its bodies' phases resolved into the effects they draw:
    /// `effects(body, phase)` gives what `body` draws in `phase`.
    func resolvingBodies(_ effects: (TransitionBody, TransitionPhase) -> [RenderEffect]) -> AnyTransition {
        func resolve(_ list: [TransitionEffect], active: TransitionPhase) -> [TransitionEffect] {
            list.map { effect in
                guard case .phased(let body) = effect else { return effect }
                return .interpolated(PhaseEffects(active: effects(body, active), identity: effects(body, .identity)))
            }
        }
        var transition = AnyTransition(
            insertion: resolve(insertion, active: .willAppear), removal: resolve(removal, active: .didDisappear), bodies: bodies)
        transition.animation = animation
        return transition
    }
}

extension Transaction {
    /// This transaction as `transition` runs in it: with the transition's own animation, if it
    /// has one (`AnyTransition.animation(_:)`).
    func running(_ transition: AnyTransition?) -> Transaction {
        guard let animation = transition?.animation else { return self }
        var transaction = self
        transaction.animation = animation
        return transaction
    }
}

/// One effect of a transition.
enum TransitionEffect: Sendable {
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case move(Edge)
    case offset(CGSize)
    /// A `Transition`'s body, not yet resolved: `.transition(_:)` resolves it into
    /// `interpolated` (`AnyTransition.resolvingBodies`).
    case phased(TransitionBody)
    /// The drawing effects of a transition's body in its active phase and in its identity
    /// phase, interpolated by the progress (`PhaseEffects.displayEffects`).
    case interpolated(PhaseEffects)
    /// A zoom navigation transition from the source marked with this key, not yet bound to
    /// the source's frame (`ViewGraph.resolvingZoomSources`), with the pose a finger has
    /// dragged the screen to (`ZoomDismissal`; identity in place).
    case zoom(MatchedGeometryKey, dismissal: ZoomDismissalPose = .identity)
    /// A zoom bound to its source: grows from it, cut to a rounded rectangle
    /// (`ZoomTransitionSource`).
    case zoomed(ZoomTransitionSource)

    /// The effect's opacity and transform for a view in `frame` at `progress` (1: identity).
    /// (A body's effects are drawn as groups of their own: `TransitionSample.groups`.)
    func apply(progress: Double, frame: CGRect, to state: inout (opacity: Double, transform: DisplayTransform)) {
        let remaining = CGFloat(1 - progress)
        switch self {
        case .phased, .interpolated, .zoom:
            break
        case .zoomed(let source):
            state.transform = state.transform.concatenating(source.drawnTransform(progress: progress, pushed: frame))
        case .opacity:
            // A spring may overshoot; opacity stays within 0…1.
            state.opacity *= min(1, max(0, progress))
        case .scale(let scale, let anchor):
            let factor = scale + (1 - scale) * CGFloat(progress)
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            state.transform = state.transform.concatenating(.scale(x: factor, y: factor, anchor: point))
        case .move(let edge):
            let offset: CGSize = switch edge {
            case .top: CGSize(width: 0, height: -frame.height)
            case .bottom: CGSize(width: 0, height: frame.height)
            case .leading: CGSize(width: -frame.width, height: 0)
            case .trailing: CGSize(width: frame.width, height: 0)
            }
            state.transform = state.transform.concatenating(.translation(x: offset.width * remaining, y: offset.height * remaining))
        case .offset(let offset):
            state.transform = state.transform.concatenating(.translation(x: offset.width * remaining, y: offset.height * remaining))
        }
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension DisplayTransform {
    /// This transform followed by `other`.
    func concatenating(_ other: DisplayTransform) -> DisplayTransform {
        DisplayTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}

/// How a view's content changes in an animated change.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        case symbolEffect
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out while the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content interpolates where it can; Cutaway cross-fades text, like `.opacity`.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Changed digits roll vertically and fade; unchanged ones stay.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// A symbol replaced by another animates with the symbol's effect. Cutaway cross-fades a
    /// changed text, like `.opacity`; an image whose symbol changes is drawn anew at once
    /// (iOS scales the old symbol down and the new one up).
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// A symbol replaced by another animates with `effect` (see `symbolEffect`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }

    /// Changed digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition {
        numericText(countsDown: value < 0)
    }
}

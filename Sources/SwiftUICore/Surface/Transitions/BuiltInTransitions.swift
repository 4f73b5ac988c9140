import Foundation

// SwiftUI's built-in transitions as `Transition` values. Each has the body SwiftUI documents
// (so a custom transition can apply one inside its own), and all but `BlurReplaceTransition`
// are drawn as the `AnyTransition` effects Cutaway always drew them with
// (`AnyTransitionConvertible`). `BlurReplaceTransition` is drawn through its body, as a
// user's transition is.

/// Fades in on insertion and out on removal.
nonisolated public struct OpacityTransition: Transition, AnyTransitionConvertible {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var anyTransition: AnyTransition { .opacity }
}

/// Grows from `scale` on insertion and shrinks to it on removal, about `anchor`.
nonisolated public struct ScaleTransition: Transition, AnyTransitionConvertible {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Slides in from the leading edge and out toward the trailing edge, by the view's width.
nonisolated public struct SlideTransition: Transition, AnyTransitionConvertible {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: phase == .didDisappear ? .trailing : .leading, fraction: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .slide }
}

/// Moves in from `edge` and out toward it, by the view's own size.
nonisolated public struct MoveTransition: Transition, AnyTransitionConvertible {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .move(edge: edge) }
}

/// Moves in from `offset` away and out to it.
nonisolated public struct OffsetTransition: Transition, AnyTransitionConvertible {
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var anyTransition: AnyTransition { .offset(offset) }
}

/// Moves in from `edge` fading in, and out toward the opposite edge fading out.
nonisolated public struct PushTransition: Transition, AnyTransitionConvertible {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeMoveEffect(edge: phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Leaves the view as it is: it appears and disappears when the animation ends.
nonisolated public struct IdentityTransition: Transition, AnyTransitionConvertible {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var anyTransition: AnyTransition { .identity }
}

/// `insertion` when the view is inserted and `removal` when it is removed.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, AnyTransitionConvertible {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    var anyTransition: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}

/// Blurs, scales and fades the view in and out: iOS's "blur replace".
///
/// The numbers are an estimate (docs/fidelity.md): a Gaussian blur of 7 pt, an opacity of 0
/// and a scale of 0.9 away from the identity phase; a removal with `.upUp` grows to 1.1
/// instead. Apple documents only that `.downUp` scales the view down while removing it and up
/// while inserting it, and `.upUp` up both ways.
nonisolated public struct BlurReplaceTransition: Transition {
    /// Which way the view scales while it is removed.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double

        /// Scales down while removed, up while inserted.
        public static let downUp = Configuration(removalScale: BlurReplaceMetrics.smallScale)
        /// Scales up both while removed and while inserted.
        public static let upUp = Configuration(removalScale: BlurReplaceMetrics.largeScale)
    }

    public var configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .willAppear: BlurReplaceMetrics.smallScale
        case .identity: 1
        case .didDisappear: configuration.removalScale
        }
        return content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : BlurReplaceMetrics.blurRadius)
            .scaleEffect(scale)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// The blur replace transition's numbers: an estimate of iOS 17's, read from OpenSwiftUI's
/// reverse-engineered transition (a blur of 7, scales of 0.9 and 1.1), see docs/fidelity.md.
enum BlurReplaceMetrics {
    static let blurRadius: CGFloat = 7
    static let smallScale = 0.9
    static let largeScale = 1.1
}

nonisolated extension Transition where Self == OpacityTransition {
    /// Fades in on insertion and out on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == ScaleTransition {
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Grows from `scale` and shrinks to it, about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

nonisolated extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out toward the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == MoveTransition {
    /// Moves in from `edge` and out toward it.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == OffsetTransition {
    /// Moves in from `offset` away and out to it.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves in from (`x`, `y`) away and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

nonisolated extension Transition where Self == PushTransition {
    /// Moves in from `edge` fading in, and out toward the opposite edge fading out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

nonisolated extension Transition where Self == IdentityTransition {
    /// Leaves the view as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
    /// Blurs, scales and fades the view in and out (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// Blurs, scales and fades the view in and out, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension AnyTransition {
    /// Blurs, scales and fades the view in and out (`.downUp`).
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition.blurReplace) }

    /// Blurs, scales and fades the view in and out, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: config))
    }
}

/// Moves a view by `fraction` of its own size toward `edge` (the body of the move, slide and
/// push transitions).
nonisolated struct EdgeMoveEffect: GeometryEffect {
    var edge: Edge
    var fraction: CGFloat

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let offset: CGSize = switch edge {
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        }
        return ProjectionTransform(CGAffineTransform(translationX: offset.width * fraction, y: offset.height * fraction))
    }
}

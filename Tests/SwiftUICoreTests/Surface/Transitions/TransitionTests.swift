import Foundation
import Testing
@testable import SwiftUICore

/// Fades by its phase, as Apple's documentation writes a symmetric transition.
private struct Fade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Shrinks, turns by the phase's value and blurs: a user's transition of several effects.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .rotationEffect(.degrees(phase.value * 90))
            .blur(radius: phase.isIdentity ? 0 : 10)
    }
}

/// Half transparent even in its identity phase.
private struct HalfFaded: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 0.5 : 0)
    }
}

/// Scales about the top-leading corner, for `AnyTransition.modifier(active:identity:)`.
private struct CornerScale: ViewModifier {
    let scale: CGFloat
    func body(content: Content) -> some View {
        content.scaleEffect(scale, anchor: .topLeading)
    }
}

/// A custom `Transition`'s phases, animated on insertion and removal as SwiftUI animates the
/// built-in ones, and the protocol's composition.
struct TransitionTests {
    let green = Color.green.resolve(in: EnvironmentValues())

    /// A 100 × 100 canvas with a 40 × 40 green square in the middle, frame (30, 30, 40, 40),
    /// shown or hidden at t = 0.5 s in `.linear(duration: 1)`.
    func scene(showing: Bool, _ transition: @escaping (AnyView) -> AnyView) -> (FrameStepper, Box<Bool>) {
        let show = Box(!showing)
        let scene = RenderScene("custom", canvas: RenderCanvas(width: 100, height: 100, scale: 1), duration: 2, fps: 20,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = showing }]) {
            ZStack {
                if show.value {
                    transition(AnyView(Color.green.frame(width: 40, height: 40).accessibilityIdentifier("g")))
                }
            }
        }
        return (FrameStepper(player(scene)), show)
    }

    func greenFill(in frame: Frame) -> DrawnItem? {
        frame.drawnItems.first { if case .fill(_, let color, _) = $0.item { color == green } else { false } }
    }

    @Test func phaseValuesAreApplesMinusOneZeroAndOne() {
        // Apple's documentation of `TransitionPhase.value`: −1 for willAppear, 0 for
        // identity, 1 for didDisappear; `isIdentity` only for identity.
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.isIdentity) == [false, true, false])
        #expect(TransitionProperties().hasMotion)
        #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
    }

    @Test func aCustomFadeFollowsTheLinearCurveOnInsertion() throws {
        // Inserted at 0.5 s under a 1 s linear curve: at 0.75 s a quarter of the way from the
        // willAppear phase's opacity 0 to the identity phase's 1.
        let (play, _) = scene(showing: true) { AnyView($0.transition(Fade())) }
        let opacity = try #require(try play.through(0.75).geometry(named: "g")?.opacity)
        #expect(abs(opacity - 0.25) < 1e-9)
        #expect(try play.through(1.6).geometry(named: "g")?.opacity == 1)
    }

    @Test func aCustomFadeFollowsTheLinearCurveOnRemoval() throws {
        // Removed at 0.5 s: at 0.75 s a quarter of the way from identity's 1 to
        // didDisappear's 0.
        let (play, _) = scene(showing: false) { AnyView($0.transition(Fade())) }
        let fills = try play.through(0.75).removalFills
        #expect(fills.count == 1)
        #expect(abs((fills.first?.opacity ?? -1) - 0.75) < 1e-9)
        #expect(try play.through(1.6).removalFills.isEmpty)
    }

    @Test func aTwirlScalesTurnsAndBlursOnInsertion() throws {
        // Halfway (t = 1 s): scale 0.75, angle −45° (halfway from −90°), blur 5. The square's
        // top-leading corner is 20 pt left and above the centre (50, 50): scaled to 15 each
        // way, then turned 45° counterclockwise it lies straight left of the centre, 15√2 away.
        let (play, _) = scene(showing: true) { AnyView($0.transition(Twirl())) }
        let fill = try #require(greenFill(in: try play.through(1)))
        let corner = CGPoint(x: 50 - 15 * 2.0.squareRoot(), y: 50)
        #expect(fill.points.contains { isClose($0, corner, within: 1e-6) }, "\(fill.points)")
        let blurs = fill.effects.compactMap { if case .blur(let radius, _) = $0 { radius } else { nil } }
        #expect(blurs.count == 1 && abs(blurs[0] - 5) < 1e-9)
    }

    @Test func aTwirlTurnsTheOtherWayOnRemoval() throws {
        // Removed at 0.5 s; at 0.75 s a quarter of the way toward didDisappear: scale
        // 1 − 0.25 × 0.5 = 0.875, angle 0.25 × 90° = 22.5°, blur 2.5. A turn keeps distances:
        // every corner is 0.875 × 20√2 from the centre.
        let (play, _) = scene(showing: false) { AnyView($0.transition(Twirl())) }
        let fill = try #require(greenFill(in: try play.through(0.75)))
        let distances = fill.points.map { hypot($0.x - 50, $0.y - 50) }
        #expect(distances.allSatisfy { abs($0 - 0.875 * 20 * 2.0.squareRoot()) < 1e-6 }, "\(distances)")
        // The top-leading corner, turned clockwise by 22.5° from its direction (−1, −1).
        let angle = (225 + 22.5) * Double.pi / 180, radius = 0.875 * 20 * 2.0.squareRoot()
        let corner = CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
        #expect(fill.points.contains { isClose($0, corner, within: 1e-6) }, "\(fill.points)")
        let blurs = fill.effects.compactMap { if case .blur(let radius, _) = $0 { radius } else { nil } }
        #expect(blurs.count == 1 && abs(blurs[0] - 2.5) < 1e-9)
    }

    @Test func theIdentityPhaseIsDrawnWhileTheViewIsThere() throws {
        // Apple: "the transition's view modifications in the identity phase will be applied to
        // the view as long as it is visible".
        // While it is inserted, it is drawn at the mix of 0 and 0.5: at 0.75 s, 0.125.
        let (play, _) = scene(showing: true) { AnyView($0.transition(HalfFaded())) }
        let opacity = try #require(try play.through(0.75).geometry(named: "g")?.opacity)
        #expect(abs(opacity - 0.125) < 1e-9)
        #expect(try play.through(1.8).geometry(named: "g")?.opacity == 0.5)
    }

    @Test func aModifierTransitionScalesByHand() throws {
        // Scale 0 → 1 about the top-leading corner (30, 30); at 0.75 s, a quarter of the way:
        // a 10 × 10 square at (30, 30).
        let (play, _) = scene(showing: true) {
            AnyView($0.transition(.modifier(active: CornerScale(scale: 0), identity: CornerScale(scale: 1))))
        }
        let box = try #require(greenFill(in: try play.through(0.75))?.path?.boundingRect)
        #expect(isClose(box.minX, 30) && isClose(box.minY, 30) && isClose(box.width, 10) && isClose(box.height, 10), "\(box)")
    }

    @Test func anAttachedAnimationRunsACustomTransition() throws {
        // The change is made without an animation; the transition's own 1 s linear curve runs
        // it: opacity 0.25 at 0.75 s.
        let show = Box(false)
        let scene = RenderScene("attached", canvas: RenderCanvas(width: 100, height: 100, scale: 1), duration: 2, fps: 20,
                                script: [.run(at: 0.5) { show.value = true }]) {
            ZStack {
                if show.value {
                    Color.green.frame(width: 10, height: 10).accessibilityIdentifier("g")
                        .transition(Fade().animation(.linear(duration: 1)))
                }
            }
        }
        let opacity = try #require(try FrameStepper(player(scene)).through(0.75).geometry(named: "g")?.opacity)
        #expect(abs(opacity - 0.25) < 1e-9)
    }

    @Test func combinedTransitionsDrawBothEffects() throws {
        // Fade combined with a move from the bottom edge (the square's height, 40 pt): at
        // 0.75 s, opacity 0.25 and 30 pt below its place.
        let (play, _) = scene(showing: true) { AnyView($0.transition(Fade().combined(with: MoveTransition(edge: .bottom)))) }
        let frame = try play.through(0.75)
        let opacity = try #require(frame.geometry(named: "g")?.opacity)
        #expect(abs(opacity - 0.25) < 1e-9)
        let box = try #require(greenFill(in: frame)?.path?.boundingRect)
        #expect(isClose(box.minY, 60), "\(box)")
    }

    @Test func builtInTransitionsErasedAreTheEffectsCutawayDrawsThemWith() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        func apply(_ transition: AnyTransition, removal: Bool = false, progress: Double) -> (opacity: Double, transform: DisplayTransform) {
            var state = (opacity: 1.0, transform: DisplayTransform.identity)
            for effect in removal ? transition.removal : transition.insertion {
                effect.apply(progress: progress, frame: frame, to: &state)
            }
            return state
        }
        // A move from the bottom by the height (40): 20 below at p = 0.5; a push from the
        // trailing edge by the width: 50 right, and out 50 left; a slide out to the trailing
        // edge; a scale to 0.5 about the centre (60, 40) at p = 0: the corner (10, 20) at (35, 30).
        #expect(apply(AnyTransition(MoveTransition(edge: .bottom)), progress: 0.5).transform == .translation(x: 0, y: 20))
        #expect(apply(AnyTransition(PushTransition(edge: .trailing)), progress: 0.5).transform == .translation(x: 50, y: 0))
        #expect(apply(AnyTransition(PushTransition(edge: .trailing)), removal: true, progress: 0.5).transform == .translation(x: -50, y: 0))
        #expect(apply(AnyTransition(SlideTransition()), removal: true, progress: 0.5).transform == .translation(x: 50, y: 0))
        #expect(apply(AnyTransition(ScaleTransition(0.5)), progress: 0).transform.apply(to: CGPoint(x: 10, y: 20)) == CGPoint(x: 35, y: 30))
        #expect(apply(AnyTransition(OffsetTransition(CGSize(width: 8, height: 0))), progress: 0.25).transform == .translation(x: 6, y: 0))
        #expect(apply(AnyTransition(OpacityTransition()), progress: 0.5).opacity == 0.5)
        #expect(apply(AnyTransition(IdentityTransition()), progress: 0).opacity == 1)
        let asymmetric = AnyTransition(AsymmetricTransition(insertion: OpacityTransition(), removal: MoveTransition(edge: .top)))
        #expect(apply(asymmetric, progress: 0.5).transform == .identity)
        #expect(apply(asymmetric, removal: true, progress: 0.5).transform == .translation(x: 0, y: -20))
        #expect(AnyTransition(OpacityTransition().animation(.linear(duration: 1))).animation != nil)
    }

    @Test func builtInBodiesAreTheDocumentedModifiers() throws {
        // A user's transition may apply a built-in one in its body: a move from the bottom
        // applied at willAppear in every phase draws the 40 pt square 40 pt lower (at 70)
        // during the insertion and at rest: its identity phase moves it too, and the
        // transition draws only what differs from that phase, never the move twice.
        struct Lowered: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                MoveTransition(edge: .bottom).apply(content: content, phase: .willAppear)
            }
        }
        let (play, _) = scene(showing: true) { AnyView($0.transition(Lowered())) }
        #expect(isClose(try #require(greenFill(in: try play.through(0.75))?.path?.boundingRect).minY, 70))
        #expect(isClose(try #require(greenFill(in: try play.through(1.8))?.path?.boundingRect).minY, 70))
    }
}

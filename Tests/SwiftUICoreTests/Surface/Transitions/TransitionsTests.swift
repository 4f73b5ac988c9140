import Foundation
import Testing
@testable import SwiftUICore

/// What each transition does to a view at a given progress (opacity and transform), and
/// that an overshooting spring keeps a transition's opacity within 0…1.
struct TransitionEffectTests {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 40)

    func apply(_ transition: AnyTransition, insertion: Bool = true, progress: Double) -> (opacity: Double, transform: DisplayTransform) {
        var state = (opacity: 1.0, transform: DisplayTransform.identity)
        for effect in insertion ? transition.insertion : transition.removal {
            effect.apply(progress: progress, frame: frame, to: &state)
        }
        return state
    }

    @Test func opacityScaleMoveAndOffsetFollowTheProgress() {
        #expect(apply(.opacity, progress: 0.5).opacity == 0.5)
        // Scale from 0 about the centre (60, 40): half size at p = 0.5.
        let scaled = apply(.scale, progress: 0.5).transform
        #expect(scaled.apply(to: CGPoint(x: 60, y: 40)) == CGPoint(x: 60, y: 40))
        #expect(scaled.apply(to: CGPoint(x: 110, y: 60)) == CGPoint(x: 85, y: 50))
        // Move from the bottom edge: half the height below at p = 0.5.
        #expect(apply(.move(edge: .bottom), progress: 0.5).transform == .translation(x: 0, y: 20))
        #expect(apply(.offset(x: 8, y: -4), progress: 0.25).transform == .translation(x: 6, y: -3))
    }

    @Test func pushAsymmetricCombinedAndIdentityComposeTheirEffects() {
        let push = AnyTransition.push(from: .trailing)
        #expect(apply(push, progress: 0.5).transform == .translation(x: 50, y: 0))
        #expect(apply(push, insertion: false, progress: 0.5).transform == .translation(x: -50, y: 0))
        #expect(apply(push, progress: 0.5).opacity == 0.5)
        let asymmetric = AnyTransition.asymmetric(insertion: .opacity, removal: .move(edge: .top))
        #expect(apply(asymmetric, progress: 0.5).transform == .identity)
        #expect(apply(asymmetric, insertion: false, progress: 0.5).opacity == 1)
        let combined = AnyTransition.opacity.combined(with: .offset(x: 10))
        let state = apply(combined, progress: 0.5)
        #expect(state.opacity == 0.5 && state.transform == .translation(x: 5, y: 0))
        #expect(apply(.identity, progress: 0).opacity == 1)
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesTowardTheTrailing() {
        // SwiftUI's `.slide`: moves in from the leading edge, out toward the trailing edge, by
        // the view's width (100): half of it at p = 0.5.
        #expect(apply(.slide, progress: 0.5).transform == .translation(x: -50, y: 0))
        #expect(apply(.slide, insertion: false, progress: 0.5).transform == .translation(x: 50, y: 0))
        #expect(apply(.slide, progress: 0.5).opacity == 1)
    }

    @Test func anAttachedAnimationRunsTheTransitionWhateverTheChanges() throws {
        // The change is made without an animation (first) and with `.smooth` (second); the
        // transition's own `.linear(duration: 1)` runs it in both: opacity t / 1 s after the
        // change, t = 0.25 s.
        for animation in [nil, Animation.smooth] {
            let show = Box(false)
            let scene = RenderScene("attached", canvas: RenderCanvas(width: 100, height: 100, scale: 1), duration: 2, fps: 20,
                                    script: [.run(at: 0.5, animation: animation) { show.value = true }]) {
                ZStack {
                    if show.value {
                        Color.green.frame(width: 10, height: 10).accessibilityIdentifier("g")
                            .transition(.opacity.animation(.linear(duration: 1)))
                    }
                }
            }
            let play = FrameStepper(player(scene))
            let opacity = try play.through(0.75).geometry(named: "g")?.opacity
            #expect(abs((opacity ?? -1) - 0.25) < 1e-9, "\(String(describing: animation)): \(String(describing: opacity))")
        }
    }

    @Test func springTransitionOpacityStaysInRange() throws {
        let show = Box(false)
        let scene = RenderScene("bouncy", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 60,
                                script: [.run(at: 0.1, animation: .bouncy) { show.value = true }]) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                if show.value { Color.green.frame(width: 10, height: 10).accessibilityIdentifier("g") }
            }
        }
        let play = FrameStepper(player(scene))
        var maximum = 0.0
        for index in 0...120 { maximum = max(maximum, try play.frame(at: index).geometry(named: "g")?.opacity ?? 0) }
        #expect(maximum <= 1, "max opacity \(maximum)")
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// Where the one rectangle is drawn in every frame, played in order as a render plays them (a
/// completion fires on the first frame played at or after its moment, so skipping frames
/// would move the phases).
private func positions(_ play: Player) throws -> [CGFloat] {
    try (0..<play.scene.frameCount).map { try play.frame(at: $0).drawnItems.first?.bounds?.minX ?? .nan }
}

/// Timing curves are solved numerically (a unit Bézier's x(s) = t by Newton steps): within this.
private let curveTolerance = 1e-4

/// The unit step of a critically damped spring (ω = 2π / duration) from rest:
/// p(τ) = 1 − (1 + ωτ)·e^(−ωτ).
private func springProgress(_ tau: Double, duration: Double) -> Double {
    let omega = 2 * Double.pi / duration
    return tau <= 0 ? 0 : 1 - (1 + omega * tau) * exp(-omega * tau)
}

/// Phase animators: each phase starts when the change to the phase before it is logically
/// complete (a timing curve at its duration, a spring at its perceptual duration), on the
/// first frame at or after that moment. Phase start times are worked out by hand from the
/// durations; positions from the curves' closed forms.
struct PhaseAnimatorTests {
    @Test func aTriggerRunsThePhasesInTurnAndReturnsToTheFirst() throws {
        let trigger = Box(0)
        // fps 20: frames every 0.05 s, so each start below falls on a frame.
        let scene = RenderScene("phases", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 2, fps: 20,
                                script: [.run(at: 0.1) { trigger.value += 1 }]) {
            PhaseAnimator([0.0, 100, 40], trigger: trigger.value) { x in
                Color.red.frame(width: 10, height: 10).offset(x: x)
            } animation: { phase in
                switch phase {
                case 100: .linear(duration: 0.5)
                case 40: .spring(duration: 0.3, bounce: 0)
                default: .easeInOut(duration: 0.2)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let x = try positions(player(scene))
        func at(_ t: Double) -> CGFloat { x[Int((t * 20).rounded())] }
        // Phase 100 starts at 0.1 (linear, 0.5 s: complete at 0.6); phase 40 at 0.6 (a spring
        // of duration 0.3: logically complete at 0.9); phase 0 at 0.9 (easeInOut 0.2 s), and
        // the cycle ends there. The curve runs from the spring's running value toward 0 (timing
        // curves add to what runs, SEMANTICS §3: v = s + e·(0 − s)), so with the spring's value
        // s(t) = 40 + 60·(1 − p(t − 0.6)), x = s(t)·(1 − easeInOut((t − 0.9)/0.2)).
        #expect(at(0.05) == 0)
        #expect(abs(at(0.35) - 50) <= curveTolerance)
        #expect(abs(at(0.6) - 100) <= curveTolerance)
        for t in [0.65, 0.75, 0.85] {
            #expect(abs(at(t) - (40 + 60 * (1 - springProgress(t - 0.6, duration: 0.3)))) <= 1e-6, "t = \(t)")
        }
        // easeInOut's control points (0.42, 0), (0.58, 1) are symmetric about (½, ½): ½ at 1.0.
        let spring = 40 + 60 * (1 - springProgress(0.4, duration: 0.3))
        #expect(abs(at(1.0) - spring / 2) <= curveTolerance)
        // Long after: back in the first phase, at rest.
        #expect(abs(x[x.count - 1]) <= 0.01)
    }

    @Test func withoutATriggerThePhasesLoopFromTheFirstFrame() throws {
        let scene = RenderScene("loop", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 3, fps: 20) {
            PhaseAnimator([0.0, 100]) { x in
                Color.red.frame(width: 10, height: 10).offset(x: x)
            } animation: { _ in .linear(duration: 0.5) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let x = try positions(player(scene))
        // To 100 over [0, 0.5], back to 0 over [0.5, 1], and again: a triangle wave.
        func triangle(_ t: Double) -> Double {
            let phase = t.truncatingRemainder(dividingBy: 1)
            return phase <= 0.5 ? 200 * phase : 200 * (1 - phase)
        }
        for index in x.indices {
            let t = Double(index) / 20
            #expect(abs(x[index] - triangle(t)) <= curveTolerance, "t = \(t)")
        }
    }

    @Test func theModifierFormAndANilAnimationSnap() throws {
        let trigger = Box(false)
        let scene = RenderScene("snap", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 1, fps: 10,
                                script: [.run(at: 0.2) { trigger.value.toggle() }]) {
            Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 50, 80], trigger: trigger.value) { content, x in
                    content.offset(x: x)
                } animation: { phase in
                    phase == 50 ? nil : .linear(duration: 0.4)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let x = try positions(player(scene))
        // At 0.2 the change to 50 animates nothing: it completes at once, and 50 → 80 starts
        // in the same frame (0.4 s linear), then 80 → 0 from 0.6 to 1.0.
        #expect(abs(x[2] - 50) <= curveTolerance)
        #expect(abs(x[4] - 65) <= curveTolerance)
        #expect(abs(x[8] - 40) <= curveTolerance)
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// Where the one rectangle of a frame is drawn: its left edge, moved by the offsets around it.
private func drawnX(_ frame: Frame) -> CGFloat {
    frame.drawnItems.first?.bounds?.minX ?? .nan
}

/// A 10-point square at the canvas's top-leading corner, moved right by `x`.
private func square(_ x: Double) -> some View {
    Color.red.frame(width: 10, height: 10).offset(x: x)
}

/// The critically damped spring toward `target` from `x0` with velocity `v0`, `tau` seconds
/// in, for ω = 2π / duration (a spring with no bounce): the closed form of ẍ + 2ωẋ + ω²(x − target) = 0,
/// x(τ) = target + (A + (v0 + ωA)τ)·e^(−ωτ) with A = x0 − target.
private func criticallyDamped(from x0: Double, to target: Double, velocity v0: Double, duration: Double, tau: Double) -> Double {
    let omega = 2 * Double.pi / duration
    let a = x0 - target
    return target + (a + (v0 + omega * a) * tau) * exp(-omega * tau)
}

/// Keyframe animators on the scene's clock: started by a trigger at the event's time, held at
/// their end, repeated from their end value, restarted mid-flight with the velocity they had.
/// Every expected position is a closed form worked out in the test.
struct KeyframeAnimatorTests {
    @Test func aTriggerPlaysTheKeyframesFromTheEventsTimeAndHoldsTheirEnd() throws {
        let trigger = Box(0)
        // The event falls between frames (fps 20: 0.20, 0.25): the run starts at 0.23 itself.
        let scene = RenderScene("keyframes", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 2, fps: 20,
                                script: [.run(at: 0.23) { trigger.value += 1 }]) {
            KeyframeAnimator(initialValue: 0.0, trigger: trigger.value) { x in
                square(x)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(100.0, duration: 0.5)
                    SpringKeyframe(20.0, duration: 0.5, spring: Spring(duration: 0.4, bounce: 0))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        // Linear 0 → 100 over [0.23, 0.73]: 200 pt/s. Then the spring from 100 toward 20,
        // starting with the linear keyframe's 200 pt/s, cut at 1.23 and held.
        func expected(_ t: Double) -> Double {
            if t < 0.23 { return 0 }
            if t < 0.73 { return 200 * (t - 0.23) }
            return criticallyDamped(from: 100, to: 20, velocity: 200, duration: 0.4, tau: min(t, 1.23) - 0.73)
        }
        for index in 0...40 {
            let t = Double(index) / 20
            // Offsets are not rounded to pixels; the square's own frame is whole.
            #expect(abs(drawnX(try play.frame(at: index)) - expected(t)) <= 1e-6, "t = \(t)")
        }
    }

    @Test func theFirstSightingOfATriggerPlaysNothing() throws {
        let scene = RenderScene("still", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 1, fps: 10) {
            KeyframeAnimator(initialValue: 7.0, trigger: 0) { x in square(x) } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(100.0, duration: 0.5) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        #expect(drawnX(try play.at(0)) == 7)
        #expect(drawnX(try play.at(0.5)) == 7)
        #expect(play.graph.isAtRest)
    }

    @Test func aRestartMidFlightKeepsTheVelocity() throws {
        let trigger = Box(0)
        let scene = RenderScene("restart", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 2, fps: 20,
                                script: [.run(at: 0) { trigger.value = 1 }, .run(at: 0.5) { trigger.value = 2 }]) {
            KeyframeAnimator(initialValue: 0.0, trigger: trigger.value) { x in square(x) } keyframes: { _ in
                KeyframeTrack { CubicKeyframe(100.0, duration: 1) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        // One cubic from rest to rest: x = 100·(3s² − 2s³), so 50 at s = ½, moving at
        // 100·(6s − 6s²) = 150 pt/s. The restart goes from 50 to 100 in 1 s starting at 150 pt/s
        // and ending at rest: Hermite at s = ½ is ½·50 + ⅛·150 + ½·100 = 93.75 (75 from rest).
        #expect(abs(drawnX(try play.at(0.25)) - 100 * (3 * 0.0625 - 2 * 0.015625)) <= 1e-6)
        #expect(abs(drawnX(try play.at(0.5)) - 50) <= 1e-6)
        #expect(abs(drawnX(try play.at(1)) - 93.75) <= 1e-6)
        #expect(abs(drawnX(try play.at(1.5)) - 100) <= 1e-6)
    }

    @Test func repeatingRunsStartFromTheEndOfTheRunBefore() throws {
        let scene = RenderScene("repeat", canvas: RenderCanvas(width: 300, height: 100, scale: 2), duration: 2, fps: 20) {
            KeyframeAnimator(initialValue: 0.0) { x in square(x) } keyframes: { value in
                KeyframeTrack { LinearKeyframe(value + 10, duration: 0.5) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        // Each run adds 10 in 0.5 s from where the last ended: x = 20·t, on and on.
        for t in [0.0, 0.25, 0.5, 0.8, 1.3, 1.95] {
            #expect(abs(drawnX(try play.at(t)) - 20 * t) <= 1e-6, "t = \(t)")
        }
        #expect(!play.graph.isAtRest)
    }

    @Test func theModifierFormModifiesThePlaceholderWithSeveralTracks() throws {
        struct Hop {
            var height = 0.0
            var scale = 1.0
        }
        let trigger = Box(false)
        let scene = RenderScene("hop", canvas: RenderCanvas(width: 300, height: 300, scale: 2), duration: 1, fps: 10,
                                script: [.run(at: 0.1) { trigger.value = true }]) {
            Color.red.frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: Hop(), trigger: trigger.value) { content, hop in
                    content.scaleEffect(hop.scale).offset(y: -hop.height)
                } keyframes: { _ in
                    KeyframeTrack(\.height) { LinearKeyframe(80, duration: 0.4) }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2, duration: 0.2)
                        LinearKeyframe(1, duration: 0.2)
                    }
                }
        }
        let play = player(scene)
        let rest = try #require(play.frame(at: 0).drawnItems.first?.bounds)
        // At 0.3 s (0.2 s in): height 40, scale 2 (the scale track's first keyframe's end).
        let hop = try #require(play.at(0.3).drawnItems.first?.bounds)
        #expect(abs(hop.width - 40) <= 1e-6)
        #expect(abs(hop.midY - (rest.midY - 40)) <= 1e-6)
        // At 0.7 s both tracks have ended and hold: 80 up, at scale 1.
        let end = try #require(play.at(0.7).drawnItems.first?.bounds)
        #expect(abs(end.width - 20) <= 1e-6)
        #expect(abs(end.midY - (rest.midY - 80)) <= 1e-6)
    }
}

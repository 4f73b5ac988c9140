import Foundation
import Testing
@testable import SwiftUICore

struct SymbolEffectTests {
    /// The width of the view named "icon" on each frame from 0 to `duration` s at 20 fps.
    private func widths(_ scene: RenderScene) throws -> [CGFloat] {
        let play = FrameStepper(player(scene))
        return try (0...Int(scene.duration * 20)).map { try play.frame(at: $0).rect("icon").width }
    }

    @Test func aBounceScalesUpThenBelowThenSettlesEachTimeTheValueChanges() throws {
        // A 20-pt square bounces when the count changes at 0.2 s: its keyframes reach 1.2×
        // (24 pt) at 0.15 s, 0.95× (19 pt) at 0.3 s, and 1× again at 0.5 s
        // (`BounceSymbolEffect`). Before the change it is 20 pt throughout.
        let count = Box(0)
        let scene = RenderScene("bounce", duration: 1.2, fps: 20, script: [.run(at: 0.2) { count.value += 1 }]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon").symbolEffect(.bounce, value: count.value)
        }
        let widths = try widths(scene)
        #expect(widths[0...4].allSatisfy { $0 == 20 })
        let peak = widths.max()!, peakIndex = widths.firstIndex(of: peak)!
        #expect(abs(peak - 24) < 0.5)
        #expect(abs(widths[peakIndex...].min()! - 19) < 0.5)
        #expect(abs(widths.last! - 20) < 1e-9)
    }

    @Test func aBounceDownScalesDownFirst() throws {
        // `.bounce.down` reaches 0.8× (16 pt) before it overshoots to 1.05× (21 pt).
        let count = Box(0)
        let scene = RenderScene("down", duration: 1, fps: 20, script: [.run(at: 0.1) { count.value += 1 }]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon").symbolEffect(.bounce.down, value: count.value)
        }
        let widths = try widths(scene)
        #expect(abs(widths.min()! - 16) < 0.5)
        #expect(widths.firstIndex(of: widths.min()!)! < widths.firstIndex(of: widths.max()!)!)
    }

    @Test func anActivePulseDimsToThirtyPercentAndBackEverySecond() throws {
        // Pulse: opacity 1 − 0.7 × progress, progress 0 → 1 in 0.5 s → 0 in 0.5 s, repeated.
        let play = FrameStepper(player(RenderScene("pulse", duration: 2, fps: 20) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon").symbolEffect(.pulse)
        }))
        let opacities = try (0...40).map { try play.frame(at: $0).opacity("icon") }
        #expect(abs(opacities.min()! - 0.3) < 0.02)
        #expect(abs(opacities[10] - 0.3) < 0.02)
        #expect(abs(opacities[20] - 1) < 0.02)
        #expect(abs(opacities[30] - 0.3) < 0.02)
    }

    @Test func anInactiveEffectDoesNothing() throws {
        let play = FrameStepper(player(RenderScene("still", duration: 1, fps: 20) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon").symbolEffect(.breathe, isActive: false)
        }))
        for index in 0...20 {
            let frame = try play.frame(at: index)
            #expect(frame.rect("icon").width == 20 && frame.opacity("icon") == 1)
        }
    }

    @Test func optionsSpeedScalesTheKeyframesOfAPlay() {
        // At double speed: the bounce's three steps, each half as long.
        let steps = BounceSymbolEffect().motion.steps(speed: 2)
        #expect(steps.map(\.duration) == [0.075, 0.075, 0.1])
        #expect(steps.map(\.progress) == [1, -0.25, 0])
        #expect(SymbolEffectOptions.repeat(3).speed(2) == SymbolEffectOptions(repeatCount: 3, speed: 2))
    }

    @Test func repeatedPlaysAreOnePlayReadModuloItsDuration() {
        // The bounce's play is 0.5 s: 0.65 s into two plays is 0.15 s into the second, at
        // its peak; past the second's end the progress rests at 0.
        let play = BounceSymbolEffect().motion.play(speed: 1)
        #expect(play.duration == 0.5)
        #expect(abs(play.progress(at: 0.65, plays: 2) - play.value(time: 0.15)) < 1e-12)
        #expect(play.progress(at: 1.2, plays: 2) == 0)
    }

    @Test func aRepeatCountOfIntMaxBouncesUntilTheSceneEnds() throws {
        // `.repeat(Int.max)` (legal: 9.2 × 10¹⁸ plays) bounces on every half second of the
        // scene: each play reaches 1.2× (24 pt) at 0.15 s into it.
        let count = Box(0)
        let scene = RenderScene("bounces", duration: 3, fps: 20, script: [.run(at: 0) { count.value += 1 }]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon")
                .symbolEffect(.bounce, options: .repeat(Int.max), value: count.value)
        }
        let widths = try widths(scene)
        for play in 0..<6 {
            let peak = widths[(play * 10)..<(play * 10 + 10)].max()!
            #expect(abs(peak - 24) < 0.5, "play \(play)")
        }
    }

    @Test func theSymbolEffectContentTransitionCrossFadesText() {
        #expect(ContentTransition.symbolEffect == .symbolEffect(.replace))
        #expect(ContentTransition.symbolEffect != .identity)
    }
}

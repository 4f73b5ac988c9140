import Foundation
import Testing
@testable import SwiftUICore

/// A layout that reports a height it animates, and places its child at the child's own size:
/// the shape of the seed's `VisibleHeightLayout`.
nonisolated private struct HeightLayout: Layout {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.first?.sizeThatFits(.unspecified).width ?? 0, height: max(0, height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
    }
}

/// The times completions fired at.
private final class TimeLog {
    var times: [Double] = []
}

/// `.smooth` from 0 toward 1, critically damped with ω = 4π: x(τ) = 1 − (1 + ωτ)e^(−ωτ).
private func smooth(_ tau: Double) -> Double {
    let omega = 4 * Double.pi
    return 1 - (1 + omega * tau) * exp(-omega * tau)
}

/// Animations run from the time of the event that started them, along their curves, and a
/// `withAnimation` completion fires once, when its criteria are met.
struct AnimationTimingTests {
    @Test func animatableLayoutFollowsTheSpringFromTheEventTime() throws {
        let height = Box<CGFloat>(0)
        // The event is at 0.1 s, between frames? No: at a frame time; the animation starts then.
        let scene = RenderScene("spring", canvas: RenderCanvas(width: 200, height: 400, scale: 3), duration: 1, fps: 20,
                                script: [.run(at: 0.1, animation: .smooth) { height.value = 300 }]) {
            HeightLayout(height: height.value) { Color.red.frame(width: 10, height: 10) }
                .accessibilityIdentifier("layout")
                .frame(maxHeight: .infinity, alignment: .top)
        }
        let play = player(scene)
        for index in 0...20 {
            let frame = try play.frame(at: index)
            let t = Double(index) / 20
            let expected = t < 0.1 ? 0 : 300 * smooth(t - 0.1)
            // Pixel rounding at 3x: within 1/6 pt.
            #expect(abs(frame.rect("layout").height - expected) <= 1.0 / 6 + 1e-9, "t = \(t)")
        }
    }

    @Test func eventsBetweenFramesStartAtTheirOwnTime() throws {
        let height = Box<CGFloat>(0)
        let scene = RenderScene("offset", canvas: RenderCanvas(width: 200, height: 400, scale: 3), duration: 1, fps: 10,
                                script: [.run(at: 0.25, animation: .linear(duration: 1)) { height.value = 100 }]) {
            HeightLayout(height: height.value) { Color.red.frame(width: 10, height: 10) }
                .accessibilityIdentifier("layout")
                .frame(maxHeight: .infinity, alignment: .top)
        }
        let play = player(scene)
        // At t = 0.3 the animation has run 0.05 s of its 1 s: 5 pt.
        #expect(abs(try play.at(0.3).rect("layout").height - 5) <= 1.0 / 6)
    }

    @Test func completionFiresWhenLogicallyCompleteAndOnlyOnce() throws {
        let log = TimeLog()
        let height = SceneValue<CGFloat>(0)
        let scene = RenderScene("completion", duration: 1.5, fps: 20, script: [
            .run(at: 0.2) {
                withAnimation(.smooth) { height.value = 100 } completion: { log.times.append(-1) }
            },
        ]) {
            HeightLayout(height: height.value) { Color.red.frame(width: 10, height: 10) }
        }
        let play = player(scene)
        var firedAt: [Double] = []
        for index in 0...30 {
            let count = log.times.count
            _ = try play.frame(at: index)
            if log.times.count > count { firedAt.append(Double(index) / 20) }
        }
        // `.smooth` is logically complete at its duration, 0.5 s after the change at 0.2 s.
        #expect(firedAt == [0.7])
    }

    @Test func removedCriteriaWaitsForTheSpringToSettle() throws {
        let log = TimeLog()
        let progress = SceneValue<CGFloat>(0)
        let scene = RenderScene("removed", duration: 1.5, fps: 100, script: [
            .run(at: 0) {
                withAnimation(.smooth, completionCriteria: .removed) { progress.value = 1 } completion: { log.times.append(0) }
            },
        ]) {
            HeightLayout(height: progress.value) { EmptyView() }
        }
        let play = player(scene)
        var firedAt: Double?
        for index in 0...150 where firedAt == nil {
            _ = try play.frame(at: index)
            if !log.times.isEmpty { firedAt = Double(index) / 100 }
        }
        // SEMANTICS §1: a 0 → 1 `.smooth` move is removed at τ ≈ 0.81 s.
        let fired = try #require(firedAt)
        #expect(abs(fired - 0.81) <= 0.011)
    }

    @Test func completionWithoutAnimationFiresAtOnce() throws {
        let log = TimeLog()
        let scene = RenderScene("immediate", duration: 0.5, fps: 10, script: [
            .run(at: 0.2) {
                withAnimation(.smooth) {} completion: { log.times.append(0) }
            },
        ]) {
            Text("nothing animates")
        }
        let play = player(scene)
        _ = try play.at(0.1)
        #expect(log.times.isEmpty)
        _ = try play.at(0.2)
        #expect(log.times.count == 1)
        _ = try play.at(0.5)
        #expect(log.times.count == 1)
    }
}

/// A layout whose animatable data is a vertical offset it applies to its child.
nonisolated private struct Lift: Layout {
    var y: CGFloat
    var animatableData: CGFloat {
        get { y }
        set { y = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 200)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX, y: bounds.minY + y), anchor: .topLeading, proposal: .unspecified)
    }
}

/// SEMANTICS.md §2 and §3, through the whole runtime: scripted changes, layout, pixels.
struct InterruptionTests {
    func scene(_ first: Animation, _ second: Animation, retargetAt: Double, fps: Int) -> RenderScene {
        let target = SceneValue<CGFloat>(0)
        return RenderScene("interrupt", canvas: RenderCanvas(width: 100, height: 400, scale: 3), duration: 2, fps: fps, script: [
            .run(at: 0, animation: first) { target.value = 100 },
            .run(at: retargetAt, animation: second) { target.value = 0 },
        ]) {
            Lift(y: target.value) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
                .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func springRetargetKeepsPositionAndVelocity() throws {
        // §2: after the retarget at 0.2 s, d(τ) = (d₀ + (v₀ + ω d₀)τ)e^(−ωτ), d₀ = 71.54, v₀ = 255.8.
        let play = player(scene(.smooth, .smooth, retargetAt: 0.2, fps: 100))
        let omega = 4 * Double.pi
        let d0 = 100 * (1 - (1 + omega * 0.2) * exp(-omega * 0.2))
        let v0 = 100 * omega * omega * 0.2 * exp(-omega * 0.2)
        for index in 0...70 {
            let frame = try play.frame(at: index)
            guard index >= 20 else { continue }
            let tau = Double(index) / 100 - 0.2
            let expected = (d0 + (v0 + omega * d0) * tau) * exp(-omega * tau)
            // Pixel rounding at 3x: within 1/6 pt.
            #expect(abs(frame.rect("dot").minY - expected) <= 1.0 / 6 + 1e-6, "τ = \(tau)")
        }
    }

    @Test func timingCurvesAddUp() throws {
        // §3: y(t) = y₁(t) + f₂(t − 0.5)·(0 − y₁(t)): y(0.75) = 56.25, y(1.0) = 50, y(1.25) = 100 − 75, y(1.5) = 0.
        let play = player(scene(.linear(duration: 1), .linear(duration: 1), retargetAt: 0.5, fps: 4))
        let expected: [Double: Double] = [0.25: 25, 0.5: 50, 0.75: 56.25, 1.0: 50, 1.25: 25, 1.5: 0]
        for time in expected.keys.sorted() {
            let y = try play.at(time).rect("dot").minY
            #expect(abs(y - expected[time]!) <= 1.0 / 6, "t = \(time)")
        }
    }
}

private struct Chained: View {
    let log: Log
    @State private var flag = false
    @State private var width: CGFloat = 0
    var body: some View {
        VStack {
            WidthLayout(width: width) { Color.red }.accessibilityIdentifier("bar")
                .onChange(of: flag) { width = 100 }
            Button("Go") {
                withAnimation(.linear(duration: 1)) { flag = true } completion: { log.entries.append("done") }
            }
        }
    }
}

/// A `withAnimation` completion waits for every animation its transaction started: geometry
/// animations, removal transitions, and animations that `onChange` handlers start in it (which
/// run like the others).
struct AnimationCompletionTests {
    @Test func completionWaitsForTheGeometryAnimationItStarted() throws {
        let log = Log()
        let height = SceneValue<CGFloat>(10)
        var firedAt: [Double] = []
        let scene = RenderScene("frame", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5) {
                withAnimation(.linear(duration: 1)) { height.value = 110 } completion: { log.entries.append("done") }
            },
        ]) {
            Color.red.frame(width: 10, height: height.value).accessibilityIdentifier("bar")
                .frame(maxHeight: .infinity, alignment: .top)
        }
        let play = FrameStepper(player(scene))
        var heightAtOne: CGFloat = 0
        for index in 0...20 {
            let count = log.entries.count
            let frame = try play.frame(at: index)
            if index == 10 { heightAtOne = frame.rect("bar").height }
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(heightAtOne == 60, "the frame is mid-animation at 1.0")
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func completionWaitsForTheRemovalTransition() throws {
        let log = Log()
        let show = SceneValue(true)
        var firedAt: [Double] = []
        let scene = RenderScene("removal", canvas: RenderCanvas(width: 200, height: 200, scale: 1), duration: 2, fps: 10, script: [
            .run(at: 0.5) {
                withAnimation(.linear(duration: 1)) { show.value = false } completion: { log.entries.append("done") }
            },
        ]) {
            VStack {
                if show.value { Color.green.frame(width: 10, height: 10).transition(.opacity) }
                Color.red.frame(width: 10, height: 10)
            }
        }
        let play = FrameStepper(player(scene))
        var ghostsAtOne = 0
        for index in 0...20 {
            let count = log.entries.count
            let frame = try play.frame(at: index)
            if index == 10 { ghostsAtOne = frame.removalFills.count }
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(ghostsAtOne == 1, "the removed view is still fading at 1.0")
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func completionWaitsForAnimationsStartedByOnChangeInTheSameTransaction() throws {
        let log = Log()
        var firedAt: [Double] = []
        let scene = RenderScene("chained", duration: 2, fps: 10, script: [.tap("Go", at: 0.5)]) { Chained(log: log) }
        let play = FrameStepper(player(scene))
        for index in 0...20 {
            let count = log.entries.count
            _ = try play.frame(at: index)
            if log.entries.count > count { firedAt.append(Double(index) / 10) }
        }
        #expect(firedAt == [1.5], "fired at \(firedAt)")
    }

    @Test func aChangeWrittenByOnChangeAnimatesInTheTriggeringTransaction() throws {
        let scene = RenderScene("chained", duration: 2, fps: 10, script: [.tap("Go", at: 0.5)]) { Chained(log: Log()) }
        let play = FrameStepper(player(scene))
        #expect(try play.through(1.0).rect("bar").width == 50)
    }
}

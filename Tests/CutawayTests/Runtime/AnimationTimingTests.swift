import Foundation
import Testing
@testable import Cutaway

/// A layout that reports a height it animates, and places its child at the child's own size:
/// the shape of the seed's `VisibleHeightLayout`.
private struct HeightLayout: Layout {
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

private final class Log {
    var times: [Double] = []
}

/// `.smooth` from 0 toward 1, critically damped with ω = 4π: x(τ) = 1 − (1 + ωτ)e^(−ωτ).
private func smooth(_ tau: Double) -> Double {
    let omega = 4 * Double.pi
    return 1 - (1 + omega * tau) * exp(-omega * tau)
}

struct AnimationTimingTests {
    @Test func animatableLayoutFollowsTheSpringFromTheEventTime() throws {
        let height = Box<CGFloat>(0)
        // The event is at 0.1 s, between frames? No: at a frame time; the animation starts then.
        let scene = Scene("spring", canvas: Canvas(width: 200, height: 400, scale: 3), duration: 1, fps: 20,
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
        let scene = Scene("offset", canvas: Canvas(width: 200, height: 400, scale: 3), duration: 1, fps: 10,
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
        let log = Log()
        let height = SceneValue<CGFloat>(0)
        let scene = Scene("completion", duration: 1.5, fps: 20, script: [
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
        let log = Log()
        let progress = SceneValue<CGFloat>(0)
        let scene = Scene("removed", duration: 1.5, fps: 100, script: [
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
        let log = Log()
        let scene = Scene("immediate", duration: 0.5, fps: 10, script: [
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

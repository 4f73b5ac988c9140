import Foundation
import Testing
@testable import Cutaway

/// A layout whose animatable data is a vertical offset it applies to its child.
private struct Lift: Layout {
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
    func scene(_ first: Animation, _ second: Animation, retargetAt: Double, fps: Int) -> Scene {
        let target = SceneValue<CGFloat>(0)
        return Scene("interrupt", canvas: Canvas(width: 100, height: 400, scale: 3), duration: 2, fps: fps, script: [
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

struct EnvironmentWrapperTests {
    private struct SchemeLabel: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    @Test func environmentPropertyReadsTheViewsEnvironment() throws {
        let frame = try player(Scene("scheme", canvas: Canvas(colorScheme: .dark)) { SchemeLabel() }).at(0)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["dark"])
    }
}

struct TransitionEffectTests {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 40)

    func apply(_ transition: AnyTransition, insertion: Bool = true, progress: Double) -> (opacity: Double, transform: DisplayTransform) {
        var state = (opacity: 1.0, transform: DisplayTransform.identity)
        for effect in insertion ? transition.insertion : transition.removal {
            effect.apply(progress: progress, frame: frame, to: &state)
        }
        return state
    }

    @Test func effectsAtHalfway() {
        #expect(apply(.opacity, progress: 0.5).opacity == 0.5)
        // Scale from 0 about the centre (60, 40): half size at p = 0.5.
        let scaled = apply(.scale, progress: 0.5).transform
        #expect(scaled.apply(to: CGPoint(x: 60, y: 40)) == CGPoint(x: 60, y: 40))
        #expect(scaled.apply(to: CGPoint(x: 110, y: 60)) == CGPoint(x: 85, y: 50))
        // Move from the bottom edge: half the height below at p = 0.5.
        #expect(apply(.move(edge: .bottom), progress: 0.5).transform == .translation(x: 0, y: 20))
        #expect(apply(.offset(x: 8, y: -4), progress: 0.25).transform == .translation(x: 6, y: -3))
    }

    @Test func pushAsymmetricAndCombined() {
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
}

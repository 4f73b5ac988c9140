import Foundation
import Testing
@testable import SwiftUICore

/// A box that a `.task` fades in with `withAnimation(.linear(duration: 1))` after sleeping
/// `delay` seconds.
private struct FadingIn: View {
    let delay: Double
    @State private var opacity = 0.0
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(opacity).accessibilityIdentifier("box")
            .task {
                try? await Task.sleep(for: .seconds(delay))
                withAnimation(.linear(duration: 1)) { opacity = 1 }
            }
    }
}

/// Two tasks that each write down their name when they wake, in a text.
private struct Waking: View {
    @State private var woken: [String] = []
    var body: some View {
        VStack {
            Text(woken.isEmpty ? "-" : woken.joined(separator: ","))
            Color.clear.frame(width: 1, height: 1).task {
                try? await Task.sleep(for: .seconds(0.22))
                woken.append("late")
            }
            Color.clear.frame(width: 1, height: 1).task {
                try? await Task.sleep(for: .seconds(0.21))
                woken.append("early")
            }
        }
    }
}

/// A layout as tall as its animatable `height`.
nonisolated private struct TallLayout: Layout {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: max(0, height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A `TallLayout` that a `.task` grows to 100 pt with `withAnimation(.linear(duration: 1))`
/// after sleeping 0.25 s.
private struct Growing: View {
    @State private var height: CGFloat = 0
    var body: some View {
        TallLayout(height: height) { Color.red }
            .accessibilityIdentifier("layout")
            .frame(maxHeight: .infinity, alignment: .top)
            .task {
                try? await Task.sleep(for: .seconds(0.25))
                withAnimation(.linear(duration: 1)) { height = 100 }
            }
    }
}

/// Wake-ups on the scene's clock fire as events of their own deadlines, in the tick whose
/// time reaches them.
struct ViewGraphClockTests {
    /// The box's opacity at `times`, every frame played (the task starts with the first).
    private func opacities(delay: Double, at times: [Double]) throws -> [Double] {
        let play = player(RenderScene("fade", canvas: RenderCanvas(width: 100, height: 100), duration: 2, fps: 10) {
            FadingIn(delay: delay)
        })
        let frames = try (0...20).map { try play.frame(at: $0).opacity("box") }
        return times.map { frames[Int(($0 * 10).rounded())] }
    }

    @Test func anAnimationAWakeUpStartsBetweenFramesBeginsAtItsDeadline() throws {
        // Woken at 0.25 s (between the frames at 0.2 and 0.3): linear from 0.25 s for 1 s,
        // so (t − 0.25) / 1 at t = 0.3, 0.5, 1.0, and 1 from 1.25 s on.
        let values = try opacities(delay: 0.25, at: [0.2, 0.3, 0.5, 1.0, 1.3])
        let expected = [0, 0.05, 0.25, 0.75, 1]
        for (value, want) in zip(values, expected) {
            #expect(abs(value - want) < 1e-9, "\(values) against \(expected)")
        }
    }

    @Test func anAnimationAWakeUpStartsAtAFrameBeginsWithThatFrame() throws {
        // Woken at 0.3 s, a frame's time: (t − 0.3) / 1.
        let values = try opacities(delay: 0.3, at: [0.3, 0.5, 1.0])
        let expected = [0, 0.2, 0.7]
        for (value, want) in zip(values, expected) {
            #expect(abs(value - want) < 1e-9, "\(values) against \(expected)")
        }
    }

    @Test func aLayoutAWakeUpAnimatesBetweenFramesFollowsOnlyItsOwnAnimation() throws {
        // The graph is brought to 0.25 s before the change: the layout is 0 pt tall then, so
        // the change moves no frame, and the height is the linear curve's alone:
        // 100 × (t − 0.25) from 0.25 s to 1.25 s. (Laid out at the frame's time instead, the
        // layout would already be 5 pt tall at 0.3 s, and that move animated a second time.)
        let play = player(RenderScene("growing", canvas: RenderCanvas(width: 100, height: 200, scale: 3), duration: 1.5, fps: 10) {
            Growing()
        })
        for index in 0...15 {
            let t = Double(index) / 10
            let expected = min(100, max(0, 100 * (t - 0.25)))
            // Pixel rounding at 3x: within 1/6 pt.
            #expect(abs(try play.frame(at: index).rect("layout").height - expected) <= 1.0 / 6 + 1e-9, "t = \(t)")
        }
    }

    @Test func wakeUpsDueByAFrameFireEarliestFirstBeforeItIsDrawn() throws {
        let play = player(RenderScene("waking", canvas: RenderCanvas(width: 200, height: 100), duration: 1, fps: 10) { Waking() })
        let texts = try (0...3).map { try play.frame(at: $0).drawnTexts.map(\.string) }
        #expect(texts[2] == ["-"])
        // Both are due by 0.3 s; the one due at 0.21 s wakes first though it was started second.
        #expect(texts[3] == ["early,late"])
    }
}

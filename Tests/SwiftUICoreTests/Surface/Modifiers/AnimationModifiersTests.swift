import Foundation
import Testing
@testable import SwiftUICore

/// Grows when the box says so; the growth is animated only by the modifier under test.
private struct Growing<Modified: View>: View {
    let wide: Box<Bool>
    let modify: (AnyView) -> Modified
    var body: some View {
        modify(AnyView(Color.red.frame(width: wide.value ? 100 : 0, height: 10).accessibilityIdentifier("bar")))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Fades to `faded`'s opacity; the fade and the size change take different transactions.
private struct Scoped: View {
    let changed: Box<Bool>
    var body: some View {
        Color.red
            .frame(width: changed.value ? 100 : 0, height: 10)
            .animation(.linear(duration: 1)) { content in
                content.opacity(changed.value ? 0 : 1)
            }
            .accessibilityIdentifier("bar")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// An animatable modifier that draws its value as a width.
nonisolated private struct Width: AnimatableModifier {
    var width: Double
    var animatableData: Double {
        get { width }
        set { width = newValue }
    }
    func body(content: Content) -> some View {
        content.frame(width: width, height: 10)
    }
}

/// `.animation(nil)` without a value, `.animation(_:body:)` and `AnimatableModifier`.
struct AnimationModifiersTests {
    private func widths<M: View>(_ modify: @escaping (AnyView) -> M, animation: Animation? = nil) throws -> [CGFloat] {
        let wide = Box(false)
        let played = player(RenderScene("growing", duration: 2, script: [.run(at: 0.5, animation: animation) { wide.value = true }]) {
            Growing(wide: wide, modify: modify)
        })
        // The first frame is drawn before the change, so the bar has a frame to animate from.
        return try [0, 0.5, 1.0, 1.5, 2.0].map { try played.at($0).geometry(named: "bar")!.frame.width }
    }

    @Test func animationNilRemovesTheChangesOwnAnimation() throws {
        let widths = try widths({ $0.animation(nil) }, animation: .linear(duration: 1))
        #expect(widths == [0, 100, 100, 100, 100])
    }

    @Test func animationWithoutAValueAnimatesAnUnanimatedChange() throws {
        let widths = try widths({ $0.animation(.linear(duration: 1)) })
        // The change at 0.5 s has no animation of its own; the modifier's linear 1 s curve
        // takes the width 0 → 100 over 0.5…1.5 s: 50 at 1 s, 100 from 1.5 s.
        #expect(widths == [0, 0, 50, 100, 100])
    }

    @Test func animationWithoutAValueReplacesTheChangesOwnAnimation() throws {
        let widths = try widths({ $0.animation(.linear(duration: 1)) }, animation: .linear(duration: 0.25))
        // The change's own 0.25 s curve is replaced by the modifier's 1 s one: 50 at 1 s.
        #expect(widths == [0, 0, 50, 100, 100])
    }

    @Test func animationWithABodyAnimatesOnlyTheModifiersInIt() throws {
        let changed = Box(false)
        let played = player(RenderScene("scoped", duration: 2, script: [.run(at: 0.5) { changed.value = true }]) {
            Scoped(changed: changed)
        })
        let frame = try played.at(1)
        // The size changes outside the body, unanimated: 100 at once.
        #expect(frame.geometry(named: "bar")!.frame.width == 100)
        // The opacity is in the body: linear over 1 s from 0.5 s, 1 → 0, reads 0.5 at 1 s.
        let opacities = frame.drawnItems.flatMap { $0.effects }.compactMap { effect -> Double? in
            if case .opacity(let value) = effect { return value }
            return nil
        }
        #expect(opacities.contains { abs($0 - 0.5) < 1e-9 })
    }

    @Test func anAnimatableModifierAnimatesItsData() throws {
        let wide = Box(false)
        let played = player(RenderScene("modifier", duration: 2, script: [.run(at: 0.5, animation: .linear(duration: 1)) { wide.value = true }]) {
            Color.red.modifier(Width(width: wide.value ? 100 : 0)).accessibilityIdentifier("bar")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        })
        // Linear over 1 s from 0.5 s: 0 → 100 reads 50 at 1 s.
        #expect(try played.at(1).geometry(named: "bar")!.frame.width == 50)
    }
}

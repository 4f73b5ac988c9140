import Foundation
import Testing
@testable import SwiftUICore

/// The colour effects as views use them: the groups they make, how consecutive ones compose,
/// and how their amounts animate.
struct ColorEffectModifiersTests {
    private func matrices(in frame: Frame) -> [ColorMatrix] {
        frame.displayList.allItems.compactMap { item in
            guard case .group(.colorMatrix(let matrix), _, _) = item else { return nil }
            return matrix
        }
    }

    private func tile() -> some View {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile")
    }

    @Test func eachEffectIsOneGroupOfItsMatrixAroundTheView() throws {
        let cases: [(AnyView, ColorMatrix)] = [
            (AnyView(tile().brightness(0.25)), .brightness(0.25)),
            (AnyView(tile().contrast(1.5)), .contrast(1.5)),
            (AnyView(tile().saturation(0.5)), .saturation(0.5)),
            (AnyView(tile().grayscale(0.75)), .grayscale(0.75)),
            (AnyView(tile().hueRotation(.degrees(45))), .hueRotation(.degrees(45))),
            (AnyView(tile().colorMultiply(Color(red: 1, green: 0.5, blue: 0))), .colorMultiply(Color.Resolved(red: 1, green: 0.5, blue: 0))),
            (AnyView(tile().colorInvert()), .colorInvert),
            (AnyView(tile().luminanceToAlpha()), .luminanceToAlpha),
        ]
        for (view, matrix) in cases {
            let frame = try layOut(view)
            #expect(matrices(in: frame) == [matrix])
            // The group holds the view's fill, and the view stays where layout put it.
            guard case .group(.colorMatrix, let items, _)? = frame.displayList.items.last else {
                Issue.record("no colour group at the top")
                continue
            }
            #expect(items.count == 1)
            #expect(frame.rect("tile") == CGRect(x: 180, y: 190, width: 40, height: 20))
        }
    }

    @Test func consecutiveEffectsComposeIntoOneMatrixInnermostFirst() throws {
        let frame = try layOut(tile().brightness(0.2).contrast(1.5).saturation(0.5))
        let expected = ColorMatrix.brightness(0.2).concatenating(.contrast(1.5)).concatenating(.saturation(0.5))
        let composed = matrices(in: frame)
        #expect(composed.count == 1)
        // Equal up to Float rounding (the builder composes from the outside in).
        let worst = zip(composed.first.map { Array($0.rows.joined()) } ?? [], expected.rows.joined()).map { abs($0 - $1) }.max() ?? 1
        #expect(worst < 1e-6)
    }

    @Test func effectsAtRestDrawNoGroupAndOtherEffectsKeepRunsApart() throws {
        #expect(matrices(in: try layOut(tile().brightness(0).contrast(1).saturation(1).hueRotation(.zero))).isEmpty)
        // An opacity between two colour effects applies between them: two groups, in order.
        let frame = try layOut(tile().brightness(0.2).opacity(0.5).contrast(2))
        #expect(matrices(in: frame) == [.contrast(2), .brightness(0.2)])
    }

    @Test func aSemanticColourIsMultipliedInItsScheme() throws {
        // System blue is lighter in the dark scheme.
        let dark = try layOut(tile().colorMultiply(.blue).environment(\.colorScheme, .dark))
        #expect(matrices(in: dark) == [.colorMultiply(Color.blue.resolve(in: {
            var environment = EnvironmentValues()
            environment.colorScheme = .dark
            return environment
        }()))])
        #expect(matrices(in: dark) != matrices(in: try layOut(tile().colorMultiply(.blue))))
    }

    @Test func anAmountChangedInAnAnimatedTransactionMovesLinearly() throws {
        let bright = Box(false)
        let scene = RenderScene("brighten", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 4,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { bright.value = true }]) {
            Color.red.frame(width: 40, height: 20).brightness(bright.value ? 0.8 : 0)
        }
        let play = player(scene)
        #expect(matrices(in: try play.at(0)).isEmpty)
        for (time, amount) in [(0.25, 0.2), (0.5, 0.4), (1.0, 0.8)] {
            let matrix = try #require(matrices(in: try play.at(time)).first)
            #expect(abs(Double(matrix.r5) - amount) < 1e-6, "t = \(time)")
        }
    }

    @Test func aHueTurnsThroughTheAnglesBetweenNotBetweenTheMatrices() throws {
        let turned = Box(false)
        let scene = RenderScene("hue", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 2,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { turned.value = true }]) {
            Color.red.frame(width: 40, height: 20).hueRotation(.degrees(turned.value ? 180 : 0))
        }
        // Halfway is a quarter turn: the matrix of 90°, not the mean of those of 0° and 180°.
        let halfway = try #require(matrices(in: try player(scene).at(0.5)).first)
        #expect(halfway == ColorMatrix.hueRotation(.degrees(90)))
    }

    @Test func aMultipliedColourAnimatesByItsComponents() throws {
        let dim = Box(false)
        let scene = RenderScene("multiply", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 2,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { dim.value = true }]) {
            Color.red.frame(width: 40, height: 20).colorMultiply(dim.value ? Color(red: 0, green: 0.5, blue: 1, opacity: 0.5) : .white)
        }
        let halfway = try #require(matrices(in: try player(scene).at(0.5)).first)
        #expect([halfway.r1, halfway.g2, halfway.b3, halfway.a4] == [0.5, 0.75, 1, 0.75])
    }
}

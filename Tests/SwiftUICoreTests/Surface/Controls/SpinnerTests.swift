import Foundation
import Testing
@testable import SwiftUICore

/// The spinner turns on the scene's clock, a spoke every 1/8 s.
struct SpinnerTests {
    /// The centre of each spoke as drawn (its path is in canvas points), with the opacity it is drawn at.
    private func spokes(_ frame: Frame) -> [(centre: CGPoint, opacity: Double)] {
        frame.drawnItems.compactMap { drawn in
            guard case .fill = drawn.item, let box = drawn.path?.boundingRect else { return nil }
            let opacity = drawn.effects.reduce(1.0) { product, effect in
                if case .opacity(let value) = effect { return product * value }
                return product
            }
            return (CGPoint(x: box.midX, y: box.midY), opacity)
        }
    }

    @Test func theDarkestSpokeStepsClockwiseAnEighthOfATurnEveryEighthOfASecond() throws {
        let played = player(RenderScene("spinner", duration: 2.5) { ProgressView() })
        for index in 0...150 {
            let spokes = spokes(try played.frame(at: index))
            #expect(spokes.count == 8)
            // The spokes sit round the spinner's centre, 7 pt out ((20 − 6) / 2: a 20 pt square,
            // 6 pt spokes); the darkest is drawn at opacity 1.
            let centre = CGPoint(
                x: spokes.map(\.centre.x).reduce(0, +) / 8, y: spokes.map(\.centre.y).reduce(0, +) / 8)
            let darkest = try #require(spokes.max { $0.opacity < $1.opacity })
            #expect(abs(darkest.opacity - 1) < 1e-9)
            // Frame i (60 fps) is in step floor(i / 7.5) = floor(2i / 15); the step's angle,
            // clockwise from twelve o'clock, is 45° × (step mod 8).
            let angle = Double((2 * index / 15) % 8) * .pi / 4
            let expected = CGPoint(x: centre.x + 7 * sin(angle), y: centre.y - 7 * cos(angle))
            #expect(isClose(darkest.centre, expected, within: 1e-6), "frame \(index)")
        }
    }

    @Test func aFullTurnLaterTheSpinnerIsDrawnTheSame() throws {
        let played = player(RenderScene("spinner", duration: 1) { ProgressView() })
        let start = try played.at(0), eighth = try played.at(0.125), turn = try played.at(1)
        #expect(start.displayList == turn.displayList)
        #expect(start.displayList != eighth.displayList)
    }

    /// The colours the spokes are filled with.
    private func spokeColors(_ frame: Frame) -> [Color.Resolved] {
        frame.drawnItems.compactMap { drawn in
            if case .fill(_, let color, _) = drawn.item { return color }
            return nil
        }
    }

    @Test func aTintColoursEverySpokeAndNoTintLeavesThemGrey() throws {
        let environment = EnvironmentValues()
        let tinted = spokeColors(try player(RenderScene("tinted", duration: 0.1) { ProgressView().tint(.red) }).frame(at: 0))
        // Eight spokes (UIActivityIndicatorView's medium style), each in the tint as it
        // resolves (its opacity is an effect, not the colour's).
        #expect(tinted == Array(repeating: Color.red.resolve(in: environment), count: 8))
        let plain = spokeColors(try player(RenderScene("plain", duration: 0.1) { ProgressView() }).frame(at: 0))
        #expect(plain.count == 8)
        #expect(!plain.contains(Color.red.resolve(in: environment)))
        #expect(!plain.contains(Color.accentColor.resolve(in: environment)))
    }
}

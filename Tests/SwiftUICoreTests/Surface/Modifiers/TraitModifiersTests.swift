import Foundation
import Testing
@testable import SwiftUICore

/// `zIndex(_:)`: the order siblings are drawn in, in any container; layout is untouched.
struct TraitModifiersTests {
    /// The colours of the fills drawn, in drawing order (the canvas left out).
    private func drawnColors(_ frame: Frame) -> [Color.Resolved] {
        frame.displayList.allItems.dropFirst().compactMap { item in
            guard case .fill(_, let color, _) = item else { return nil }
            return color
        }
    }

    private let red = Color(red: 1, green: 0, blue: 0)
    private let green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func resolved(_ colors: Color...) -> [Color.Resolved] {
        colors.map { $0.resolve(in: EnvironmentValues()) }
    }

    @Test func aHigherIndexIsDrawnInFrontAndEqualOnesKeepTheirOrder() throws {
        let frame = try layOut(ZStack {
            red.frame(width: 30, height: 30).zIndex(1)
            green.frame(width: 20, height: 20)
            blue.frame(width: 10, height: 10)
        })
        #expect(drawnColors(frame) == resolved(green, blue, red))
        let tied = try layOut(ZStack {
            red.frame(width: 30, height: 30).zIndex(2)
            green.frame(width: 20, height: 20).zIndex(2)
            blue.frame(width: 10, height: 10).zIndex(-1)
        })
        #expect(drawnColors(tied) == resolved(blue, red, green))
    }

    @Test func itOrdersAStacksChildrenWithoutMovingThem() throws {
        func stack(raised: Bool) -> some View {
            VStack(spacing: 0) {
                red.frame(width: 40, height: 20).accessibilityIdentifier("top").zIndex(raised ? 1 : 0)
                green.frame(width: 40, height: 20).accessibilityIdentifier("bottom")
            }
        }
        let plain = try layOut(stack(raised: false)), raised = try layOut(stack(raised: true))
        #expect(drawnColors(plain) == resolved(red, green))
        #expect(drawnColors(raised) == resolved(green, red))
        #expect(raised.rect("top") == plain.rect("top") && raised.rect("bottom") == plain.rect("bottom"))
    }

    @Test func itPassesThroughModifiersOnTheSameView() throws {
        let frame = try layOut(ZStack {
            red.frame(width: 30, height: 30).zIndex(1).padding(4).opacity(0.5)
            green.frame(width: 20, height: 20)
        })
        #expect(drawnColors(frame) == resolved(green, red))
    }

    @Test func aChangedIndexReordersAtOnceEvenWhenAnimated() throws {
        let raised = Box(false)
        let scene = RenderScene("raise", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 4,
                                script: [.run(at: 0.25, animation: .linear(duration: 1)) { raised.value = true }]) {
            ZStack {
                Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30).zIndex(raised.value ? 1 : 0)
                Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
            }
        }
        let play = player(scene)
        #expect(drawnColors(try play.at(0)) == resolved(red, green))
        #expect(drawnColors(try play.at(0.25)) == resolved(green, red))
    }
}

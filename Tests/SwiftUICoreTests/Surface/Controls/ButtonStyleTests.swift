import Foundation
import Testing
@testable import SwiftUICore

/// A style that draws its label in a 10-point-padded box: its body holds the configuration's
/// label, and the button's tap stays with the whole of it.
private struct BoxedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(configuration.role == .destructive ? Color.red : Color.gray)
    }
}

/// A primitive style that acts only through the `Button(configuration)` it holds.
private struct WrappingPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4)
    }
}

private struct Counter<S: PrimitiveButtonStyle>: View {
    let style: S
    var disabled = false
    @State private var count = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }
            .buttonStyle(style)
            .disabled(disabled)
    }
}

private struct StyledCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }.buttonStyle(BoxedButtonStyle())
    }
}

struct ButtonStyleTests {
    func fills(_ frame: Frame) -> [(CGRect, Color.Resolved)] {
        frame.drawnItems.compactMap { drawn in
            if case .fill(_, let color, _) = drawn.item, let box = drawn.path?.boundingRect { return (box, color) }
            return nil
        }
    }

    func textColors(_ frame: Frame) -> [Color.Resolved] {
        frame.displayList.allItems.compactMap { item in
            if case .text(let run, _) = item { return run.color }
            return nil
        }
    }

    @Test func aBorderedButtonIsItsLabelInsetSevenAndTwelvePointsOnAPaleTint() throws {
        // The test engine's body text: 17 pt tall, each of "Go"'s 2 characters 8.5 pt wide,
        // so 17 × 17; UIKit's medium insets (7 above and below, 12 at the sides) make 41 × 31.
        let frame = try layOut(width: 200, height: 100, Button("Go") {}.buttonStyle(.bordered))
        let fill = try #require(fills(frame).first)
        #expect(abs(fill.0.width - 41) < 0.01 && abs(fill.0.height - 31) < 0.01)
        // The fill is the accent colour (system blue, 0 122 255) at 15 % opacity.
        #expect(fill.1 == Color.Resolved(red: 0, green: 122 / 255, blue: 1, opacity: 0.15))
        #expect(textColors(frame) == [Color.Resolved(red: 0, green: 122 / 255, blue: 1)])
    }

    @Test func aLargeProminentButtonIsFiftyPointsTallWhiteOnTheTint() throws {
        // 17 + 2 × 14 = 45 with the test engine (50 with iOS's 22-point body line).
        let frame = try layOut(width: 200, height: 100, Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.green))
        let fill = try #require(fills(frame).first)
        #expect(abs(fill.0.height - 45) < 0.01 && abs(fill.0.width - 57) < 0.01)
        #expect(fill.1 == Color.green.resolve(in: EnvironmentValues()))
        #expect(textColors(frame) == [Color.Resolved(red: 1, green: 1, blue: 1)])
    }

    @Test func aDestructiveButtonIsRedInEveryStyle() throws {
        let red = Color.red.resolve(in: EnvironmentValues())
        for style in [AnyButtonStyle.builtIn(.tinted), .builtIn(.plain), .builtIn(.bordered)] {
            let frame = try layOut(width: 200, height: 100, Button("Delete", role: .destructive) {}.environment(\.buttonStyle, style))
            #expect(textColors(frame) == [red])
        }
    }

    @Test func aPlainButtonKeepsTheEnvironmentsColour() throws {
        let frame = try layOut(width: 200, height: 100, Button("Go") {}.buttonStyle(.plain).foregroundStyle(.green))
        #expect(textColors(frame) == [Color.green.resolve(in: EnvironmentValues())])
    }

    @Test func aDisabledButtonIsDimmedAndCannotBeTapped() throws {
        let play = player(RenderScene("disabled", duration: 1, fps: 10, script: [.tap("Add 0", at: 0.2)]) {
            Counter(style: .automatic, disabled: true)
        })
        #expect(throws: (any Error).self) { try play.at(0.3) }
        let frame = try layOut(width: 200, height: 100, Counter(style: .automatic, disabled: true))
        #expect(textColors(frame) == [Color.tertiaryLabel.resolve(in: EnvironmentValues())])
    }

    @Test func everyBuiltInStyleKeepsTheTap() throws {
        for style in [AnyButtonStyle.builtIn(.plain), .builtIn(.bordered), .builtIn(.borderedProminent)] {
            let play = player(RenderScene("tap", duration: 1, fps: 10, script: [.tap("Add 0", at: 0.2)]) {
                Counter(style: .automatic).environment(\.buttonStyle, style)
            })
            #expect(try play.at(0.3).drawnTexts.map(\.string) == ["Add 1"])
        }
    }

    @Test func aCustomStyleWrapsTheLabelAndKeepsTheTap() throws {
        let play = player(RenderScene("custom", duration: 1, fps: 10, script: [.tap("Add 0", at: 0.2)]) { StyledCounter() })
        let frame = try play.at(0.3)
        #expect(frame.drawnTexts.map(\.string) == ["Add 1"])
        // "Add 1": 5 characters × 8.5 pt = 42.5 wide, 17 tall, padded 10 on every side.
        let box = try #require(fills(frame).first?.0)
        #expect(abs(box.width - 62.5) < 0.01 && abs(box.height - 37) < 0.01)
    }

    @Test func aPrimitiveStyleActsThroughTheButtonItHolds() throws {
        let play = player(RenderScene("primitive", duration: 1, fps: 10, script: [.tap("Add 0", at: 0.2), .tap("Add 1", at: 0.5)]) {
            Counter(style: WrappingPrimitiveStyle())
        })
        #expect(try play.at(0.6).drawnTexts.map(\.string) == ["Add 2"])
    }

    @Test func aBorderShapeChangesTheOutline() throws {
        let frame = try layOut(width: 200, height: 100, Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        let capsule = try layOut(width: 200, height: 100, Capsule().fill(.red).frame(width: 41, height: 31))
        let drawn = try #require(frame.drawnItems.first { if case .fill = $0.item { true } else { false } }?.path)
        let expected = try #require(capsule.drawnItems.first { if case .fill = $0.item { true } else { false } }?.path)
        // Both 41 × 31, centred on a 200 × 100 canvas: the same outline.
        #expect(drawn.elements.count == expected.elements.count)
        #expect(drawn.boundingRect == expected.boundingRect)
    }
}

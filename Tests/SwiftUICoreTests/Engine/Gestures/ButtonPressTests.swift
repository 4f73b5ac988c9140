import Foundation
import Testing
@testable import SwiftUICore

struct ButtonPressTests {
    /// A style that shows whether its button is pressed.
    private struct PressShowingStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.accessibilityIdentifier(configuration.isPressed ? "pressed" : "idle")
        }
    }

    @Test func aHeldButtonIsPressedInItsStyleAndActsWhenReleased() throws {
        let log = Log()
        let play = player(RenderScene("press", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .press(.text("Save"), at: 0.2),
            .release(at: 0.5),
        ]) {
            Button("Save") { log.entries.append("saved") }.buttonStyle(PressShowingStyle())
        })
        #expect(try play.at(0.1).geometry(named: "idle") != nil)
        #expect(try play.at(0.3).geometry(named: "pressed") != nil)
        #expect(log.entries.isEmpty)
        #expect(try play.at(0.5).geometry(named: "idle") != nil)
        #expect(log.entries == ["saved"])
    }

    @Test func aTappedButtonActsOnce() throws {
        let log = Log()
        let play = player(RenderScene("tap", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.text("Save"), at: 0.2),
        ]) {
            Button("Save") { log.entries.append("saved") }
        })
        _ = try play.at(1)
        #expect(log.entries == ["saved"])
    }

    @Test func aDragThatStartsOnAButtonTakesTheTouchFromIt() throws {
        let log = Log()
        let play = player(RenderScene("drag", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
            .drag(from: .text("Save"), by: CGSize(width: 0, height: 80), duration: 0.3, at: 0.1),
        ]) {
            ZStack {
                Color.gray
                Button("Save") { log.entries.append("saved") }
            }
            .gesture(DragGesture().onEnded { _ in log.entries.append("dragged") })
        })
        _ = try play.at(1)
        #expect(log.entries == ["dragged"])
    }

    @Test func aPrimitiveStylesButtonActsThroughItsConfigurationsTrigger() throws {
        let log = Log()
        let play = player(RenderScene("primitive", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .press(.text("Save"), at: 0.1),
        ]) {
            Button("Save") { log.entries.append("saved") }.buttonStyle(LongPressStyle())
        })
        // The style triggers on a long press: held from 0.1 s, it acts at 0.4 s.
        _ = try play.at(0.3)
        #expect(log.entries.isEmpty)
        _ = try play.at(0.4)
        #expect(log.entries == ["saved"])
    }

    private struct LongPressStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onLongPressGesture(minimumDuration: 0.3) { configuration.trigger() }
        }
    }
}

import Foundation
import Testing
@testable import SwiftUICore

private struct Setting: View {
    @State var isOn = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

/// A style that draws "on"/"off" beside the label and holds the switch of its configuration.
private struct CaptionedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text(configuration.isOn ? "on" : "off")
            Toggle(configuration)
        }
    }
}

struct ToggleTests {
    func track(_ frame: Frame) throws -> (CGRect, Color.Resolved) {
        // The track is the first fill: a capsule 51 × 31 (UISwitch's intrinsic size).
        for drawn in frame.drawnItems {
            if case .fill(_, let color, _) = drawn.item, let box = drawn.path?.boundingRect { return (box, color) }
        }
        throw CancellationError()
    }

    func thumb(_ frame: Frame) throws -> CGRect {
        try #require(frame.geometry.first { $0.typeName == "Circle" }).frame
    }

    @Test func theSwitchIsFiftyOneByThirtyOneAtTheRowsTrailingEdge() throws {
        let frame = try layOut(width: 300, height: 100, Toggle("Wi-Fi", isOn: .constant(false)))
        let (box, color) = try track(frame)
        // The toggle fills the 300-point width (label, spacer, switch); the canvas centres it
        // vertically: (100 − 31) / 2 = 34.5, drawn on the pixel grid at scale 1 at 35.
        #expect(abs(box.width - 51) < 0.01 && abs(box.height - 31) < 0.01)
        #expect(abs(box.maxX - 300) < 0.01 && abs(box.minY - 35) < 0.01, "\(box)")
        #expect(color == Color(uiColor: .secondarySystemFill).resolve(in: EnvironmentValues()))
        // Off: the 27-point thumb 2 points in from the track's leading edge.
        let off = try thumb(frame)
        #expect(abs(off.width - 27) < 0.01 && abs(off.minX - (box.minX + 2)) < 0.01 && abs(off.minY - (box.minY + 2)) < 0.01)
    }

    @Test func onTheThumbIsTwoPointsFromTheTrailingEdgeOnGreenOrTheTint() throws {
        let frame = try layOut(width: 300, height: 100, Toggle("Wi-Fi", isOn: .constant(true)))
        let (box, color) = try track(frame)
        #expect(color == Color.green.resolve(in: EnvironmentValues()))
        #expect(abs(try thumb(frame).maxX - (box.maxX - 2)) < 0.01)
        let tinted = try layOut(width: 300, height: 100, Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange))
        #expect(try track(tinted).1 == Color.orange.resolve(in: EnvironmentValues()))
    }

    @Test func aScriptTapsTheToggleByItsLabelAndTheThumbSlidesOverAQuarterSecond() throws {
        let play = player(RenderScene("toggle", duration: 1, fps: 20, script: [.tap("Wi-Fi", at: 0.2)]) {
            Setting().frame(width: 300)
        })
        let start = try thumb(play.at(0.1)).minX
        // Within the 0.25 s after the tap at 0.2 s, the thumb is on its way.
        let middle = try thumb(play.at(0.35)).minX
        let end = try thumb(play.at(0.6)).minX
        // The thumb moves 51 − 27 − 2 × 2 = 20 points.
        #expect(abs(end - start - 20) < 0.01)
        #expect(middle > start + 1 && middle < end - 1, "\(start) \(middle) \(end)")
    }

    @Test func aDisabledToggleCannotBeTapped() throws {
        let play = player(RenderScene("toggle", duration: 1, fps: 10, script: [.tap("Wi-Fi", at: 0.2)]) {
            Setting().disabled(true)
        })
        #expect(throws: (any Error).self) { try play.at(0.3) }
    }

    @Test func aStyleCanHoldItsConfigurationsSwitch() throws {
        let frame = try layOut(width: 300, height: 100, Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CaptionedToggleStyle()))
        #expect(frame.drawnTexts.map(\.string) == ["on", "Wi-Fi"])
        #expect(frame.geometry.filter { $0.typeName == "Circle" }.count == 1)
    }
}

struct LabelsHiddenTests {
    @Test func aToggleWithItsLabelHiddenIsTheSwitchAloneAndStillTappedByItsLabel() throws {
        struct Setting: View {
            @State var isOn = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $isOn).labelsHidden().accessibilityIdentifier("toggle")
                    Color.red.frame(width: isOn ? 30 : 10, height: 10).accessibilityIdentifier("state")
                }
            }
        }
        let play = player(RenderScene("hidden", duration: 1, fps: 10, script: [.tap("Wi-Fi", at: 0.2)]) { Setting() })
        let before = try play.at(0.1)
        // The switch alone: 51 × 31 (UISwitch), no label text, not stretched by a spacer.
        #expect(!before.drawnTexts.contains { $0.opacity > 0 })
        #expect(before.rect("toggle").size == CGSize(width: 51, height: 31))
        #expect(try play.at(0.5).rect("state").width == 30)
    }
}

import Foundation
import Testing
@testable import SwiftUICore

// Previews as a SwiftUI file writes them; the tests below find them in the test executable.
// Each one's line is noted just above it, so that the expected places are not hand-counted.

private let greetingLine = #line + 1
#Preview("Greeting") {
    Text("Hello")
}

private let unnamedLine = #line + 1
#Preview {
    Rectangle().frame(width: 120, height: 30)
}

#Preview("Fitting", traits: .sizeThatFitsLayout) {
    Rectangle().frame(width: 100.5, height: 40)
}

#Preview("Fixed landscape", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) {
    Color.red
}

#Preview("Landscape", traits: .landscapeRight) {
    Color.blue
}

#Preview("Counter") {
    @Previewable @State var count = 3
    Button("Add") { count += 1 }
    Text("Count \(count)").accessibilityIdentifier("count")
}

#Preview("Night") {
    Text("Dark").preferredColorScheme(.dark)
}

private let sameLine = #line
#Preview("Twin") { Text("A") }; #Preview("Twin") { Text("B") }

@MainActor
struct PreviewTests {
    private func preview(_ name: String) throws -> Preview {
        try #require(try Preview.registered().first { $0.displayName == name && $0.source.fileID.hasSuffix("PreviewTests.swift") })
    }

    @Test func previewsAreFoundWithTheirNamesAndPlaces() throws {
        let here = try Preview.registered().filter { $0.source.fileID == "SwiftUICoreTests/PreviewTests.swift" }
        #expect(here.map(\.displayName) == [
            "Greeting", "PreviewTests.swift:\(unnamedLine)", "Fitting", "Fixed landscape", "Landscape", "Counter", "Night", "Twin", "Twin",
        ])
        #expect(here.first?.source.line == greetingLine)
        #expect(here.first?.source.column == 1)
        #expect(here.first?.source.filePath == #filePath)
        #expect(here[1].name == nil)
    }

    @Test func twoPreviewsOnOneLineWithOneNameAreBothFoundByColumn() throws {
        let twins = try Preview.registered().filter { $0.name == "Twin" }
        #expect(twins.map(\.source.line) == [sameLine + 1, sameLine + 1])
        // `#Preview("Twin") { Text("A") }; ` is 32 characters: the second starts at column 33.
        #expect(twins.map(\.source.column) == [1, 33])
    }

    /// `preferredColorScheme(_:)` around the view a body returns draws the preview in that
    /// scheme whatever scheme is asked for, as Xcode's canvas does; without it, the one asked.
    @Test func aSchemeWrittenAroundTheBodysViewDrawsThePreviewInIt() throws {
        let engine = MonospacedTestTextEngine()
        #expect(try preview("Night").scene(colorScheme: .light, textEngine: engine).canvas.colorScheme == .dark)
        #expect(try preview("Greeting").scene(colorScheme: .light, textEngine: engine).canvas.colorScheme == .light)
        #expect(try preview("Greeting").scene(colorScheme: .dark, textEngine: engine).canvas.colorScheme == .dark)
    }

    @Test func traitsChooseTheLayoutAndTheOrientation() throws {
        #expect(try preview("Greeting").layout == .device)
        #expect(try preview("Greeting").orientation == .portrait)
        #expect(try preview("Fitting").layout == .sizeThatFits)
        #expect(try preview("Fixed landscape").layout == .fixed(width: 300, height: 200))
        #expect(try preview("Fixed landscape").orientation == .landscapeLeft)
        #expect(try preview("Landscape").orientation == .landscapeRight)
    }

    @Test func aDevicePreviewFillsTheScreenAndCentresItsViewInTheSafeArea() throws {
        let scene = try preview("PreviewTests.swift:\(unnamedLine)").scene(textEngine: MonospacedTestTextEngine())
        #expect(scene.canvas.size == CGSize(width: 390, height: 844) && scene.canvas.device == .iPhone14)
        let frame = try scene.makeGraph(textEngine: MonospacedTestTextEngine()).makeFrame()
        // The safe area's container fills the screen; in it, a 120 × 30 rectangle is centred in
        // the iPhone 14's safe area (47 from the top, 34 from the bottom): origin
        // ((390 − 120)/2, 47 + (844 − 47 − 34 − 30)/2) = (135, 413.5), drawn at 2x on the
        // half-point grid.
        #expect(frame.geometry.first { $0.depth == 0 }?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame.geometry.first { $0.depth == 1 }?.frame == CGRect(x: 135, y: 413.5, width: 120, height: 30))
    }

    @Test func aPreviewNamingADeviceIsDrawnOnItAndTheCommandsDeviceOtherwise() throws {
        let scene = try preview("PreviewTests.swift:\(unnamedLine)").scene(device: .iPhone16Pro, textEngine: MonospacedTestTextEngine())
        #expect(scene.canvas.size == CGSize(width: 402, height: 874) && scene.canvas.safeAreaInsets.top == 62)
        // A size-that-fits preview is on no device: a plain canvas of its own size.
        #expect(try preview("Fitting").scene(device: .iPhone16Pro, textEngine: MonospacedTestTextEngine()).canvas.device == nil)
    }

    @Test func aLandscapeTraitTurnsTheScreen() throws {
        #expect(try preview("Landscape").scene(textEngine: MonospacedTestTextEngine()).canvas.size == CGSize(width: 844, height: 390))
    }

    @Test func aFixedLayoutIsTheCanvas() throws {
        #expect(try preview("Fixed landscape").scene(textEngine: MonospacedTestTextEngine()).canvas.size == CGSize(width: 300, height: 200))
    }

    @Test func sizeThatFitsIsTheViewsSizeRoundedUpToWholePoints() throws {
        // The rectangle asks for 100.5 × 40; the canvas is whole points: 101 × 40.
        let scene = try preview("Fitting").scene(colorScheme: .dark, scale: 3, textEngine: MonospacedTestTextEngine())
        #expect(scene.canvas.size == CGSize(width: 101, height: 40))
        #expect(scene.canvas.scale == 3)
        #expect(scene.canvas.colorScheme == .dark)
    }

    @Test func previewableStateIsThePreviewsOwnAndChanges() throws {
        let scene = try preview("Counter").scene(duration: 1, fps: 2, script: [.tap("Add", at: 0.5)], textEngine: MonospacedTestTextEngine())
        let player = Player(scene: scene, textEngine: MonospacedTestTextEngine())
        let texts = try (0..<3).map { index in
            try player.frame(at: index).displayList.allItems.compactMap { item -> String? in
                if case .text(let run, _) = item { run.request.string } else { nil }
            }
        }
        #expect(texts.map { $0.contains("Count 3") } == [true, false, false])
        #expect(texts.map { $0.contains("Count 4") } == [false, true, true])
    }
}

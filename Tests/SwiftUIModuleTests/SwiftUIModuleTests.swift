import SwiftUI
import Testing

// Views written as a SwiftUI user writes them, with `import SwiftUI` and no `import Cutaway`:
// names qualified with the module (`SwiftUI.View`, `@SwiftUI.State`), `@Observable`
// models read through `@Environment(Model.self)` and written through `@Bindable`. Each test
// plays a scene on a 390×280 canvas at 1x and checks a frame against numbers worked out by
// hand: the root centres its content, so a fixed `.frame(width: w, height: h)` lands at
// ((390 - w) / 2, (280 - h) / 2).

let canvas = RenderCanvas(width: 390, height: 280, scale: 1)

/// The rectangle a view of a fixed size is centred in on `canvas`.
private func centred(width: CGFloat, height: CGFloat) -> CGRect {
    CGRect(x: (390 - width) / 2, y: (280 - height) / 2, width: width, height: height)
}

/// Text with arithmetic metrics, so that a text's frame can be worked out by hand: every
/// character is 10 points wide, every line 20 points high (ascent 16, descent 4), whatever the
/// font.
final class FixedWidthTextEngine: TextEngine {
    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: 16, descent: 4, capHeight: 12, lineHeight: 20)
    }

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        let lines = request.string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = CGFloat(lines.map(\.count).max() ?? 0) * 10
        return TextLayoutResult(
            size: CGSize(width: width, height: CGFloat(lines.count) * 20), firstBaseline: 16,
            lastBaseline: 16 + CGFloat(lines.count - 1) * 20, lineCount: lines.count, isTruncated: false)
    }
}

/// The frames of the view named `name` at `times` (multiples of 1/fps, ascending), from one
/// player that plays every frame up to the last.
private func frames(of name: String, at times: [Double], in scene: RenderScene) throws -> [CGRect?] {
    let player = Player(scene: scene, textEngine: FixedWidthTextEngine())
    var result: [CGRect?] = []
    try player.play(through: times.map { Int(($0 * Double(scene.fps)).rounded()) }) { frame in
        result.append(frame.geometry(named: name)?.frame)
    }
    return result
}

// MARK: - Qualified names and @State

private struct Card: SwiftUI.View {
    @SwiftUI.State var on = false

    var body: some SwiftUI.View {
        SwiftUI.VStack {
            SwiftUI.Text("Hi").accessibilityIdentifier("greeting")
        }
        .frame(width: on ? 200 : 120, height: 80)
        .accessibilityIdentifier("card")
        .overlay { SwiftUI.Button("Grow") { on.toggle() } }
    }
}

@Suite("SwiftUI module: qualified names and @State")
struct QualifiedNameTests {
    let scene = RenderScene("card", canvas: canvas, duration: 1, fps: 10, script: [.tap("Grow", at: 0.5)]) { Card() }

    @Test func aCardOfQualifiedNamesIsCentredAtItsFixedFrame() throws {
        #expect(try frames(of: "card", at: [0], in: scene) == [centred(width: 120, height: 80)])
    }

    @Test func theCardsTextIsCentredInItsFrameAtItsMeasuredSize() throws {
        // "Hi": 2 characters × 10 pt by one 20-pt line, centred in the 120×80 frame at (135, 100).
        #expect(try frames(of: "greeting", at: [0], in: scene) == [CGRect(x: 135 + 50, y: 100 + 30, width: 20, height: 20)])
    }

    @Test func tappingTheButtonWritesTheQualifiedStateAndWidensTheCard() throws {
        #expect(try frames(of: "card", at: [0.4, 0.5], in: scene) == [centred(width: 120, height: 80), centred(width: 200, height: 80)])
    }

    @Test func swiftUIsNamesAreSwiftUICoresTypes() {
        #expect(SwiftUI.Text.self == SwiftUICore.Text.self)
        #expect(SwiftUI.VStack<SwiftUI.Text>.self == SwiftUICore.VStack<SwiftUICore.Text>.self)
        #expect(SwiftUI.State<Bool>.self == SwiftUICore.State<Bool>.self)
    }
}

// MARK: - @Observable through @Environment and @Bindable

@Observable private final class Model {
    var width: CGFloat = 100
}

private struct EnvironmentPanel: SwiftUI.View {
    @SwiftUI.Environment(Model.self) private var model

    var body: some SwiftUI.View {
        SwiftUI.Color.blue.frame(width: model.width, height: 40).accessibilityIdentifier("panel")
    }
}

private struct BindablePanel: SwiftUI.View {
    @SwiftUI.Bindable var model: Model

    var body: some SwiftUI.View {
        SwiftUI.Color.blue.frame(width: model.width, height: 40)
            .accessibilityIdentifier("panel")
            .overlay { WidenButton(width: $model.width) }
    }
}

private struct WidenButton: SwiftUI.View {
    @SwiftUI.Binding var width: CGFloat

    var body: some SwiftUI.View {
        SwiftUI.Button("Widen") { width = 300 }
    }
}

@Suite("SwiftUI module: @Observable models")
@MainActor struct ObservableModelTests {
    @Test func aModelReadThroughTheEnvironmentSizesThePanelAndItsWriteResizesIt() throws {
        let model = Model()
        let scene = RenderScene("environment", canvas: canvas, duration: 1, fps: 10, script: [.run(at: 0.5) { model.width = 300 }]) {
            EnvironmentPanel().environment(model)
        }
        #expect(try frames(of: "panel", at: [0.4, 0.5], in: scene) == [centred(width: 100, height: 40), centred(width: 300, height: 40)])
    }

    @Test func aBindingFromBindableWritesTheModelAndResizesThePanel() throws {
        let model = Model()
        let scene = RenderScene("bindable", canvas: canvas, duration: 1, fps: 10, script: [.tap("Widen", at: 0.5)]) {
            BindablePanel(model: model)
        }
        #expect(try frames(of: "panel", at: [0.4, 0.5], in: scene) == [centred(width: 100, height: 40), centred(width: 300, height: 40)])
        #expect(model.width == 300)
    }
}

// A preview the way an iOS file written before `#Preview` declares it, with SwiftUI's names
// qualified: it compiles as it is, and `Preview.registered()` makes one preview per view.
private let swatchProviderLine = #line + 1
struct QualifiedSwatch_Previews: SwiftUI.PreviewProvider {
    static var previews: some SwiftUI.View {
        SwiftUI.Group {
            SwiftUI.Color.red.frame(width: 40, height: 20)
                .previewLayout(SwiftUI.PreviewLayout.fixed(width: 100, height: 50))
                .previewDevice(SwiftUI.PreviewDevice(rawValue: "iPhone 14"))
            SwiftUI.Color.blue
                .previewDisplayName("Qualified blue")
                .previewInterfaceOrientation(SwiftUI.InterfaceOrientation.landscapeRight)
                .preferredColorScheme(SwiftUI.ColorScheme.dark)
        }
    }

    static var platform: SwiftUI.PreviewPlatform? { .iOS }
}

@Suite("SwiftUI module: PreviewProvider")
@MainActor struct PreviewProviderModuleTests {
    @Test func aQualifiedProviderMakesOnePreviewPerViewAtItsDeclaration() throws {
        let previews = try SwiftUI.Preview.registered().filter { $0.source.fileID == "SwiftUIModuleTests/SwiftUIModuleTests.swift" }
        #expect(previews.map(\.displayName) == ["QualifiedSwatch_Previews 1", "Qualified blue"])
        #expect(previews.map(\.source.line) == [swatchProviderLine, swatchProviderLine])
        #expect(previews.map(\.layout) == [.fixed(width: 100, height: 50), .device])
        #expect(previews.map(\.orientation) == [.portrait, .landscapeRight])
        #expect(previews.map(\.preferredColorScheme) == [nil, .dark])
    }
}

// MARK: - Dates on the scene's clock

/// A ticker as users write one: a timeline from `.now`, its text made from `context.date`.
private struct Ticker: SwiftUI.View {
    var body: some SwiftUI.View {
        SwiftUI.TimelineView(.periodic(from: .now, by: 2)) { context in
            // One "I" per second of the minute shown, plus one: 9:41:00 is one, 9:41:02 three.
            let second = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "GMT")!, from: context.date).second ?? 0
            SwiftUI.Text(verbatim: String(repeating: "I", count: second + 1)).accessibilityIdentifier("ticks")
        }
    }
}

/// The same ticker written with Foundation's dates: a timeline from `Date.now`, its text made
/// from `Date()`, both spelt as an iOS file spells them.
private struct PresentTicker: SwiftUI.View {
    var body: some SwiftUI.View {
        SwiftUI.TimelineView(.periodic(from: Date.now, by: 2)) { _ in
            let second = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "GMT")!, from: Date()).second ?? 0
            SwiftUI.Text(verbatim: String(repeating: "I", count: second + 1)).accessibilityIdentifier("ticks")
        }
    }
}

@Suite("SwiftUI module: dates")
struct SceneDateTests {
    @Test func aTimelineFromNowTicksOnTheScenesClock() throws {
        // `.now` is the scene's present when the schedule is made, 09:41:00; entries every 2 s:
        // at 2.5 s the timeline shows 09:41:02 (3 characters, 30 pt), at 4.5 s 09:41:04 (50 pt),
        // whatever the machine's clock says.
        let scene = RenderScene("ticker", canvas: canvas, duration: 5, fps: 10) { Ticker() }
        let widths = try frames(of: "ticks", at: [0, 2.5, 4.5], in: scene).map { $0?.width }
        #expect(widths == [10, 30, 50])
    }

    @Test func foundationsDatesInABodyAreTheScenesToo() throws {
        // `Date.now` and `Date()` read the scene's clock in a scene's code
        // (Cutaway's `clock_gettime`): the same widths as the ticker above.
        let scene = RenderScene("present", canvas: canvas, duration: 5, fps: 10) { PresentTicker() }
        let widths = try frames(of: "ticks", at: [0, 2.5, 4.5], in: scene).map { $0?.width }
        #expect(widths == [10, 30, 50])
    }
}

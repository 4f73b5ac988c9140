import Foundation
import Testing
@testable import SwiftUICore

private enum Theme: String { case light, dark }

/// Shows the stored count and a button that adds one to it.
private struct Counter: View {
    @AppStorage("count") private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Reads the same key in another view.
private struct CountEcho: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("mirror \(count)") }
}

/// A switch flipped through the `$isOn` binding, and an enum stored as its raw value.
private struct Settings: View {
    @AppStorage("isOn") private var isOn = false
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("theme") private var themeName = "none"
    var body: some View {
        VStack {
            Switch(isOn: $isOn)
            Text(isOn ? "on" : "off")
            Button("Dark") { theme = .dark }
            Text("theme \(themeName)")
        }
    }
}

/// Flips the bound value when tapped.
private struct Switch: View {
    @Binding var isOn: Bool
    var body: some View { Button("Switch") { isOn.toggle() } }
}

struct AppStorageTests {
    private func strings(_ frame: Frame) -> [String] { frame.drawnTexts.map(\.string) }

    @Test func aWriteReEvaluatesEveryViewReadingTheKey() throws {
        // Two taps on "Add": the counter and the mirror both read 2 (0 + 1 + 1).
        let scene = RenderScene("count", duration: 1, fps: 10, script: [.tap("Add", at: 0.2), .tap("Add", at: 0.5)]) {
            VStack { Counter(); CountEcho() }
        }
        let frame = try player(scene).at(1)
        #expect(strings(frame).contains("count 2"))
        #expect(strings(frame).contains("mirror 2"))
    }

    @Test func eachSceneHasItsOwnDefaults() throws {
        // The first scene adds one; the second, played after it, starts from the default 0.
        let first = RenderScene("first", duration: 1, fps: 10, script: [.tap("Add", at: 0.2)]) { Counter() }
        #expect(strings(try player(first).at(1)).contains("count 1"))
        let second = RenderScene("second", duration: 1, fps: 10) { Counter() }
        #expect(strings(try player(second).at(1)).contains("count 0"))
        // The same scene played again starts afresh too: the same frames each run.
        #expect(strings(try player(first).at(0)).contains("count 0"))
    }

    @Test func theProjectedBindingWritesAndARawRepresentableIsStoredAsItsRawValue() throws {
        // The toggle flips `isOn` through `$isOn`; the enum written as `.dark` reads back as
        // the string "dark" through the String property with the same key.
        let scene = RenderScene("settings", duration: 1, fps: 10, script: [.tap("Switch", at: 0.2), .tap("Dark", at: 0.5)]) {
            Settings()
        }
        let play = player(scene)
        let first = strings(try play.at(0))
        #expect(first.contains("off"))
        #expect(first.contains("theme none"))
        let frame = try play.at(1)
        #expect(strings(frame).contains("on"))
        #expect(strings(frame).contains("theme dark"))
    }

    @Test func aKeyNeverWrittenReadsAsTheDefaultAndOptionalsAsNil() {
        // Outside a scene the property keeps its writes locally.
        let stored = AppStorage(wrappedValue: 3.5, "ratio")
        #expect(stored.wrappedValue == 3.5)
        stored.wrappedValue = 7
        #expect(stored.wrappedValue == 7)
        let optional = AppStorage<String?>("name")
        #expect(optional.wrappedValue == nil)
        optional.projectedValue.wrappedValue = "Ada"
        #expect(optional.wrappedValue == "Ada")
    }
}

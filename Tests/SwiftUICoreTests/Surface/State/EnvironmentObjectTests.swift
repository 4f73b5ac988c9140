import Testing
@testable import SwiftUICore

private final class Theme: ObservableObject {
    @Published var title = "Light"
}

@Observable private final class Library {
    var count = 1
}

@MainActor
private struct ThemeTitle: @preconcurrency View {
    @EnvironmentObject var theme: Theme
    var body: some View {
        Text(theme.title).accessibilityIdentifier("title")
    }
}

private struct BookCount: View {
    @Environment(Library.self) var library
    var body: some View {
        Text(String(repeating: "x", count: library.count)).accessibilityIdentifier("count")
    }
}

@MainActor
struct EnvironmentObjectTests {
    @Test func anAncestorsObjectReachesTheViewAndItsWritesReEvaluateIt() throws {
        let theme = Theme()
        let scene = RenderScene("theme", duration: 1, fps: 10, script: [.run(at: 0.5) { theme.title = "A much darker theme" }]) {
            VStack { ThemeTitle() }.environmentObject(theme)
        }
        let play = player(scene)
        let before = try #require(try play.at(0.4).geometry(named: "title")).frame.width
        let after = try #require(try play.at(0.6).geometry(named: "title")).frame.width
        #expect(after > before)
    }

    @Test func anObservableObjectInTheEnvironmentIsReadByType() throws {
        let library = Library()
        let scene = RenderScene("library", duration: 1, fps: 10) {
            BookCount().environment(library)
        }
        let play = player(scene)
        let one = try #require(try play.at(0.1).geometry(named: "count")).frame.width
        library.count = 5
        let five = try #require(try play.at(0.2).geometry(named: "count")).frame.width
        // Monospaced test engine: five characters are five times as wide as one.
        #expect(abs(five - 5 * one) < 1e-9)
    }
}

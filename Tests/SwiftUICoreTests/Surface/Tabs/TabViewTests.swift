import Foundation
import Testing
@testable import SwiftUICore

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("First page").accessibilityIdentifier("first")
                .tabItem { Label("One", systemImage: "house") }
            Text("Second page").accessibilityIdentifier("second")
                .tabItem { Label("Two", systemImage: "gear") }
                .badge(4)
        }
    }
}

private struct Pages: View {
    @State var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                Text("A").tag(0).accessibilityIdentifier("a")
                Text("B").tag(1).accessibilityIdentifier("b")
            }
            .tabViewStyle(.page)
            Button("Next") { withAnimation(.linear(duration: 1)) { page = 1 } }
        }
    }
}

/// Numbers: an iPhone 15's safe area runs from 59 to 818; the bar is `TabViewMetrics`' 49
/// points tall at its bottom (769 to 818); the test text engine makes 17-point body text 17
/// tall and 8.5 wide a character, 10-point medium titles 5 wide a character.
struct TabViewTests {
    @Test func theBarSitsAboveTheHomeIndicatorAndThePageFillsTheRest() throws {
        let frame = try layOut(on: .iPhone15, Tabs())
        // The page is centred between 59 and 769: its text's middle at 414.
        #expect(abs(frame.rect("first").midY - 414) <= 0.5)
        #expect(frame.textFrame("Second page") == nil)
        // Two items, each 393 / 2 wide: titles centred at 98.25 and 294.75.
        let one = try #require(frame.textFrame("One")), two = try #require(frame.textFrame("Two"))
        #expect(abs(one.midX - 393.0 / 4) <= 0.5 && abs(two.midX - 393.0 * 3 / 4) <= 0.5)
        // The title under a 6-point inset, a 28-point symbol row and 2 points: 769 + 36 = 805.
        #expect(abs(one.minY - 805) <= 0.5, "\(one)")
    }

    @Test func theSelectedTabIsInTheTintAndTheOthersGrey() throws {
        let frame = try layOut(on: .iPhone15, Tabs())
        let environment = EnvironmentValues()
        let texts = frame.displayList.items.drawnItems.compactMap { drawn -> (String, Color.Resolved)? in
            if case .text(let run, _) = drawn.item, ["One", "Two"].contains(run.request.string) { return (run.request.string, run.color) }
            return nil
        }
        #expect(texts.first { $0.0 == "One" }?.1 == Color.accentColor.resolve(in: environment))
        #expect(texts.first { $0.0 == "Two" }?.1 == Color(uiColor: .systemGray).resolve(in: environment))
    }

    @Test func aScriptTapsATabByItsTitleAndItsPageIsShown() throws {
        let play = player(RenderScene(
            "tabs", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10, script: [.tap("Two", at: 0.5)]) { Tabs() })
        #expect(try play.at(0.4).textFrame("First page") != nil)
        let after = try play.at(0.5)
        #expect(after.textFrame("Second page") != nil && after.textFrame("First page") == nil)
    }

    @Test func aBadgeShowsItsCountOnTheItem() throws {
        let frame = try layOut(on: .iPhone15, Tabs())
        let badge = try #require(frame.textFrame("4"))
        // On the second item's half of the bar, above its title.
        #expect(badge.midX > 393 / 2 && badge.maxY < 805)
    }

    @Test func pagesSlideWhenTheSelectionChangesInAnAnimation() throws {
        let play = player(RenderScene("pages", duration: 2, fps: 10, script: [.tap("Next", at: 0.5)]) { Pages() })
        // On the 390-point plain canvas, page A is centred; B waits a page to the right.
        let start = try play.at(0.4)
        #expect(abs(start.rect("a").midX - 195) <= 0.5 && abs(start.rect("b").midX - 585) <= 0.5)
        // Half way through the 1-second linear animation (from the tap's frame at 0.5 s), each
        // page has moved half a page.
        _ = try play.at(0.5)
        let middle = try play.at(1)
        #expect(abs(middle.rect("a").midX - 0) <= 0.5 && abs(middle.rect("b").midX - 390) <= 0.5)
        #expect(abs(try play.at(1.9).rect("b").midX - 195) <= 0.5)
    }
}

private struct NamedTabs: View {
    let selection: String
    var body: some View {
        TabView(selection: .constant(selection)) {
            ForEach(["Home", "Inbox", "Settings"], id: \.self) { name in
                Text("\(name) page").tabItem { Label(name, systemImage: "house") }
            }
        }
    }
}

/// A `ForEach`'s ids are its pages' tags, as in SwiftUI: a selection holding an id shows that
/// element's page.
struct TabViewForEachTagTests {
    @Test func aSelectionHoldingAForEachIdShowsThatPage() throws {
        let frame = try layOut(on: .iPhone15, NamedTabs(selection: "Inbox"))
        #expect(frame.textFrame("Inbox page") != nil)
        #expect(frame.textFrame("Home page") == nil)
    }
}

import Foundation
import Testing
@testable import Cutaway

/// A navigation bar that follows its screen's scroll view, on an iPhone 15 (status bar 59
/// points, bar 44, the large title's strip 52: `NavigationBarMetrics`), with the test text
/// engine (a text as tall as its font size, 0.5 em a character, 0.6 from bold up).
struct NavigationScrollEdgeTests {
    private struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Color.red.frame(height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
            }
            .navigationTitle("Title")
        }
    }

    private func play(scrollingTo distances: [(CGFloat, Double)]) -> Player {
        player(RenderScene(
            "edge", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10,
            script: distances.map { .scroll(to: .offset(CGPoint(x: 0, y: $0.0)), at: $0.1) }
        ) { NavigationStack { Rows() } })
    }

    @Test func atRestTheContentStartsUnderTheLargeTitleAsWithoutAScrollView() throws {
        let frame = try play(scrollingTo: []).at(0)
        // The strip runs from 59 + 44 = 103 to 155: the title at its top, the first row under it.
        #expect(frame.rect("row0").minY == 155)
        let titles = frame.drawnTexts.filter { $0.string == "Title" }
        let large = try #require(titles.first { $0.frame.height == 34 })
        #expect(large.frame.minY == 103)
        // The inline title is there but not shown; the bar has its scroll-edge look.
        #expect(titles.filter { $0.frame.height == 17 }.allSatisfy { $0.opacity == 0 })
    }

    @Test func theLargeTitleScrollsWithTheContentAndSlidesUnderTheBar() throws {
        let frame = try play(scrollingTo: [(30, 0.5)]).at(0.5)
        // Both move up 30 points: the row to 125, the title to 73, cut at the strip's top (103).
        #expect(frame.rect("row0").minY == 125)
        let large = try #require(frame.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(large.frame.minY == 73)
        #expect(large.clip?.minY == 103 && large.clip?.maxY == 155)
    }

    @Test func pastTheStripTheInlineTitleShowsOverTheBarsMaterial() throws {
        // At 3x, where the hairline is one pixel.
        let frame = try player(RenderScene(
            "edge", canvas: RenderCanvas(device: .iPhone15, scale: 3), duration: 1, fps: 10,
            script: [.scroll(to: .offset(CGPoint(x: 0, y: 100)), at: 0.5)]
        ) { NavigationStack { Rows() } }).at(0.5)
        #expect(frame.rect("row0").minY == 55)
        // The inline title, 17-point semibold (5 × 8.5 = 42.5 wide), centred in the bar 59…103.
        let inline = try #require(frame.drawnTexts.first { $0.string == "Title" && $0.frame.height == 17 })
        #expect(inline.opacity == 1)
        #expect(isClose(inline.frame, CGRect(x: (393 - 42.5) / 2, y: 59 + (44 - 17) / 2, width: 42.5, height: 17), within: 0.5))
        // The bar's hairline: a third of a point just under the bar (103), across the screen,
        // under the material from the screen's top.
        let fills = frame.displayList.allItems.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(fills.contains { abs($0.minY - 103) < 1e-6 && abs($0.height - 1.0 / 3) < 1e-6 && $0.width == 393 }, "\(fills)")
        let material = frame.displayList.allItems.contains { item in
            if case .material(let path, _, _) = item { return path.boundingRect == CGRect(x: 0, y: 0, width: 393, height: 103) }
            return false
        }
        #expect(material)
    }

    @Test func aScrollBackToTheTopGivesTheLargeTitleBack() throws {
        let play = play(scrollingTo: [(100, 0.3), (0, 0.6)])
        let frame = try play.at(0.6)
        #expect(frame.rect("row0").minY == 155)
        let large = try #require(frame.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(large.frame.minY == 103)
        #expect(frame.drawnTexts.filter { $0.string == "Title" && $0.frame.height == 17 }.allSatisfy { $0.opacity == 0 })
    }
}

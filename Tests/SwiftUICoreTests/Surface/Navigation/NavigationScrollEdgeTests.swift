import Foundation
import Testing
@testable import SwiftUICore

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

    /// A list of 50-point rows under the same bar: a cell is 50 + 22 = 72 tall, the first card
    /// 35 under the list's top (`ListMetrics`), a row's content 11 into its cell.
    private struct ListRows: View {
        var searchable = false
        var body: some View {
            let list = List(0..<30, id: \.self) { index in
                Color.red.frame(height: 50).accessibilityIdentifier("row\(index)")
            }
            .navigationTitle("Title")
            if searchable {
                list.searchable(text: .constant(""))
            } else {
                list
            }
        }
    }

    private func playList(searchable: Bool = false, scale: Int = 1, scrollingTo distances: [(CGFloat, Double)]) -> Player {
        player(RenderScene(
            "listEdge", canvas: RenderCanvas(device: .iPhone15, scale: scale), duration: 1, fps: 10,
            script: distances.map { .scroll(to: .offset(CGPoint(x: 0, y: $0.0)), at: $0.1) }
        ) { NavigationStack { ListRows(searchable: searchable) } })
    }

    @Test func aListTakesTheScreensEdgeAndItsLargeTitleScrollsAway() throws {
        let play = playList(scrollingTo: [(30, 0.5)])
        // At rest as without scrolling: under the strip (155), the card 35 down, the row 11 in.
        #expect(isClose(try play.at(0).rect("row0").minY, 155 + 35 + 11))
        let frame = try play.at(0.5)
        #expect(isClose(frame.rect("row0").minY, 155 + 35 + 11 - 30))
        let large = try #require(frame.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(large.frame.minY == 73)
    }

    @Test func aListScrolledUnderTheBarGivesItTheMaterial() throws {
        let frame = try playList(scale: 3, scrollingTo: [(100, 0.5)]).at(0.5)
        let material = frame.displayList.allItems.contains { item in
            if case .material(let path, _, _) = item { return path.boundingRect == CGRect(x: 0, y: 0, width: 393, height: 103) }
            return false
        }
        #expect(material)
        let inline = try #require(frame.drawnTexts.first { $0.string == "Title" && $0.frame.height == 17 })
        #expect(inline.opacity == 1)
    }

    @Test func inAnAnimatedScrollTheSearchFieldStillGoesBeforeTheTitle() throws {
        let play = player(RenderScene(
            "listEdge", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10,
            script: [.scroll(to: .offset(CGPoint(x: 0, y: 104)), at: 0, animation: .linear(duration: 1))]
        ) { NavigationStack { ListRows(searchable: true) } })
        let prompt = try #require(play.at(0).drawnTexts.first { $0.string == "Search" })
        // At 0.2 s (linear, 1 s): the content has moved 20.8, less than the search strip's
        // 52: the field is 20.8 up, the large title has not moved (103). Interpolating the
        // title's own clamped offset (0 → −52) would put it 10.4 up.
        let early = try play.at(0.2)
        let field = try #require(early.drawnTexts.first { $0.string == "Search" })
        #expect(isClose(field.frame.minY, prompt.frame.minY - 20.8))
        let title = try #require(early.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(title.frame.minY == 103)
        // At 0.8 s: 83.2 moved, the field gone, the title 83.2 − 52 = 31.2 up.
        let late = try play.at(0.8)
        let lateTitle = try #require(late.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(isClose(lateTitle.frame.minY, 103 - 31.2))
    }

    @Test func theSearchFieldScrollsAwayFirstThenTheLargeTitle() throws {
        let play = playList(searchable: true, scrollingTo: [(30, 0.3), (80, 0.6)])
        // The search strip (52) under the title's: the rows start 52 lower than without it.
        let rest = try play.at(0)
        #expect(isClose(rest.rect("row0").minY, 155 + 52 + 35 + 11))
        let prompt = try #require(rest.drawnTexts.first { $0.string == "Search" })
        // Scrolled 30: the field moves up with the rows, cut at its strip's top (155); the
        // title stays.
        let early = try play.at(0.3)
        let moved = try #require(early.drawnTexts.first { $0.string == "Search" })
        #expect(moved.frame.minY == prompt.frame.minY - 30)
        #expect(moved.clip?.minY == 155)
        #expect(early.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 }?.frame.minY == 103)
        // Scrolled 80: the field is gone (52 of it), the title 80 − 52 = 28 up.
        let late = try play.at(0.6)
        let title = try #require(late.drawnTexts.first { $0.string == "Title" && $0.frame.height == 34 })
        #expect(isClose(title.frame.minY, 103 - 28))
        #expect(isClose(late.rect("row0").minY, 155 + 52 + 35 + 11 - 80))
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// A row 50 pt tall that counts its body's evaluations under its index.
private struct CountedRow: View {
    let index: Int
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["\(index)", default: 0] += 1
        return Color.blue.frame(height: 50).accessibilityIdentifier("row\(index)")
    }
}

struct LazyStacksTests {
    /// 100 counted rows in a lazy stack without gaps, in a scroll view on a 300 × 400 canvas.
    func rows(_ evaluations: Evaluations, script: [ScriptEvent] = []) -> RenderScene {
        RenderScene("lazy", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: script) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100) { index in CountedRow(index: index, evaluations: evaluations) }
                }
            }
        }
    }

    @Test func onlyTheRowsInTheViewportAreEvaluatedOnce() throws {
        let evaluations = Evaluations()
        let frame = try player(rows(evaluations)).at(0)
        // 400 pt of viewport over 50-point rows: rows 0 to 7 (row 8 starts at 400, at the
        // edge, and is not visible). Each body ran once: row 0's in the first layout, the
        // others once it measured 50 pt, and row 0 was reused.
        #expect(evaluations.counts == Dictionary(uniqueKeysWithValues: (0..<8).map { ("\($0)", 1) }))
        #expect(frame.rect("row7").minY == 350)
        // The stack is as tall as every row: 100 × 50.
        #expect(frame.geometry.first { $0.typeName == "LazyVStack" }?.frame.height == 5000)
    }

    @Test func scrollingResolvesTheRowsThatComeIntoView() throws {
        let evaluations = Evaluations()
        let play = player(rows(evaluations, script: [.scroll(to: .offset(CGPoint(x: 0, y: 1025)), at: 0.5)]))
        _ = try play.at(0.4)
        evaluations.counts = [:]
        let frame = try play.at(0.5)
        // 1025 to 1425: rows 20 (1000–1050) to 28 (1400–1450), none before.
        #expect(evaluations.counts.keys.map { Int($0)! }.sorted() == Array(20...28))
        #expect(frame.rect("row20").minY == -25)
        #expect(frame.geometry(named: "row19") == nil)
    }

    @Test func aScrollResolvesTheRowsAtItsOffsetWithoutTheRowsItLeaves() throws {
        let evaluations = Evaluations()
        let play = player(rows(evaluations, script: [.scroll(to: .offset(CGPoint(x: 0, y: 1025)), at: 0.5)]))
        _ = try play.at(0.4)
        let before = play.graph.lazyRowResolutions
        _ = try play.at(0.5)
        // The tick first settles as the frame stands, which nothing changed: the views are
        // kept, no row is resolved. The scroll's pass resolves rows 20 to 28 (1025–1425),
        // guessed from the new offset, without resolving rows 0 to 7 again at it first: 9.
        #expect(play.graph.lazyRowResolutions - before == 9)
    }

    @Test func eachFrameOfAnAnimatedScrollResolvesTheRowsItShowsOnce() throws {
        let evaluations = Evaluations()
        let play = player(rows(evaluations, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 1000)), at: 0.2, animation: .linear(duration: 0.6)),
        ]))
        _ = try play.at(0.2)
        for time in [0.3, 0.4, 0.5, 0.6, 0.7] {
            let before = play.graph.lazyRowResolutions
            let frame = try play.at(time)
            // Each frame settles in one pass: the rows resolved are the rows the frame has,
            // each once (not the last frame's rows first, then these).
            let shown = frame.geometry.filter { $0.name?.hasPrefix("row") ?? false }
            #expect(play.graph.lazyRowResolutions - before == shown.count, "at \(time) s")
            // 400 pt of 50-point rows: 8 rows, or 9 where the offset is not a multiple of 50.
            #expect(shown.count == 8 || shown.count == 9)
        }
    }

    @Test func outsideAScrollViewEveryRowIsResolved() throws {
        let evaluations = Evaluations()
        _ = try layOut(width: 300, height: 400, LazyVStack(spacing: 0) {
            ForEach(0..<20) { index in CountedRow(index: index, evaluations: evaluations) }
        })
        #expect(evaluations.counts.count == 20)
    }

    @Test func aLazyVStackTakesTheWholeWidthAndAlignsItsRows() throws {
        let frame = try layOut(width: 300, height: 400, ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                Color.red.frame(width: 100, height: 40).accessibilityIdentifier("a")
                Color.red.frame(width: 50, height: 40).accessibilityIdentifier("b")
            }.accessibilityIdentifier("stack")
        })
        #expect(frame.rect("stack") == CGRect(x: 0, y: 0, width: 300, height: 90))
        // Leading, 40 + 10 apart.
        #expect(frame.rect("a") == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame.rect("b") == CGRect(x: 0, y: 50, width: 50, height: 40))
    }

    @Test func aLazyHStackResolvesTheColumnsInView() throws {
        let evaluations = Evaluations()
        _ = try player(RenderScene("columns", canvas: RenderCanvas(width: 300, height: 100), duration: 1, fps: 10) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<50) { index in
                        Color.blue.frame(width: 100).onAppear { evaluations.counts["\(index)", default: 0] += 1 }
                    }
                }
            }
        }).at(0)
        // 300 pt over 100-point columns: 0, 1 and 2 appear.
        #expect(evaluations.counts.keys.sorted() == ["0", "1", "2"])
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionShows() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3) { section in
                    Section {
                        ForEach(0..<4) { row in Color.blue.frame(height: 50).id(section * 10 + row) }
                    } header: {
                        Color.gray.frame(height: 30).accessibilityIdentifier("header\(section)")
                    }
                }
            }
        }
        // Each section is a 30-point header and 4 × 50 of rows: 230 pt.
        let play = player(RenderScene("pinned", canvas: RenderCanvas(width: 300, height: 200), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 100)), at: 0.2),
            .scroll(to: .offset(CGPoint(x: 0, y: 215)), at: 0.5),
        ]) { view })
        #expect(try play.at(0).rect("header0").minY == 0)
        // At 100, section 0 (0–230) shows: its header is pinned at the top, not at −100.
        #expect(try play.at(0.2).rect("header0").minY == 0)
        // At 215 the section ends 15 pt below the top: the header is pushed up, to 15 − 30.
        let frame = try play.at(0.5)
        #expect(frame.rect("header0").minY == -15)
        // Section 1's header is where it lies, 230 − 215.
        #expect(frame.rect("header1").minY == 15)
    }
}

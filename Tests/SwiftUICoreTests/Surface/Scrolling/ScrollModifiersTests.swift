import Foundation
import Testing
@testable import SwiftUICore

struct ScrollModifiersTests {
    @Test func contentMarginsInsetTheContentAndLengthenTheScroll() throws {
        let view = ScrollView { Bars() }.contentMargins(.all, 20, for: .scrollContent)
        let play = player(RenderScene("margins", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .by(CGSize(width: 0, height: 5000)), at: 0.5),
        ]) { view })
        // 20 pt in from the top and the sides: 260 wide.
        #expect(try play.at(0).rect("bar0") == CGRect(x: 20, y: 20, width: 260, height: 100))
        // At the end, the bottom margin shows below the last bar: 400 − 20 = 380.
        #expect(try play.at(0.5).rect("bar9").maxY == 380)
    }

    @Test func pagingSettlesAScrollAtAMultipleOfTheScrollViewsHeight() throws {
        let play = player(RenderScene("paging", canvas: RenderCanvas(width: 300, height: 200), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 290)), at: 0.2),
            .scroll(to: .by(CGSize(width: 0, height: 90)), at: 0.5),
        ]) { ScrollView { Bars() }.scrollTargetBehavior(.paging) })
        // 290 is nearest to page 1 (200): bar 2 (200–300) is at the top.
        #expect(try play.at(0.2).rect("bar2").minY == 0)
        // 200 + 90 = 290 again: stays at 200.
        #expect(try play.at(0.5).rect("bar2").minY == 0)
    }

    @Test func viewAlignedSettlesAScrollWhereARowStarts() throws {
        let play = player(RenderScene("aligned", canvas: RenderCanvas(width: 300, height: 200), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 140)), at: 0.2),
        ]) { ScrollView { Bars() }.scrollTargetBehavior(.viewAligned) })
        // The rows start at 0, 100, 200, ...: 140 settles at 100, bar 1 at the top.
        #expect(try play.at(0.2).rect("bar1").minY == 0)
    }

    @Test func aDisabledScrollViewDoesNotMoveUnderAScript() throws {
        let play = player(RenderScene("disabled", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 250)), at: 0.5),
        ]) { ScrollView { Bars() }.scrollDisabled(true) })
        #expect(try play.at(0.5).rect("bar0").minY == 0)
    }
}

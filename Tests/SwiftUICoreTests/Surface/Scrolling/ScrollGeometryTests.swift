import Foundation
import Testing
@testable import SwiftUICore

struct ScrollGeometryTests {
    @Test func aScrollCallsTheActionWithTheOldAndNewOffset() throws {
        final class Calls { var values: [(CGFloat, CGFloat)] = [] }
        let calls = Calls()
        let play = player(RenderScene("offsets", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 250)), at: 0.5),
        ]) {
            ScrollView { Bars() }
                .contentMargins(.top, 20, for: .scrollContent)
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in calls.values.append((old, new)) }
        })
        _ = try play.at(0.4)
        // At rest at the top the visible rectangle starts above the content by the top margin
        // (UIKit's convention): −20, recorded without a call.
        #expect(calls.values.isEmpty)
        _ = try play.at(0.5)
        // Scrolled by 250 from there: 250 − 20 = 230.
        #expect(calls.values.count == 1)
        #expect(calls.values.first.map { $0.0 } == -20)
        #expect(calls.values.first.map { $0.1 } == 230)
    }

    @Test func theGeometryHasTheContentSizeContainerSizeAndVisibleRect() throws {
        final class Seen { var geometry: ScrollGeometry? }
        let seen = Seen()
        let play = player(RenderScene("geometry", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 0, y: 100)), at: 0.5),
        ]) {
            ScrollView { Bars() }
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.geometry = new }
        })
        _ = try play.at(0.5)
        // Bars: ten 100-point rows in a 300 × 400 scroll view, scrolled by 100.
        #expect(seen.geometry?.contentSize == CGSize(width: 300, height: 1000))
        #expect(seen.geometry?.containerSize == CGSize(width: 300, height: 400))
        #expect(seen.geometry?.visibleRect == CGRect(x: 0, y: 100, width: 300, height: 400))
    }
}

import Foundation
import Testing
@testable import CutawayGoldens

/// Which named views moved against a geometry golden, and where they were and are.
@Suite struct GeometryGoldenTests {
    func node(_ name: String, x: Double, y: Double, width: Double = 50, height: Double = 20, opacity: Double = 1) -> GeometryGolden.Node {
        GeometryGolden.Node(name: name, values: [("x", x), ("y", y), ("width", width), ("height", height), ("opacity", opacity)])
    }

    @Test func nothingMovesWithinTheTolerance() {
        #expect(GeometryGolden.movedViews(actual: [], expected: [], tolerance: 0.5).isEmpty)
        let views = [node("title", x: 16, y: 10), node("footer", x: 16, y: 90)]
        #expect(GeometryGolden.movedViews(actual: views, expected: views, tolerance: 0.5).isEmpty)
        #expect(GeometryGolden.movedViews(actual: [node("footer", x: 16, y: 90.5)], expected: [node("footer", x: 16, y: 90)], tolerance: 0.5).isEmpty)
    }

    @Test func aMovedViewHasItsLinesAndBothFrames() {
        let moved = GeometryGolden.movedViews(
            actual: [node("title", x: 16, y: 10), node("footer", x: 16, y: 92, height: 24)],
            expected: [node("title", x: 16, y: 10), node("footer", x: 16, y: 89)], tolerance: 0.5)
        #expect(moved.count == 1)
        #expect(moved.first?.name == "footer")
        #expect(moved.first?.lines == ["footer y 89 → 92 (+3)", "footer height 20 → 24 (+4)"])
        #expect(moved.first?.expected == CGRect(x: 16, y: 89, width: 50, height: 20))
        #expect(moved.first?.actual == CGRect(x: 16, y: 92, width: 50, height: 24))
    }

    @Test func aFadedViewIsOutlinedWhereItStands() {
        let moved = GeometryGolden.movedViews(actual: [node("toast", x: 0, y: 0, opacity: 0.5)], expected: [node("toast", x: 0, y: 0)], tolerance: 0.5)
        #expect(moved.map(\.lines) == [["toast opacity 1 → 0.5 (-0.5)"]])
        #expect(moved.first?.expected == moved.first?.actual)
    }

    @Test func aGoneViewHasOnlyItsOldFrameAndANewOneOnlyItsNew() {
        let moved = GeometryGolden.movedViews(actual: [node("toast", x: 1, y: 2)], expected: [node("badge", x: 3, y: 4)], tolerance: 0.5)
        #expect(moved.map(\.name) == ["badge", "toast"])
        #expect(moved.map(\.lines) == [["badge is gone"], ["toast is new"]])
        #expect(moved[0].expected == CGRect(x: 3, y: 4, width: 50, height: 20) && moved[0].actual == nil)
        #expect(moved[1].expected == nil && moved[1].actual == CGRect(x: 1, y: 2, width: 50, height: 20))
    }

    @Test func theDifferencesAreTheMovedViewsLinesInOrder() {
        let actual = [node("a", x: 0, y: 5), node("b", x: 9, y: 0), node("c", x: 0, y: 0)]
        let expected = [node("a", x: 0, y: 0), node("b", x: 0, y: 0), node("gone", x: 0, y: 0)]
        #expect(GeometryGolden.differences(actual: actual, expected: expected, tolerance: 0.5)
            == ["a y 0 → 5 (+5)", "b x 0 → 9 (+9)", "gone is gone", "c is new"])
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// `alignmentGuide(_:computeValue:)` moves the guide a stack aligns its children by.
struct AlignmentGuideTests {
    @Test func aMovedLeadingGuideShiftsTheChildInALeadingStack() throws {
        // A leading VStack aligns its children's leading guides. The second child's guide is
        // moved 20 points into it, so the child sits 20 points left of the first: the stack is
        // 20 + 40 = 60 wide, the first child from x = 20, the second from 0 (then the stack is
        // centred on the 200-wide canvas: (200 − 60) / 2 = 70 added to both).
        let frame = try layOut(width: 200, height: 200, VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("second")
        })
        #expect(isClose(frame.rect("first").minX, 90))
        #expect(isClose(frame.rect("second").minX, 70))
    }

    @Test func aGuideComputedFromTheViewsDimensionsAlignsItsTrailingEdge() throws {
        // `d[.trailing]` as the leading guide: the second child's trailing edge lines up with
        // the first's leading edge. Stack: 30 + 50 = 80 wide, centred: 60 on the 200 canvas.
        let frame = try layOut(width: 200, height: 200, VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("second")
        })
        #expect(frame.rect("second").maxX == frame.rect("first").minX)
        #expect(frame.rect("second").minX == 60)
    }

    @Test func aVerticalGuideMovesAChildInAnHStack() throws {
        // Top-aligned HStack; the second child's top guide set 15 points down lifts it 15 points.
        let frame = try layOut(width: 200, height: 200, HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 30).accessibilityIdentifier("first")
            Color.blue.frame(width: 10, height: 30).alignmentGuide(.top) { _ in 15 }.accessibilityIdentifier("second")
        })
        #expect(frame.rect("first").minY - frame.rect("second").minY == 15)
    }
}

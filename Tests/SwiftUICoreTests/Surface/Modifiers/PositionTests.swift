import Foundation
import Testing
@testable import SwiftUICore

struct PositionTests {
    private func tile() -> some View {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile")
    }

    @Test func theChildsCentreIsAtThePointOfTheWholeProposal() throws {
        // The position view takes the whole 400 × 400 canvas; the tile's centre is at (30, 50),
        // so its corner is at (30 − 40/2, 50 − 20/2) = (10, 40).
        let frame = try layOut(tile().position(x: 30, y: 50).accessibilityIdentifier("position"))
        #expect(frame.rect("tile") == CGRect(x: 10, y: 40, width: 40, height: 20))
        #expect(frame.rect("position") == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func thePointIsMeasuredFromThePositionViewsOwnCorner() throws {
        // Inside 20-pt padding the position view's frame is (20, 20, 360, 360): the point
        // (0, 0) is its corner, so the tile's centre is at (20, 20) and its corner at (0, 10).
        let frame = try layOut(tile().position(CGPoint(x: 0, y: 0)).padding(20))
        #expect(frame.rect("tile") == CGRect(x: 0, y: 10, width: 40, height: 20))
    }

    @Test func positionTakesAFixedFramesSizeAndDefaultsToTheOrigin() throws {
        // In a 100 × 60 frame, `position()` is (0, 0): the tile's centre on the frame's corner,
        // which the frame centres on the canvas at (150, 170).
        let frame = try layOut(tile().position().frame(width: 100, height: 60))
        #expect(frame.rect("tile") == CGRect(x: 150 - 20, y: 170 - 10, width: 40, height: 20))
    }

    @Test func aFlexibleChildIsOfferedTheWholeProposal() throws {
        // A colour takes what it is offered: the canvas, centred at (50, 60).
        let frame = try layOut(Color.blue.accessibilityIdentifier("fill").position(x: 50, y: 60))
        #expect(frame.rect("fill") == CGRect(x: 50 - 200, y: 60 - 200, width: 400, height: 400))
    }

    @Test func anUnspecifiedProposalMakesATenPointPositionView() throws {
        // `fixedSize()` proposes nothing: `replacingUnspecifiedDimensions()` gives 10 × 10, which
        // the canvas centres at (195, 195); the tile's centre is that frame's corner.
        let frame = try layOut(tile().position(x: 0, y: 0).accessibilityIdentifier("position").fixedSize())
        #expect(frame.rect("position") == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(frame.rect("tile") == CGRect(x: 195 - 20, y: 195 - 10, width: 40, height: 20))
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// Where a script's finger goes down, and the touches a script cannot make.
struct ViewGraphTouchesTests {
    @Test func aFingerGoesDownAtTheCentreOfWhereTheViewIsDrawn() throws {
        let located = Box<[CGPoint]>([])
        let play = player(RenderScene("moved", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
            .tap(.identifier("square"), at: 0.1),
        ]) {
            // Laid out at (100, 100, 100, 100), centred; drawn 60 pt right and 20 pt up:
            // its drawn centre is (150 + 60, 150 − 20).
            Color.green.frame(width: 100, height: 100)
                .onTapGesture(coordinateSpace: .global) { located.value.append($0) }
                .offset(x: 60, y: -20)
                .accessibilityIdentifier("square")
        })
        _ = try play.at(1)
        #expect(located.value == [CGPoint(x: 210, y: 130)])
    }

    @Test func aTapByTextFindsAViewByItsAccessibilityLabel() throws {
        let log = Log()
        let play = player(RenderScene("label", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
            .tap(.text("Close"), at: 0.1),
        ]) {
            Color.green.frame(width: 44, height: 44).accessibilityLabel("Close").onTapGesture { log.entries.append("closed") }
        })
        _ = try play.at(1)
        #expect(log.entries == ["closed"])
    }

    @Test func aDragFromTheHeldFingerNeedsAFingerDown() throws {
        let play = player(RenderScene("nothing held", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .drag(from: nil, by: CGSize(width: 0, height: 50), duration: 0.2, at: 0.3),
        ]) { Color.green })
        #expect(throws: RuntimeError.noFingerDown(time: 0.3)) { try play.at(0.3) }
    }

    @Test func aPressedFingerStaysDownUntilReleasedAndADragMovesItFromThere() throws {
        let play = player(RenderScene("held", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .press(.point(CGPoint(x: 50, y: 50)), at: 0.1),
            // From the held finger, 40 pt right in 0.2 s, linearly: at 0.4 s half way.
            .drag(from: nil, by: CGSize(width: 40, height: 0), duration: 0.2, at: 0.3),
        ]) { Color.green })
        #expect(try play.at(0.2).touches == [CGPoint(x: 50, y: 50)])
        #expect(try play.at(0.4).touches == [CGPoint(x: 70, y: 50)])
    }
}

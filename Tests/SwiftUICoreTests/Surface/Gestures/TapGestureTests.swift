import Foundation
import Testing
@testable import SwiftUICore

struct TapGestureTests {
    @Test func aTapByIdentifierByTextOrByPointRunsTheTapGesture() throws {
        let log = Log()
        let play = player(RenderScene("taps", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
            .tap(.identifier("square"), at: 0.1),
            .tap(.text("Hello"), at: 0.2),
            // The square is 100 × 100, centred: (100...200, 100...200) holds (110, 190).
            .tap(.point(CGPoint(x: 110, y: 190)), at: 0.3),
            // Outside the square and the text: nothing.
            .tap(.point(CGPoint(x: 5, y: 5)), at: 0.4),
        ]) {
            ZStack {
                Color.green.frame(width: 100, height: 100).accessibilityIdentifier("square")
                    .onTapGesture { log.entries.append("square") }
                Text("Hello").offset(y: 120).onTapGesture { log.entries.append("text") }
            }
        })
        _ = try play.at(1)
        #expect(log.entries == ["square", "text", "square"])
    }

    @Test func aSpatialTapReportsItsLocationInTheViewsOwnSpaceOrTheCanvas() throws {
        let local = Box<[CGPoint]>([]), global = Box<[CGPoint]>([])
        let play = player(RenderScene("spatial", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
            .tap(.point(CGPoint(x: 120, y: 130)), at: 0.1),
        ]) {
            // A 100 × 100 square centred: its corner at (100, 100).
            Color.green.frame(width: 100, height: 100)
                .onTapGesture(coordinateSpace: .local) { local.value.append($0) }
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { global.value.append($0.location) })
        })
        _ = try play.at(1)
        #expect(local.value == [CGPoint(x: 20, y: 30)])
        #expect(global.value == [CGPoint(x: 120, y: 130)])
    }

    @Test func aDoubleTapGestureNeedsTwoTaps() throws {
        let log = Log()
        let play = player(RenderScene("double", canvas: RenderCanvas(width: 200, height: 200), duration: 2, fps: 10, script: [
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.1),
            .tap(.point(CGPoint(x: 100, y: 100)), count: 2, at: 1),
        ]) {
            Color.green.onTapGesture(count: 2) { log.entries.append("double") }
        })
        // One tap: the double tap waits 0.35 s for the second, then fails.
        _ = try play.at(0.9)
        #expect(log.entries.isEmpty)
        _ = try play.at(2)
        #expect(log.entries == ["double"])
    }

    @Test func aTapOnAMissingViewIsAnErrorListingTheViewsThere() throws {
        let play = player(RenderScene("missing", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.identifier("Save"), at: 0.5),
        ]) {
            Color.green.accessibilityIdentifier("Cancel")
        })
        let error = RuntimeError.noTouchTarget(target: "the view with accessibility identifier 'Save'", time: 0.5, available: ["Cancel"])
        #expect(throws: error) { try play.at(0.5) }
        #expect(error.description
            == "at t = 0.5 s the script touches the view with accessibility identifier 'Save', but it is not on screen (there are 'Cancel')")
    }

    @Test func aReleaseWithNoFingerDownIsAnError() throws {
        let play = player(RenderScene("release", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .release(at: 0.5),
        ]) { Color.green })
        #expect(throws: RuntimeError.noFingerDown(time: 0.5)) { try play.at(0.5) }
    }

    @Test func theFingerIsInTheFramesWhileItIsDown() throws {
        let play = player(RenderScene("finger", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .press(.point(CGPoint(x: 40, y: 60)), at: 0.2),
            .release(at: 0.6),
        ]) { Color.green })
        #expect(try play.at(0.1).touches.isEmpty)
        #expect(try play.at(0.2).touches == [CGPoint(x: 40, y: 60)])
        #expect(try play.at(0.5).touches == [CGPoint(x: 40, y: 60)])
        #expect(try play.at(0.6).touches.isEmpty)
    }
}

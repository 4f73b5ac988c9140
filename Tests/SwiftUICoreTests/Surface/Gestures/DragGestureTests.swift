import Foundation
import Testing
@testable import SwiftUICore

struct DragGestureTests {
    /// The scene clock's date at time zero: 2007-01-09 09:41:00 UTC.
    private let sceneStart = Date(timeIntervalSince1970: 1_168_335_660)

    /// A full-canvas colour that reports every drag value it sees.
    private func dragScene(_ script: [ScriptEvent], changes: Box<[DragGesture.Value]>, ends: Box<[DragGesture.Value]>) -> Player {
        player(RenderScene("drag", canvas: RenderCanvas(width: 400, height: 300), duration: 1, fps: 60, script: script) {
            Color.blue
                .gesture(DragGesture(coordinateSpace: .global)
                    .onChanged { changes.value.append($0) }
                    .onEnded { ends.value.append($0) })
        })
    }

    @Test func aLinearScriptedDragHasTheVelocityOfItsDistanceOverItsDuration() throws {
        let changes = Box<[DragGesture.Value]>([]), ends = Box<[DragGesture.Value]>([])
        // 240 pt to the right in 0.5 s at constant speed, from (50, 100), starting at 0.1 s.
        let play = dragScene(
            [.drag(from: .point(CGPoint(x: 50, y: 100)), by: CGSize(width: 240, height: 0), duration: 0.5, curve: .linear, at: 0.1)],
            changes: changes, ends: ends)
        _ = try play.at(1)
        let end = try #require(ends.value.first)
        #expect(ends.value.count == 1)
        // By hand: every sample (each 1/60 s, 8 pt apart) moves at 240 / 0.5 = 480 pt/s, so each
        // difference quotient is 480 and so is any weighted mean of them (weights sum to 1).
        #expect(abs(end.velocity.width - 480) < 1e-6)
        #expect(abs(end.velocity.height) < 1e-9)
        #expect(end.translation == CGSize(width: 240, height: 0))
        #expect(end.startLocation == CGPoint(x: 50, y: 100))
        // SwiftUI predicts a quarter second's travel at the velocity: 240 + 480 / 4 = 360.
        #expect(abs(end.predictedEndTranslation.width - 360) < 1e-6)
        #expect(abs(end.predictedEndLocation.x - 410) < 1e-6)
        // The finger lifts at 0.1 + 0.5 s on the scene's clock, which starts at 2007-01-09
        // 09:41:00 UTC (1,168,335,660 s after 1970); a `Date` there is good to about 1e-7 s.
        #expect(abs(end.time.timeIntervalSince(sceneStart) - 0.6) < 1e-6)
    }

    @Test func aDragStartsOnceTheFingerHasMovedItsMinimumDistance() throws {
        let changes = Box<[DragGesture.Value]>([]), ends = Box<[DragGesture.Value]>([])
        let play = dragScene(
            [.drag(from: .point(CGPoint(x: 50, y: 100)), by: CGSize(width: 240, height: 0), duration: 0.5, at: 0.1)],
            changes: changes, ends: ends)
        _ = try play.at(1)
        // Samples every 1/60 s are 8 pt apart: 8 < 10 (the default minimum distance), 16 >= 10.
        // The moves are at k/60 s for k = 1...29 (k = 30 is the lift), so k = 2...29 report.
        #expect(changes.value.count == 28)
        #expect(changes.value.first?.translation == CGSize(width: 16, height: 0))
        // The first change has three samples, x = 50, 58, 66 at 1/60 s steps: both quotients
        // are 480 pt/s.
        #expect(abs((changes.value.first?.velocity.width ?? 0) - 480) < 1e-6)
    }

    @Test func aDragTooShortForItsMinimumDistanceFailsAndReportsNothing() throws {
        let changes = Box<[DragGesture.Value]>([]), ends = Box<[DragGesture.Value]>([])
        let play = dragScene(
            [.drag(from: .point(CGPoint(x: 50, y: 100)), by: CGSize(width: 6, height: 0), duration: 0.2, at: 0.1)],
            changes: changes, ends: ends)
        _ = try play.at(1)
        #expect(changes.value.isEmpty)
        #expect(ends.value.isEmpty)
    }

    @Test func anEasedDragFollowsItsTimingCurveAlongThePath() throws {
        let changes = Box<[DragGesture.Value]>([]), ends = Box<[DragGesture.Value]>([])
        // Along two legs: 100 right then 100 down, 200 pt in all, in 0.4 s, eased in and out.
        let play = dragScene(
            [.drag(from: .point(CGPoint(x: 100, y: 100)), along: [CGSize(width: 100, height: 0), CGSize(width: 100, height: 100)],
                   duration: 0.4, curve: .easeInOut, at: 0)],
            changes: changes, ends: ends)
        _ = try play.at(1)
        // Half way in time, an ease-in-out curve (symmetric) is half way along: at the corner.
        let half = try #require(changes.value.first { abs($0.time.timeIntervalSince(sceneStart) - 0.2) < 1e-6 })
        #expect(abs(half.location.x - 200) < 1e-3 && abs(half.location.y - 100) < 1e-3)
        #expect(ends.value.first?.location == CGPoint(x: 200, y: 200))
    }

    @Test func localLocationsAreMeasuredFromTheViewsCorner() throws {
        let ends = Box<[DragGesture.Value]>([])
        let play = player(RenderScene("local", canvas: RenderCanvas(width: 400, height: 300), duration: 1, fps: 60, script: [
            .drag(from: .identifier("card"), by: CGSize(width: 30, height: 0), duration: 0.2, at: 0),
        ]) {
            // A 100 × 100 card centred in the 400 × 300 canvas: its corner at (150, 100).
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card")
                .gesture(DragGesture().onEnded { ends.value.append($0) })
        })
        _ = try play.at(1)
        // Down at the card's centre: (50, 50) in its own space.
        #expect(ends.value.first?.startLocation == CGPoint(x: 50, y: 50))
        #expect(ends.value.first?.location == CGPoint(x: 80, y: 50))
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// `MagnifyGesture` and `RotateGesture` (and their older forms) driven by a script's pinch:
/// two fingers about a centre, their distance and direction following the timing curve.
struct PinchGesturesTests {
    /// The scene clock's date at time zero: 2007-01-09 09:41:00 UTC.
    private let sceneStart = Date(timeIntervalSince1970: 1_168_335_660)

    /// A 400 × 300 canvas filled with a colour carrying `gesture`, played at 60 fps.
    private func scene<G: Gesture>(_ script: [ScriptEvent], _ attach: G) -> Player {
        player(RenderScene("pinch", canvas: RenderCanvas(width: 400, height: 300), duration: 1, fps: 60, script: script) {
            Color.blue.gesture(attach)
        })
    }

    @Test func aLinearPinchMagnifiesByTheRatioOfTheFingersDistances() throws {
        let changes = Box<[MagnifyGesture.Value]>([]), ends = Box<[MagnifyGesture.Value]>([])
        // Fingers 100 pt apart about (200, 150) spread to 200 pt apart in 0.5 s, from 0.1 s.
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), scale: 2, span: 100, duration: 0.5, curve: .linear, at: 0.1)],
            MagnifyGesture().onChanged { changes.value.append($0) }.onEnded { ends.value.append($0) })
        _ = try play.at(1)
        // By hand: the k-th move (at k/60 s, k = 1...29) finds the fingers 100 (1 + k/30) pt
        // apart, a magnification of 1 + k/30. The first is 1/30 ≥ 0.01 (the minimum delta),
        // so every move reports.
        #expect(changes.value.count == 29)
        for (index, value) in changes.value.enumerated() {
            let k = Double(index + 1)
            #expect(abs(value.magnification - (1 + k / 30)) < 1e-9)
            // The scale grows by 1 in 0.5 s: 2 per second, and every difference quotient
            // (and so any weighted mean of them) is exactly that.
            #expect(abs(value.velocity - 2) < 1e-9)
            #expect(abs(value.time.timeIntervalSince(sceneStart) - (0.1 + k / 60)) < 1e-6)
        }
        let end = try #require(ends.value.first)
        #expect(ends.value.count == 1)
        #expect(abs(end.magnification - 2) < 1e-9)
        #expect(abs(end.velocity - 2) < 1e-9)
        // The fingers' centre, in the full-canvas view's own space, and as a unit point of
        // its 400 × 300 size.
        #expect(end.startLocation == CGPoint(x: 200, y: 150))
        #expect(end.startAnchor == .center)
        #expect(abs(end.time.timeIntervalSince(sceneStart) - 0.6) < 1e-6)
    }

    @Test func aLinearRotationReportsTheTurnOfTheLineBetweenTheFingers() throws {
        let changes = Box<[RotateGesture.Value]>([]), ends = Box<[RotateGesture.Value]>([])
        // A quarter turn clockwise in 0.5 s.
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), rotation: .degrees(90), duration: 0.5, at: 0)],
            RotateGesture().onChanged { changes.value.append($0) }.onEnded { ends.value.append($0) })
        _ = try play.at(1)
        // By hand: the k-th move has turned 90 k / 30 = 3k degrees; 3 ≥ 1 (the minimum), so
        // all 29 moves report, at 90 / 0.5 = 180 degrees per second.
        #expect(changes.value.count == 29)
        for (index, value) in changes.value.enumerated() {
            #expect(abs(value.rotation.degrees - 3 * Double(index + 1)) < 1e-9)
            #expect(abs(value.velocity.degrees - 180) < 1e-9)
        }
        let end = try #require(ends.value.first)
        #expect(abs(end.rotation.degrees - 90) < 1e-9)
        #expect(abs(end.velocity.degrees - 180) < 1e-9)
    }

    @Test func aRotationFollowsTheFingersPastHalfATurn() throws {
        let ends = Box<[RotateGesture.Value]>([])
        // Three quarters of a turn counterclockwise: the direction between the fingers passes
        // ±180°, where atan2 jumps; the rotation goes on smoothly to −270°.
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), rotation: .degrees(-270), duration: 0.5, at: 0)],
            RotateGesture().onEnded { ends.value.append($0) })
        _ = try play.at(1)
        #expect(abs((ends.value.first?.rotation.degrees ?? 0) + 270) < 1e-9)
    }

    @Test func aPinchThatBothSpreadsAndTurnsDrivesSimultaneousGestures() throws {
        let ends = Box<[SimultaneousGesture<MagnifyGesture, RotateGesture>.Value]>([])
        let play = scene(
            [.pinch(.point(CGPoint(x: 100, y: 100)), scale: 0.5, rotation: .degrees(60), span: 120, duration: 0.4, curve: .easeInOut, at: 0)],
            MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { ends.value.append($0) })
        _ = try play.at(1)
        let end = try #require(ends.value.first)
        // Whatever the curve, the fingers end 60 pt apart (half of 120), turned 60°.
        #expect(abs((end.first?.magnification ?? 0) - 0.5) < 1e-9)
        #expect(abs((end.second?.rotation.degrees ?? 0) - 60) < 1e-9)
        // (100, 100) in a 400 × 300 view is the unit point (0.25, 1/3).
        #expect(end.first?.startLocation == CGPoint(x: 100, y: 100))
        #expect(abs((end.first?.startAnchor.x ?? 0) - 0.25) < 1e-12 && abs((end.first?.startAnchor.y ?? 0) - 1.0 / 3) < 1e-12)
    }

    @Test func anEasedPinchIsHalfWayAtHalfItsDuration() throws {
        let changes = Box<[MagnifyGesture.Value]>([])
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), scale: 3, duration: 0.4, curve: .easeInOut, at: 0)],
            MagnifyGesture().onChanged { changes.value.append($0) })
        _ = try play.at(1)
        // An ease-in-out curve is symmetric, so at 0.2 s the distance is half way from 1× to 3×.
        let half = try #require(changes.value.first { abs($0.time.timeIntervalSince(sceneStart) - 0.2) < 1e-6 })
        #expect(abs(half.magnification - 2) < 1e-6)
    }

    @Test func theOlderGesturesReportTheScaleAndTheAngleAlone() throws {
        let scales = Box<[CGFloat]>([]), angles = Box<[Angle]>([])
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), scale: 1.5, rotation: .degrees(30), duration: 0.25, at: 0)],
            MagnificationGesture().onEnded { scales.value.append($0) }.simultaneously(with: RotationGesture().onEnded { angles.value.append($0) }))
        _ = try play.at(1)
        #expect(scales.value.count == 1 && abs(scales.value[0] - 1.5) < 1e-9)
        #expect(angles.value.count == 1 && abs(angles.value[0].degrees - 30) < 1e-9)
    }

    @Test func oneFingerNeverMagnifiesAndTwoNeverTap() throws {
        let magnified = Box(0), tapped = Box(0), pressed = Box(0)
        let play = player(RenderScene("fingers", canvas: RenderCanvas(width: 400, height: 300), duration: 2, fps: 60, script: [
            .drag(from: .point(CGPoint(x: 100, y: 100)), by: CGSize(width: 120, height: 0), duration: 0.3, at: 0),
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.5),
            // A pinch that barely moves: as a tap it would count, as a long press (0.6 s) too.
            .pinch(.point(CGPoint(x: 200, y: 150)), scale: 1.001, duration: 0.6, at: 1),
        ]) {
            Color.blue
                .onTapGesture { tapped.value += 1 }
                .onLongPressGesture(minimumDuration: 0.5) { pressed.value += 1 }
                .simultaneousGesture(MagnifyGesture().onChanged { _ in magnified.value += 1 })
        })
        _ = try play.at(2)
        #expect(magnified.value == 0)
        // The one-finger tap at 0.5 s is the only tap.
        #expect(tapped.value == 1)
        #expect(pressed.value == 0)
    }

    @Test func theOverlayShowsBothFingersOfAPinch() throws {
        let play = scene(
            [.pinch(.point(CGPoint(x: 200, y: 150)), scale: 2, span: 100, duration: 0.5, at: 0)],
            MagnifyGesture())
        // Half way (0.25 s, linear): 150 pt apart, side by side about the centre.
        let frame = try play.at(0.25)
        #expect(frame.touches.count == 2)
        #expect(abs(frame.touches[0].x - 125) < 1e-9 && abs(frame.touches[0].y - 150) < 1e-9)
        #expect(abs(frame.touches[1].x - 275) < 1e-9 && abs(frame.touches[1].y - 150) < 1e-9)
        #expect(try play.at(0.75).touches.isEmpty)
    }

    @Test func aDisabledGestureIsNotRecognized() throws {
        let taps = Box(0)
        let play = player(RenderScene("disabled", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.point(CGPoint(x: 50, y: 50)), at: 0.1),
            .tap(.point(CGPoint(x: 150, y: 150)), at: 0.5),
        ]) {
            ZStack {
                Color.red.frame(width: 100, height: 100).position(x: 50, y: 50)
                    .gesture(TapGesture().onEnded { taps.value += 1 }, isEnabled: false)
                Color.green.frame(width: 100, height: 100).position(x: 150, y: 150)
                    .highPriorityGesture(TapGesture().onEnded { taps.value += 10 }, name: "green")
            }
        })
        _ = try play.at(1)
        #expect(taps.value == 10)
    }
}

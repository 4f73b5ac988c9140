import Foundation
import Testing
@testable import SwiftUICore

/// How the gestures one touch started compete for it, and when the touch's session ends.
struct TouchSessionTests {
    @Test func theFirstExclusiveGestureRecognizedCancelsTheOthers() throws {
        let log = Log()
        let play = player(RenderScene("compete", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 20, script: [
            .press(.point(CGPoint(x: 100, y: 100)), at: 0.1),
            // From 0.15 s the finger moves 20 pt down in 1 s: 5 pt (the drag's minimum) at
            // 0.4 s, 9 pt at 0.6 s, when the press would have lasted its 0.5 s.
            .drag(from: nil, by: CGSize(width: 0, height: 20), duration: 1, at: 0.15),
        ]) {
            ZStack {
                // Ranked first (a subview's gesture), and never failed by the 20-pt move.
                Color.green.onLongPressGesture(minimumDuration: 0.5, maximumDistance: 50) {
                    log.entries.append("long press")
                } onPressingChanged: { log.entries.append("pressing \($0)") }
            }
            .gesture(DragGesture(minimumDistance: 5).onChanged { _ in
                if !log.entries.contains("drag") { log.entries.append("drag") }
            })
        })
        _ = try play.at(0.35)
        #expect(log.entries == ["pressing true"])
        _ = try play.at(0.45)
        #expect(log.entries == ["pressing true", "drag", "pressing false"])
        _ = try play.at(1)
        #expect(!log.entries.contains("long press"))
    }

    @Test func aLongPressThatEndedAsksForNoMoreTimersWhileTheGestureItIsCombinedWithGoesOn() throws {
        // Pressed at 0.2 s, the long press ends at 0.7 s while the drag beside it still waits
        // for the finger to move; the frames after it are made (the touch's timers end).
        let log = Log()
        let play = player(RenderScene("combined", canvas: RenderCanvas(width: 200, height: 200), duration: 2, fps: 30, script: [
            .press(.point(CGPoint(x: 100, y: 100)), at: 0.2),
            .release(at: 1.5),
        ]) {
            Color.green.gesture(LongPressGesture().simultaneously(with: DragGesture()).onEnded { value in
                log.entries.append("ended: long press \(value.first == true)")
            })
        })
        _ = try play.frame(at: 22)
        _ = try play.frame(at: 60)
        // The drag never began; the combined gesture ends when the finger lifts.
        #expect(log.entries == ["ended: long press true"])
    }

    @Test func aViewThatATapActsOnWithoutAGestureIsTappedAsAButtonIs() throws {
        let isOn = Box(false)
        let play = player(RenderScene("toggle", canvas: RenderCanvas(width: 300, height: 100), duration: 1, fps: 10, script: [
            // On the switch, at the row's trailing end (a UISwitch is 51 pt wide).
            .tap(.point(CGPoint(x: 280, y: 50)), at: 0.2),
        ]) {
            Toggle("Wi-Fi", isOn: Binding(get: { isOn.value }, set: { isOn.value = $0 }))
        })
        _ = try play.at(0.1)
        #expect(!isOn.value)
        _ = try play.at(0.5)
        #expect(isOn.value)
    }

    @Test func aLiftedFingerEndsTheSessionAndTheNextTouchStartsAnother() throws {
        let log = Log()
        let play = player(RenderScene("again", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.1),
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.5),
        ]) {
            // The drag never starts; were the first touch's session kept, its tap (over)
            // would not see the second touch.
            ZStack { Color.green.onTapGesture { log.entries.append("tap") } }
                .gesture(DragGesture().onChanged { _ in log.entries.append("drag") })
        })
        _ = try play.at(0.3)
        #expect(log.entries == ["tap"])
        _ = try play.at(1)
        #expect(log.entries == ["tap", "tap"])
    }
}

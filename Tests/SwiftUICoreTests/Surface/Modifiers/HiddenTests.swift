import Foundation
import Testing
@testable import SwiftUICore

struct HiddenTests {
    @Test func aHiddenViewKeepsItsPlaceButDrawsNothing() throws {
        // A 40 pt and a 30 pt bar in a VStack without spacing, centred in the 400 × 400 canvas:
        // the stack is 70 pt tall, from y = 165; the hidden bar keeps its 40 pt at 165...205
        // and the shown one is at 205...235.
        let frame = try layOut(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).accessibilityIdentifier("hidden").hidden()
            Color.blue.frame(width: 100, height: 30).accessibilityIdentifier("shown")
        })
        #expect(frame.rect("hidden") == CGRect(x: 150, y: 165, width: 100, height: 40))
        #expect(frame.rect("shown") == CGRect(x: 150, y: 205, width: 100, height: 30))
        // Only the blue bar is drawn: no red fill, nor an empty group for the hidden one.
        #expect(frame.fillBoxes(.red) == [])
        #expect(frame.fillBoxes(.blue) == [CGRect(x: 150, y: 205, width: 100, height: 30)])
        #expect(frame.drawnItems.count == 1)
        #expect(frame.opacity("hidden") == 0)
    }

    @Test func aHiddenViewAndItsSubviewsTakeNoTouches() throws {
        // The hidden blue square lies over the red one: the tap at its centre reaches the red.
        let log = Log()
        _ = try player(RenderScene("hidden", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.1),
        ]) {
            ZStack {
                Color.red.onTapGesture { log.entries.append("under") }
                VStack { Color.blue.onTapGesture { log.entries.append("hidden") } }.hidden()
            }
        }).at(1)
        #expect(log.entries == ["under"])
    }
}

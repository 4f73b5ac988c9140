import Foundation
import Testing
@testable import SwiftUICore

struct InspectionOverlayTests {
    @Test func gapsAreFoundBetweenAStacksChildren() throws {
        // 20, gap 10, 30, gap 10, 20: two gaps of 10.
        let frame = try layOut(width: 200, height: 200, VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20)
            Color.green.frame(width: 100, height: 30)
            Color.blue.frame(width: 100, height: 20)
        })
        let gaps = InspectionOverlay.verticalGaps(in: frame.geometry)
        #expect(gaps.map(\.1) == [10, 10])
        #expect(gaps.first?.0 == CGRect(x: 50, y: 75, width: 100, height: 10))
    }

    @Test func overlayDrawsOnTopAndOnlyWhatIsAsked() throws {
        let frame = try layOut(width: 100, height: 100, Text("ab").clipped())
        let none = InspectionOverlay().apply(to: frame, pixel: 1)
        #expect(none == frame.displayList)
        let clips = InspectionOverlay.clips.apply(to: frame, pixel: 1)
        #expect(clips.items.count == frame.displayList.items.count + 1)
        guard case .stroke(let path, _, let style, let element)? = clips.items.last else {
            Issue.record("no outline")
            return
        }
        #expect(style == StrokeStyle(lineWidth: 1) && element == ElementID("overlay"))
        #expect(path.boundingRect == frame.geometry[0].frame.insetBy(dx: 0.5, dy: 0.5))
        let baselines = InspectionOverlay.baselines.apply(to: frame, pixel: 1)
        // The test engine's body baseline: its ascent, 13.6, below the text's top.
        guard case .fill(let line, _, _)? = baselines.items.last else {
            Issue.record("no baseline")
            return
        }
        #expect(abs(line.boundingRect.midY - (frame.geometry[0].frame.minY + 13.6)) < 1e-9)
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// A vertical scroll view's cut on a device runs to the screen's top and bottom where the
/// scroll view reaches the safe area's edges. Numbers: iPhone 15, 393 × 852, safe area 59 …
/// 818 (`DeviceScreen.iPhone15`: 59 on top, 34 for the home indicator).
struct ScrollSafeAreaClipTests {
    /// The clip rectangles around the text reading `string`, outermost first.
    func clips(around string: String, in frame: Frame) -> [CGRect] {
        for drawn in frame.drawnItems {
            guard case .text(let run, _) = drawn.item, run.request.string == string else { continue }
            return drawn.effects.compactMap { effect in
                if case .clip(let path) = effect { path.boundingRect } else { nil }
            }
        }
        return []
    }

    @Test func aListFillingTheSafeAreaIsCutAtTheScreensEdges() throws {
        let frame = try layOut(on: .iPhone15, List { ForEach(0..<40) { Text("Row \($0)") } })
        // The outermost cut is the list's (each row's cell cuts its own content inside it).
        #expect(clips(around: "Row 0", in: frame).first == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aListsRowsAreDrawnUnderTheHomeIndicator() throws {
        // 40 rows run far past the safe area's bottom: some row lies across or below 818 and
        // is drawn, inside the cut, as UITableView draws it under the home indicator.
        let frame = try layOut(on: .iPhone15, List { ForEach(0..<40) { Text("Row \($0)") } })
        let rows = frame.drawnItems.compactMap { drawn -> CGRect? in
            guard case .text(let run, _) = drawn.item, run.request.string.hasPrefix("Row ") else { return nil }
            return CGRect(origin: run.origin, size: run.size).applying(drawn.transform)
        }
        #expect(rows.contains { $0.maxY > 818 && $0.minY < 852 })
    }

    @Test func aScrollViewThatDoesNotReachTheSafeAreasEdgesKeepsItsFrame() throws {
        // 200 tall, centred in the safe area: 59 + (759 − 200) / 2 = 338.5 (drawn at 339, the
        // rounding pass's whole pixel at 1x), far from its edges; as wide as its text (6 × 8.5
        // = 51), centred: (393 − 51) / 2 = 171.
        let frame = try layOut(on: .iPhone15, ScrollView { Text("Inside") }.frame(height: 200))
        #expect(clips(around: "Inside", in: frame) == [CGRect(x: 171, y: 339, width: 51, height: 200)])
    }

    @Test func onAPlainCanvasTheCutIsTheFrame() throws {
        // The canvas's height; as wide as the text (51), centred: (200 − 51) / 2 = 74.5, drawn at 75.
        let frame = try layOut(width: 200, height: 100, ScrollView { Text("Inside") })
        #expect(clips(around: "Inside", in: frame) == [CGRect(x: 75, y: 0, width: 51, height: 100)])
    }

    @Test func aHorizontalScrollViewIsCutAtItsFrame() throws {
        // As tall as its text (one line, 17), centred in the safe area: 59 + (759 − 17) / 2 = 430;
        // cut there, not at the screen's edges.
        let frame = try layOut(on: .iPhone15, ScrollView(.horizontal) { Text("Inside") }.frame(maxHeight: .infinity))
        #expect(clips(around: "Inside", in: frame) == [CGRect(x: 0, y: 430, width: 393, height: 17)])
    }
}

import Foundation
import Testing
@testable import SwiftUICore

private struct SizeChooser: View {
    @State var size = 1
    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("Large").tag(2)
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
    }
}

struct SegmentedPickerTests {
    func thumb(_ frame: Frame) throws -> CGRect {
        // The raised thumb is white in the light scheme.
        try #require(frame.fillBoxes(Color.white).first)
    }

    @Test func theControlIsThirtyTwoTallInEqualSegments() throws {
        // At scale 4 the quarter points below lie on the pixel grid.
        let frame = try layOut(width: 300, height: 100, scale: 4, SizeChooser())
        let control = try #require(frame.fillBoxes(Color(uiColor: .tertiarySystemFill)).first)
        // UISegmentedControl is 32 points tall, centred: (100 − 32) / 2 = 34.
        #expect(isClose(control.width, 300) && isClose(control.height, 32) && isClose(control.minY, 34), "\(control)")
        // Three equal segments of 100: each title centred in its own. At 13 pt a character is
        // 6.5 wide: "S" from 50 − 3.25, "M" from 150 − 3.25, "Large" (32.5) from 250 − 16.25.
        #expect(isClose(frame.drawnText("S").frame.minX, 46.75))
        #expect(isClose(frame.drawnText("M").frame.minX, 146.75))
        #expect(isClose(frame.drawnText("Large").frame.minX, 233.75))
        // The thumb sits 2 points inside the selected (middle) segment: x 102, y 36, 96 × 28.
        let box = try thumb(frame)
        #expect(isClose(box.minX, 102) && isClose(box.minY, 36) && isClose(box.width, 96) && isClose(box.height, 28), "\(box)")
    }

    @Test func noSeparatorTouchesTheThumb() throws {
        // The middle segment is selected: both separators (before "M" and before "Large")
        // touch the thumb, so neither is drawn.
        let frame = try layOut(width: 300, height: 100, SizeChooser())
        let separators = frame.drawnItems.filter { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return false }
            return color == Color(uiColor: .opaqueSeparator).resolve(in: EnvironmentValues()) && drawn.opacity > 0
        }
        #expect(separators.isEmpty)
        // With the first selected, the separator before "Large" (at x 200) shows.
        let first = try layOut(width: 300, height: 100, Picker("Size", selection: .constant(0)) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("Large").tag(2)
        }.pickerStyle(.segmented))
        let shown = first.drawnItems.filter { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return false }
            return color == Color(uiColor: .opaqueSeparator).resolve(in: EnvironmentValues()) && drawn.opacity > 0
        }
        #expect(shown.count == 1)
        #expect(isClose(shown.first?.path?.boundingRect.minX ?? -1, 200))
    }

    @Test func aScriptTapsASegmentByItsTitleAndTheThumbSlidesOverAQuarterSecond() throws {
        let play = player(RenderScene("segments", canvas: RenderCanvas(width: 300, height: 100), duration: 1, fps: 20, script: [.tap("Large", at: 0.2)]) {
            SizeChooser()
        })
        let start = try thumb(play.at(0.1)).minX
        let middle = try thumb(play.at(0.3)).minX
        let last = try play.at(0.5)
        let end = try thumb(last).minX
        // From the middle segment's 102 to the last's 202.
        #expect(isClose(start, 102), "\(start)")
        #expect(isClose(end, 202), "\(end)")
        #expect(middle > start + 1 && middle < end - 1, "\(middle)")
    }

    @Test func inAListTheSeparatorBelowTheControlStartsAtTheRowsInsetNotAtATitle() throws {
        let frame = try layOut(width: 390, height: 300, List {
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }
            .pickerStyle(.segmented)
            Text("Below")
        })
        let separator = try #require(frame.displayList.items.drawnItems.first { drawn in
            if case .fill(_, _, let element) = drawn.item { return element.rawValue.hasSuffix("#separator") }
            return false
        }?.path?.boundingRect)
        // UISegmentedControl's titles are UIKit's: the separator starts where the row's
        // content does, at the row's leading inset, as the text below it does.
        #expect(isClose(separator.minX, frame.drawnText("Below").frame.minX), "\(separator)")
    }

    @Test func aDisabledSegmentedPickerCannotBeTapped() throws {
        let play = player(RenderScene("segments", duration: 1, fps: 10, script: [.tap("Large", at: 0.2)]) {
            SizeChooser().disabled(true)
        })
        #expect(throws: (any Error).self) { try play.at(0.3) }
    }
}

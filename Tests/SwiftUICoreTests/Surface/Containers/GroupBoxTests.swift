import Foundation
import Testing
@testable import SwiftUICore

struct GroupBoxTests {
    let background = Color(uiColor: .secondarySystemBackground)

    @Test func theContentIsPaddedSixteenPointsOnTheSecondaryBackground() throws {
        let frame = try layOut(width: 400, height: 400, scale: 4, GroupBox("Title") {
            Text("Body text")
        })
        let box = try #require(frame.fillBoxes(background).first)
        let title = frame.drawnText("Title").frame, body = frame.drawnText("Body text").frame
        // The headline is 17 points (8.5 a character in the test engine): "Title" 42.5 wide,
        // "Body text" 76.5. Both lead, 16 points in; the box is 76.5 + 2 × 16 = 108.5 wide.
        #expect(isClose(title.minX, box.minX + 16) && isClose(body.minX, box.minX + 16))
        #expect(isClose(title.minY, box.minY + 16) && isClose(body.maxY, box.maxY - 16))
        #expect(isClose(box.width, 108.5), "\(box)")
        #expect(title.maxY < body.minY)
    }

    @Test func theBoxHasEightPointContinuousCorners() throws {
        let frame = try layOut(width: 400, height: 400, GroupBox { Color.clear.frame(width: 100, height: 100) })
        let fill = try #require(frame.drawnItems.first { drawn in
            if case .fill(_, let color, _) = drawn.item { return color == background.resolve(in: EnvironmentValues()) }
            return false
        })
        // The shape is asked in its own space (origin zero) and placed at the box's frame.
        let rounded = RoundedRectangle(cornerRadius: 8, style: .continuous)
            .path(in: CGRect(x: 0, y: 0, width: 132, height: 132)).offsetBy(dx: 134, dy: 134)
        #expect(fill.path == rounded)
    }

    @Test func withoutALabelOnlyTheContentIsBoxed() throws {
        let frame = try layOut(width: 400, height: 400, GroupBox { Text("Body") })
        #expect(frame.drawnTexts.map(\.string) == ["Body"])
        let box = try #require(frame.fillBoxes(background).first)
        // 34 × 17 padded by 16 on each side.
        #expect(isClose(box.width, 66) && isClose(box.height, 49), "\(box)")
    }

    @Test func aBoxInsideABoxIsDrawnInTheTertiaryBackground() throws {
        let frame = try layOut(width: 400, height: 400, GroupBox("Outer") {
            GroupBox("Inner") { Text("Body") }
        })
        #expect(frame.fillBoxes(background).count == 1)
        #expect(frame.fillBoxes(Color(uiColor: .tertiarySystemBackground)).count == 1)
    }
}

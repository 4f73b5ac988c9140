import Foundation
import Testing
@testable import SwiftUICore

/// A style that draws the group's controls in a column, labelled above.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Text("Edit")
            configuration.content
        }
    }
}

/// A style that wraps the system's group in a border.
private struct FramedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).padding(10)
    }
}

struct ControlGroupStyleTests {
    func group() -> some View {
        ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
        }
    }

    @Test func aCustomStyleReceivesTheControls() throws {
        let frame = try layOut(width: 300, height: 200, group().controlGroupStyle(StackedControlGroupStyle()))
        #expect(frame.drawnTexts.map(\.string) == ["Edit", "Cut", "Copy"])
        // No row: none of the bordered fill.
        #expect(frame.fillBoxes(Color.accentColor.opacity(0.15)).isEmpty)
        // A column: Copy under Cut, 17 points lower.
        #expect(isClose(frame.drawnText("Copy").frame.minY - frame.drawnText("Cut").frame.minY, 17))
    }

    @Test func aGroupOfAConfigurationIsTheDefaultRow() throws {
        let framed = try layOut(width: 300, height: 200, group().frame(width: 200).controlGroupStyle(FramedControlGroupStyle()))
        let plain = try layOut(width: 300, height: 200, group().frame(width: 200))
        let fill = try #require(framed.fillBoxes(Color.accentColor.opacity(0.15)).first)
        // The default row, 10 points narrower on each side than offered.
        #expect(isClose(fill.width, 180), "\(fill)")
        #expect(plain.fillBoxes(Color.accentColor.opacity(0.15)).first?.width == 200)
    }

    @Test func theNavigationStyleSpacesTheButtonsAsBarItemsOnNoFill() throws {
        let frame = try layOut(width: 300, height: 200, group().controlGroupStyle(.navigation))
        #expect(frame.fillBoxes(Color.accentColor.opacity(0.15)).isEmpty)
        // "Cut" is 3 × 8.5 = 25.5 wide; "Copy" starts 20 points after it.
        #expect(isClose(frame.drawnText("Copy").frame.minX - frame.drawnText("Cut").frame.maxX, 20))
    }
}

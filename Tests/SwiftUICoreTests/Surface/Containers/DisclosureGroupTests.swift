import Foundation
import Testing
@testable import SwiftUICore

private struct Details: View {
    var body: some View {
        DisclosureGroup("Details") {
            Text("Hidden text")
        }
        .frame(width: 300)
    }
}

struct DisclosureGroupTests {
    func chevron(_ frame: Frame) throws -> CGRect {
        try #require(frame.geometry.first { $0.typeName == "Image" }).frame
    }

    @Test func collapsedOnlyTheLabelAndTheChevronAreShown() throws {
        let frame = try layOut(width: 300, height: 200, Details())
        #expect(frame.drawnTexts.map(\.string) == ["Details"])
        // The chevron trails the row.
        #expect(isClose(try chevron(frame).maxX, 300))
    }

    @Test func aBoundGroupShowsItsContentWhenExpanded() throws {
        let frame = try layOut(width: 300, height: 200, DisclosureGroup("Details", isExpanded: .constant(true)) {
            Text("Hidden text")
        }.frame(width: 300))
        #expect(frame.drawnTexts.map(\.string) == ["Details", "Hidden text"])
        // The content leads, 8 points below the label's row.
        let label = frame.drawnText("Details").frame, content = frame.drawnText("Hidden text").frame
        #expect(isClose(content.minX, 0))
        #expect(content.minY > label.maxY)
    }

    @Test func aTapOnTheLabelExpandsTheGroupAndTurnsTheChevronAQuarterTurn() throws {
        let play = player(RenderScene("disclosure", canvas: RenderCanvas(width: 300, height: 200), duration: 2, fps: 20,
                                      script: [.tap("Details", at: 0.5)]) {
            Details()
        })
        let collapsed = try chevron(play.at(0.4))
        let turning = try chevron(play.at(0.6))
        let expanded = try play.at(1.5)
        // Turned a quarter, the chevron's box is its collapsed box turned: width and height swap.
        let turned = try chevron(expanded)
        #expect(abs(turned.width - collapsed.height) < 1 && abs(turned.height - collapsed.width) < 1, "\(collapsed) \(turned)")
        // On the way, the box of a chevron turned part way is wider than either.
        #expect(turning.width > max(collapsed.width, turned.width) - 0.5 && turning != collapsed, "\(turning)")
        #expect(expanded.drawnTexts.map(\.string).contains("Hidden text"))
    }

    @Test func aDisabledGroupCannotBeTapped() throws {
        let play = player(RenderScene("disclosure", duration: 1, fps: 10, script: [.tap("Details", at: 0.2)]) {
            Details().disabled(true)
        })
        #expect(throws: (any Error).self) { try play.at(0.3) }
    }
}

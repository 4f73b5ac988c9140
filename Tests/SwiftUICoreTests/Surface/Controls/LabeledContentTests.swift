import Foundation
import Testing
@testable import SwiftUICore

struct LabeledContentTests {
    @Test func theLabelLeadsAndTheValueTrailsInTheSecondaryColour() throws {
        let frame = try layOut(width: 300, height: 100, LabeledContent("Version", value: "1.0"))
        let texts = frame.drawnTexts
        #expect(texts.map(\.string) == ["Version", "1.0"])
        #expect(abs(texts[0].frame.minX) < 0.5)
        #expect(abs(texts[1].frame.maxX - 300) < 0.5)
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .text(let run, _) = item { return run.color }
            return nil
        }
        #expect(colors.last == Color.secondaryLabel.resolve(in: EnvironmentValues()))
    }
}

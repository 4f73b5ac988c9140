import Foundation
import Testing
@testable import SwiftUICore

struct LinkTests {
    @Test func aLinkIsItsLabelInTheTintAndCanBeTappedByItsTitle() throws {
        let url = try #require(URL(string: "https://example.com"))
        let play = player(RenderScene("link", duration: 1, fps: 10, script: [.tap("Help", at: 0.2)]) {
            Link("Help", destination: url)
        })
        let frame = try play.at(0.3)
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .text(let run, _) = item { return run.color }
            return nil
        }
        #expect(colors == [Color.Resolved(red: 0, green: 122 / 255, blue: 1)])
    }
}

import Foundation
import Testing
@testable import SwiftUICore

private final class MenuLog {
    var entries: [String] = []
}

struct MenuTests {
    /// The accent colour, iOS's systemBlue (0, 122, 255).
    static let tint = Color.Resolved(red: 0, green: 122 / 255, blue: 1)

    @Test func aMenuIsItsLabelInTheTintAndItsContentIsNotDrawn() throws {
        let frame = try layOut(width: 300, height: 100, Menu("Sort by") {
            Button("Name") {}
            Button("Date") {}
        })
        #expect(frame.drawnTexts.map(\.string) == ["Sort by"])
        let colors = frame.displayList.allItems.compactMap { item -> Color.Resolved? in
            if case .text(let run, _) = item { return run.color }
            return nil
        }
        #expect(colors == [Self.tint])
    }

    @Test func aTapRunsThePrimaryActionAndNothingWithoutOne() throws {
        let log = MenuLog()
        let scene = RenderScene("menu", duration: 1, fps: 10, script: [.tap("Add", at: 0.2), .tap("More", at: 0.4)]) {
            VStack {
                Menu("Add", content: { Button("Milk") { log.entries.append("milk") } }, primaryAction: { log.entries.append("primary") })
                Menu("More") { Button("Share") { log.entries.append("share") } }
            }
        }
        _ = try player(scene).at(0.5)
        #expect(log.entries == ["primary"])
    }

    @Test func theBorderlessStyleDrawsTheLabelInTheTintWhateverTheButtonStyle() throws {
        let bordered = try layOut(width: 300, height: 100, Menu("Sort") { Button("Name") {} }.buttonStyle(.bordered))
        let borderless = try layOut(
            width: 300, height: 100, Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton).buttonStyle(.bordered))
        // A bordered button's fill is the tint at 15 % opacity (`BorderedButtonMetrics`).
        #expect(bordered.fillBoxes(Color.accentColor.opacity(0.15)).count == 1)
        #expect(borderless.fillBoxes(Color.accentColor.opacity(0.15)).isEmpty)
    }
}

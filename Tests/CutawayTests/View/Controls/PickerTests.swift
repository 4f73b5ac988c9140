import Foundation
import Testing
@testable import Cutaway

private enum Flavor: Hashable { case vanilla, chocolate, strawberry }

struct PickerTests {
    @Test func theOptionTaggedWithTheSelectionIsSelected() throws {
        // The menu picker shows the selected option's title alone.
        let frame = try layOut(width: 300, height: 100, Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Strawberry").tag(Flavor.strawberry)
        })
        #expect(frame.drawnTexts.map(\.string) == ["Chocolate"])
    }

    @Test func anUntaggedOptionIsNeverSelectedAndASelectionWithoutAnOptionShowsNoTitle() throws {
        let frame = try layOut(width: 300, height: 100, Picker("Flavor", selection: .constant(Flavor.strawberry)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Strawberry")
        })
        #expect(frame.drawnTexts.map(\.string) == [""] || frame.drawnTexts.isEmpty)
    }

    @Test func theOptionsViewsAreNotDrawnThemselves() throws {
        // The segmented style draws each title once, in its segment.
        let frame = try layOut(width: 300, height: 100, Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
        }.pickerStyle(.segmented))
        #expect(frame.drawnTexts.map(\.string) == ["Vanilla", "Chocolate"])
    }
}

import Foundation
import Testing
@testable import SwiftUICore

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

private struct Flavors: View {
    @State var flavor = "Vanilla"
    var body: some View {
        VStack {
            Picker(selection: $flavor, label: Text("Flavor")) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            }
            .pickerStyle(.segmented)
            Text("Chosen: \(flavor)")
        }
    }
}

/// `Picker(selection:label:content:)`, the older initializer with the label given as a view.
struct PickerOlderInitializerTests {
    @Test func theOlderInitializerWithALabelViewDrawsAsTheNewerOne() throws {
        let older = try layOut(width: 300, height: 200, Picker(selection: .constant(1), label: Text("Number")) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        let newer = try layOut(width: 300, height: 200, Picker(selection: .constant(1)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        } label: {
            Text("Number")
        })
        #expect(older.drawnTexts.map(\.string) == newer.drawnTexts.map(\.string))
        #expect(older.displayList == newer.displayList)
    }

    @Test func aScriptTapsASegmentOfAnOlderPickerByItsTitle() throws {
        let play = player(RenderScene("picker", duration: 1, fps: 10, script: [.tap("Mint", at: 0.2)]) {
            Flavors().frame(width: 300)
        })
        #expect(try play.at(0.1).drawnTexts.map(\.string).contains("Chosen: Vanilla"))
        #expect(try play.at(0.5).drawnTexts.map(\.string).contains("Chosen: Mint"))
    }
}

private enum Topping: String, CaseIterable, Hashable { case nuts, sprinkles, fudge }

private struct Toppings: View {
    @State var topping = Topping.nuts
    var body: some View {
        VStack {
            Picker("Topping", selection: $topping) {
                ForEach(Topping.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            Text("Chosen: \(topping.rawValue)")
        }
    }
}

/// A `ForEach` tags each element's views with its id, as SwiftUI's does, so a picker of its
/// options selects by id without a `tag(_:)` of the user's.
struct PickerForEachTagTests {
    @Test func aForEachsIdsAreItsOptionsTags() throws {
        let frame = try layOut(width: 300, height: 100, Picker("Topping", selection: .constant(Topping.sprinkles)) {
            ForEach(Topping.allCases, id: \.self) { Text($0.rawValue) }
        })
        // The menu picker shows the selected option's title alone.
        #expect(frame.drawnTexts.map(\.string) == ["sprinkles"])
    }

    @Test func aTagOfTheUsersInsideTheForEachWinsOverItsId() throws {
        let frame = try layOut(width: 300, height: 100, Picker("Topping", selection: .constant(2)) {
            ForEach(Array(Topping.allCases.enumerated()), id: \.element) { index, topping in
                Text(topping.rawValue).tag(index)
            }
        })
        #expect(frame.drawnTexts.map(\.string) == ["fudge"])
    }

    @Test func anIdOfAnotherTypeThanTheSelectionSelectsNothing() throws {
        // The ids are `Topping`s; the selection a `String`: no option's tag equals it.
        let frame = try layOut(width: 300, height: 100, Picker("Topping", selection: .constant("nuts")) {
            ForEach(Topping.allCases, id: \.self) { Text($0.rawValue) }
        })
        #expect(frame.drawnTexts.map(\.string) == [""] || frame.drawnTexts.isEmpty)
    }

    @Test func tappingASegmentMadeByAForEachSelectsItsElement() throws {
        let play = player(RenderScene("toppings", duration: 1, fps: 10, script: [.tap("fudge", at: 0.2)]) {
            Toppings().frame(width: 300)
        })
        #expect(try play.at(0.1).drawnTexts.map(\.string).contains("Chosen: nuts"))
        #expect(try play.at(0.5).drawnTexts.map(\.string).contains("Chosen: fudge"))
    }
}

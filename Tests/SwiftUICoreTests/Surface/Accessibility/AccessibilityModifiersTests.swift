import Foundation
import Testing
@testable import SwiftUICore

/// A counter whose button shows only a symbol, labelled for accessibility on the button or on
/// the symbol inside it.
private struct Counter: View {
    var labelsTheSymbol = false
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            if labelsTheSymbol {
                Button { count += 1 } label: { Image(systemName: "plus").accessibilityLabel("Add") }
            } else {
                Button { count += 1 } label: { Image(systemName: "plus") }
                    .accessibilityLabel(Text("Add"))
                    .accessibilityHint("Adds one")
            }
        }
    }
}

struct AccessibilityModifiersTests {
    private func counts(_ counter: Counter) throws -> (before: [String], after: [String]) {
        let play = player(RenderScene("counter", duration: 1, fps: 10, script: [.tap("Add", at: 0.2)]) { counter })
        return (try play.at(0.1).drawnTexts.map(\.string), try play.at(0.5).drawnTexts.map(\.string))
    }

    @Test func theModifiersDrawNothing() throws {
        let plain = try layOut(width: 200, height: 100, Text("Hello"))
        let labelled = try layOut(width: 200, height: 100, Text("Hello")
            .accessibilityLabel("Greeting")
            .accessibilityHint(Text("Says hello"))
            .accessibilityValue("1")
            .accessibilityHidden(true)
            .accessibilityAddTraits(.isHeader)
            .accessibilityRemoveTraits([.isButton, .isImage])
            .accessibilityElement(children: .combine))
        #expect(labelled.displayList == plain.displayList)
    }

    @Test func aScriptTapsAButtonByItsAccessibilityLabel() throws {
        let (before, after) = try counts(Counter())
        #expect(before == ["Count 0"])
        #expect(after == ["Count 1"])
    }

    @Test func aLabelOnAViewInsideAButtonNamesTheButton() throws {
        let (before, after) = try counts(Counter(labelsTheSymbol: true))
        #expect(before == ["Count 0"])
        #expect(after == ["Count 1"])
    }

    @Test func aLabelledViewThatCannotBeTappedIsNotFound() throws {
        let play = player(RenderScene("label", duration: 1, fps: 10, script: [.tap("Greeting", at: 0.2)]) {
            Text("Hello").accessibilityLabel("Greeting")
        })
        #expect(throws: RuntimeError.self) { try play.at(0.3) }
    }

    @Test func aMissedTapListsTheLabelsThatCouldBeTapped() throws {
        let play = player(RenderScene("counter", duration: 1, fps: 10, script: [.tap("Remove", at: 0.2)]) { Counter() })
        do {
            _ = try play.at(0.3)
            Issue.record("the tap should have failed")
        } catch let RuntimeError.noButton(title, _, available) {
            #expect(title == "Remove")
            #expect(available.contains("Add"))
        }
    }

    @Test func traitsFormASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && traits.contains(.isSelected) && !traits.contains(.isHeader))
        traits.remove(.isButton)
        traits.insert(.isHeader)
        #expect(traits == [.isSelected, .isHeader])
        #expect(AccessibilityTraits().isEmpty)
    }
}

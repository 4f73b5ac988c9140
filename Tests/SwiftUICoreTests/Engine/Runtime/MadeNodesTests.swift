import Foundation
import Testing
@testable import SwiftUICore

/// Nodes remembered as their view made them, before outer modifiers decorated them.
struct MadeNodesTests {
    private func node(_ name: String) -> ViewNode {
        ViewNode(
            identity: ViewIdentity.root.appending(.part(name)), typeName: "Color", kind: .spacer(minLength: nil), children: [],
            environment: EnvironmentValues())
    }

    @Test func restoredNodesLoseOnlyWhatOuterModifiersAdded() {
        let made = node("a")
        made.decorate(.effect(.opacity(0.5)))
        let remembered = MadeNodes([made])
        made.decorate(.accessibilityIdentifier("outer"))
        made.decorate(.effect(.opacity(0.25)))
        #expect(made.effects == [.opacity(0.5), .opacity(0.25)])

        #expect(remembered.restored().map { $0 === made } == [true])
        #expect(made.effects == [.opacity(0.5)])
        #expect(made.accessibilityIdentifier == nil)
    }

    @Test func outerDecorationsAreThoseAddedAfterTheNodesWereMade() {
        let first = node("a"), second = node("b")
        first.decorate(.accessibilityLabel("own"))
        let remembered = MadeNodes([first, second])
        first.decorate(.accessibilityIdentifier("outer"))
        second.decorate(.effect(.clip))
        second.decorate(.accessibilityLabel("outer"))
        let outer = remembered.outerDecorations
        #expect(outer.map(\.count) == [1, 2])
        guard case .accessibilityIdentifier("outer")? = outer[0].first, case .effect(.clip)? = outer[1].first else {
            Issue.record("outer decorations: \(outer)")
            return
        }
    }

    @Test func nodesMadeAgainAreTheSameNodesWithAsManyOwnDecorations() {
        let made = node("a"), other = node("b")
        let remembered = MadeNodes([made])
        #expect(remembered.areMade(by: [made]))
        #expect(!remembered.areMade(by: [other]))
        #expect(!remembered.areMade(by: []))
        #expect(!remembered.areMade(by: [made, other]))
        made.decorate(.effect(.clip))
        #expect(!remembered.areMade(by: [made]))
    }
}

import Foundation
import Testing
@testable import SwiftUICore

/// `textCase(_:)`: a text shown in another case than written, the nearest modifier winning.
struct TextCaseTests {
    static func strings(_ view: some View) throws -> [String] {
        try layOut(view).displayList.allItems.compactMap { item in
            if case .text(let run, _) = item { run.request.string } else { nil }
        }
    }

    @Test func aCaseAppliesToEveryTextBelowItAndTheNearestWins() throws {
        #expect(try Self.strings(VStack {
            Text("Mixed Case")
            Text("Kept").textCase(nil)
            Text("Lower Me").textCase(.lowercase)
        }.textCase(.uppercase)) == ["MIXED CASE", "Kept", "lower me"])
    }

    @Test func casesFollowTheEnglishRulesWhateverTheMachinesLocale() {
        // Turkish rules would make a dotted capital I.
        #expect(Text.Case.uppercase.apply(to: "istanbul") == "ISTANBUL")
        #expect(Text.Case.lowercase.apply(to: "STRASSE") == "strasse")
    }
}

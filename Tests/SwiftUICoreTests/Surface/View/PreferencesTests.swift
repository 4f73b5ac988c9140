import Foundation
import Testing
@testable import SwiftUICore

/// A key of an optional value with no `defaultValue` of its own (SwiftUI supplies `nil`): the
/// first sibling's value that is not `nil` wins.
private struct FirstWidthKey: PreferenceKey {
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

private final class Seen {
    var values: [CGFloat?] = []
}

private struct Widths: View {
    let sets: Bool
    let seen: Seen
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 20, height: 10)
            Color.red.frame(width: 30, height: 10).preference(key: FirstWidthKey.self, value: sets ? 30 : nil)
            Color.blue.frame(width: 40, height: 10).preference(key: FirstWidthKey.self, value: sets ? 40 : nil)
        }
        .onPreferenceChange(FirstWidthKey.self) { seen.values.append($0) }
    }
}

struct OptionalPreferenceKeyTests {
    @Test func aKeyOfAnOptionalValueDefaultsToNil() {
        #expect(FirstWidthKey.defaultValue == nil)
    }

    @Test func theSiblingsValuesAreReducedFromTheNilDefault() throws {
        let seen = Seen()
        _ = try layOut(width: 100, height: 100, Widths(sets: true, seen: seen))
        // nil (the gray view sets nothing), then 30, then 40: the first that is not nil.
        #expect(seen.values == [30])
    }

    @Test func aSubtreeThatSetsNothingReportsNil() throws {
        let seen = Seen()
        _ = try layOut(width: 100, height: 100, Widths(sets: false, seen: seen))
        #expect(seen.values == [nil])
    }
}

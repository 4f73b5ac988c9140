import Foundation
import Testing
@testable import SwiftUICore

/// The hand-written integer grouping, against what Foundation writes.
struct GroupedIntegerFormatTests {
    @Test func localesWithAsciiDigitsInThreesHaveAPattern() throws {
        let english = try #require(GroupedIntegerFormat.pattern(for: Locale(identifier: "en_US")))
        #expect(english.separator == "," && english.minus == "-" && english.groupsFourDigits)
        // Spanish groups no four-digit number: "1234", but "12.345".
        let spanish = try #require(GroupedIntegerFormat.pattern(for: Locale(identifier: "es_ES")))
        #expect(spanish.separator == "." && !spanish.groupsFourDigits)
        #expect(GroupedIntegerFormat.pattern(for: Locale(identifier: "sv_SE")) != nil)
    }

    @Test func otherDigitsAndOtherGroupingsAreLeftToFoundation() {
        // Arabic-Indic digits in ar_EG; groups of two above the thousands in hi_IN.
        #expect(GroupedIntegerFormat.pattern(for: Locale(identifier: "ar_EG")) == nil)
        #expect(GroupedIntegerFormat.pattern(for: Locale(identifier: "hi_IN")) == nil)
    }

    @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "sv_SE", "it_IT", "ja_JP", "hi_IN", "ar_EG"])
    func integersReadAsFoundationWritesThem(identifier: String) {
        let locale = Locale(identifier: identifier)
        for value: Int64 in [0, 7, -7, 999, -999, 1000, 1234, -1234, 12_345, 999_999, 1_000_000, -98_765_432, .max, .min] {
            #expect(GroupedIntegerFormat.string(value, in: locale) == IntegerFormatStyle<Int64>(locale: locale).format(value), "\(value) \(identifier)")
        }
        #expect(GroupedIntegerFormat.string(UInt64.max, in: locale) == IntegerFormatStyle<UInt64>(locale: locale).format(.max))
    }
}

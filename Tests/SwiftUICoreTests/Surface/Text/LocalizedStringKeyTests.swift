import Foundation
import Testing
@testable import SwiftUICore

/// A key's interpolations read as on iOS: numbers through their `printf` specifiers in the
/// locale (`%lld` grouped, `%lf` with six decimals), strings verbatim.
///
/// The expected strings come from the formats' definitions, not from Cutaway: `%f`/`%lf` print
/// six decimals (C's `printf`), and the locales' separators are CLDR's (en_US groups with ","
/// and separates decimals with "."; de_DE the other way round; de_DE puts a no-break space
/// before "%"). Reports of what iOS shows are cited in `LocalizedStringKey`.
struct LocalizedStringKeyTests {
    let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")

    /// `value`'s digits grouped in threes from the right with `separator`: the grouping both
    /// locales use, written out.
    func grouped(_ value: Int, separator: String) -> String {
        let digits = Array(String(value.magnitude))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    @Test func aKeyWithoutInterpolationsIsShownAsWritten() {
        #expect(LocalizedStringKey("").string(in: english) == "")
        let literal: LocalizedStringKey = "100% done"
        #expect(literal.string(in: english) == "100% done")
        #expect(LocalizedStringKey("%lld at run time").string(in: english) == "%lld at run time")
    }

    @Test func stringsAreInterpolatedVerbatim() {
        let name = "%lld 1000"
        let key: LocalizedStringKey = "Hello, \(name)!"
        #expect(key.string(in: english) == "Hello, %lld 1000!")
        #expect(key.segments == [.verbatim("Hello, %lld 1000!")], "a key without numbers is one piece")
        let count: LocalizedStringKey = "\(1000)"
        #expect(count.segments.count == 1, "no empty pieces around a value")
    }

    @Test func integersAreGroupedAsTheLocaleGroups() {
        // iOS: `Text("\(1000)")` shows "1,000" (see `LocalizedStringKey`).
        #expect(("\(1000)" as LocalizedStringKey).string(in: english) == "1,000")
        #expect(("\(-1234567)" as LocalizedStringKey).string(in: english) == "-1,234,567")
        #expect(("\(1000)" as LocalizedStringKey).string(in: german) == "1.000")
        #expect(("\(-1234567)" as LocalizedStringKey).string(in: german) == "-1.234.567")
        #expect(("\(0) and \(999)" as LocalizedStringKey).string(in: english) == "0 and 999")
    }

    @Test func integersOfManyMagnitudesMatchTheGroupingFormula() {
        var values = [0, 1, -1, Int.max, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power, power - 1, -power, power + power / 3]
        }
        for value in values {
            let key: LocalizedStringKey = "\(value)"
            #expect(key.string(in: english) == grouped(value, separator: ","), "\(value)")
            #expect(key.string(in: german) == grouped(value, separator: "."), "\(value)")
        }
    }

    @Test func everyIntegerTypeIsFormatted() {
        let key: LocalizedStringKey = "\(Int8(-5)) \(Int16(20000)) \(Int32(-100000)) \(Int64(1234567)) \(UInt(1000)) \(UInt8(255)) \(UInt16(65535)) \(UInt32(100000)) \(UInt64(10000))"
        #expect(key.string(in: english) == "-5 20,000 -100,000 1,234,567 1,000 255 65,535 100,000 10,000")
    }

    @Test func floatingPointValuesShowSixDecimals() {
        // `%lf` (Double, CGFloat) and `%f` (Float): six decimals, grouped.
        #expect(("\(0.5)" as LocalizedStringKey).string(in: english) == "0.500000")
        #expect(("\(3.14159)" as LocalizedStringKey).string(in: english) == "3.141590")
        #expect(("\(Float(2.5))" as LocalizedStringKey).string(in: english) == "2.500000")
        #expect(("\(CGFloat(2.5))" as LocalizedStringKey).string(in: english) == "2.500000")
        #expect(("\(-1234.5)" as LocalizedStringKey).string(in: english) == "-1,234.500000")
        #expect(("\(0.5)" as LocalizedStringKey).string(in: german) == "0,500000")
        #expect(("\(1234.5)" as LocalizedStringKey).string(in: german) == "1.234,500000")
    }

    @Test func defaultSpecifiersFormatAsStringFormatDoes() {
        // The format-style shortcut (`SpecifiedArgument.defaultSpecifierString`) against
        // Foundation's `printf` formatting, in locales with other separators and digits.
        // (`GroupedIntegerFormat` writes the ASCII-digit locales' integers by hand; es_ES groups
        // no four-digit number, sv_SE has its own minus sign, hi_IN groups by two, ar_EG has
        // other digits.)
        let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "sv_SE", "hi_IN", "ar_EG"].map(Locale.init(identifier:))
        let integers: [Int64] = [0, 1, -1, 999, 1000, -1000, 1234, -1234, 12345, 123_456_789, .max, .min]
        let doubles: [Double] = [0, -0.0, 0.5, 1e-7, 5e-7, 0.0000015, 123_456.789, 1e15, 1e20, -2.5e10, 1.0 / 3, 2.675, .infinity, -.infinity, .nan]
        for locale in locales {
            for integer in integers {
                let expected = String(format: "%lld", locale: locale, integer)
                #expect(SpecifiedArgument<Int64>.defaultSpecifierString(of: integer, specifier: "%lld", in: locale) == expected, "\(integer) \(locale.identifier)")
            }
            for small in [Int32(0), -5, 100_000, .min, .max] {
                let expected = String(format: "%d", locale: locale, small)
                #expect(SpecifiedArgument<Int32>.defaultSpecifierString(of: small, specifier: "%d", in: locale) == expected, "\(small) \(locale.identifier)")
            }
            for double in doubles {
                let expected = String(format: "%lf", locale: locale, double)
                #expect(SpecifiedArgument<Double>.defaultSpecifierString(of: double, specifier: "%lf", in: locale) == expected, "\(double) \(locale.identifier)")
            }
        }
        #expect(SpecifiedArgument<Double>.defaultSpecifierString(of: 0.5, specifier: "%.2f", in: english) == nil)
    }

    @Test func unsignedValuesPastTheSignedMaximumReadAsThemselves() {
        let key: LocalizedStringKey = "\(UInt32.max) \(UInt64.max)"
        #expect(key.string(in: english) == "4,294,967,295 18,446,744,073,709,551,615")
    }

    @Test func aSpecifierFormatsInTheLocale() {
        let key: LocalizedStringKey = "\(1234.567, specifier: "%.2f") km"
        #expect(key.string(in: english) == "1,234.57 km")
        #expect(key.string(in: german) == "1.234,57 km")
        #expect(("\(UInt32(65535), specifier: "%x")" as LocalizedStringKey).string(in: english) == "ffff")
        #expect(("\(7, specifier: "%03lld")" as LocalizedStringKey).string(in: english) == "007")
    }

    @Test func aFormatStyleFormatsInTheLocale() {
        let key: LocalizedStringKey = "\(0.45, format: .percent) of \(1234.5, format: .number)"
        #expect(key.string(in: english) == "45% of 1,234.5")
        #expect(key.string(in: german) == "45\u{00A0}% of 1.234,5")
    }

    @Test func anInterpolatedTextIsFormattedInTheOuterLocale() {
        let count = Text("\(1000)")
        let key: LocalizedStringKey = "\(count) items"
        #expect(key.string(in: german) == "1.000 items")
        let words: LocalizedStringKey = "say \(Text("hello")) twice"
        #expect(words.segments == [.verbatim("say hello twice")])
    }

    @Test func otherValuesShowTheirDescription() {
        struct Version: CustomStringConvertible {
            var description: String { "v1000" }
        }
        let key: LocalizedStringKey = "\(true), \(Substring("sub")), \(Version())"
        #expect(key.string(in: english) == "true, sub, v1000")
    }

    @Test func keysAreEqualWhenTheirValuesAndFormatsAre() {
        let count = 1000
        #expect(("\(count) items" as LocalizedStringKey) == "\(1000) items")
        #expect(("\(count) items" as LocalizedStringKey) != "\(1001) items")
        #expect(("\(count) items" as LocalizedStringKey) != "\(count, specifier: "%x") items")
        #expect(("\(count) items" as LocalizedStringKey) != "1000 items", "a number is no literal")
        #expect(("\(0.5, format: .percent)" as LocalizedStringKey) == "\(0.5, format: .percent)")
        #expect(("\(0.5, format: .percent)" as LocalizedStringKey) != "\(0.5, format: .number)")
        #expect(("\(1)" as LocalizedStringKey) != "\(1.0)", "an Int is no Double")
    }
}

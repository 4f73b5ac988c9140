import Foundation
import Synchronization

/// How a locale writes whole numbers when it writes them as ASCII digits in groups of three:
/// its grouping separator, its minus sign, and whether a four-digit number is grouped. Found
/// once per locale by formatting probe numbers with Foundation's `IntegerFormatStyle`, then
/// applied by hand, so that a list of "Row \(index)" texts does not pay for ICU on every
/// resolve (a format style call costs some 2 µs; this, a few dozen nanoseconds).
///
/// A locale whose probes do not read exactly so (other digits, as in `ar_EG`; groups of two,
/// as in `hi_IN`) has no pattern: its numbers are formatted by Foundation every time.
/// `LocalizedStringKeyTests` checks the result against `String(format:locale:)` in locales of
/// each kind.
struct GroupedIntegerFormat: Sendable {
    let separator: String
    let minus: String
    /// Whether 1234 is written with a separator (`en_US`: "1,234"; `es_ES`: "1234", but "12.345").
    let groupsFourDigits: Bool

    /// `magnitude` written with this locale's grouping, negative if `isNegative`.
    func string(magnitude: UInt64, isNegative: Bool) -> String {
        let digits = String(magnitude)
        var result = isNegative ? minus : ""
        let count = digits.count
        guard count > 4 || (count == 4 && groupsFourDigits) else { return result + digits }
        for (index, digit) in digits.enumerated() {
            if index > 0, (count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }

    /// `value` in `locale`: by the locale's pattern if it has one, else by Foundation.
    static func string<Value: BinaryInteger & Sendable>(_ value: Value, in locale: Locale) -> String where Value: FixedWidthInteger {
        if let format = pattern(for: locale) {
            return format.string(magnitude: UInt64(value.magnitude), isNegative: value < 0)
        }
        return IntegerFormatStyle<Value>(locale: locale).format(value)
    }

    /// The pattern of `locale`, worked out once per locale identifier and process (a pure
    /// function of the identifier: the same in every run).
    static func pattern(for locale: Locale) -> GroupedIntegerFormat? {
        let identifier = locale.identifier
        if let known = patterns.withLock({ $0[identifier] }) { return known }
        let found = probe(locale)
        patterns.withLock { $0[identifier] = found }
        return found
    }

    private static let patterns = Mutex<[String: GroupedIntegerFormat?]>([:])

    /// Reads the separator and minus sign off 1234567 and −1234567, and checks 1234 and 12345.
    private static func probe(_ locale: Locale) -> GroupedIntegerFormat? {
        let style = IntegerFormatStyle<Int64>(locale: locale)
        let positive = style.format(1_234_567), negative = style.format(-1_234_567)
        guard positive.hasPrefix("1"), negative.hasSuffix(positive) else { return nil }
        // "1,234,567": what comes between "1" and "234" is the separator, and again after it.
        let separator = String(positive.dropFirst().prefix { !("0"..."9").contains($0) })
        guard !separator.isEmpty, positive == "1" + separator + "234" + separator + "567" else { return nil }
        let minus = String(negative.dropLast(positive.count))
        let four = style.format(1234)
        guard four == "1234" || four == "1" + separator + "234", style.format(12_345) == "12" + separator + "345",
              style.format(999) == "999", style.format(-5) == minus + "5"
        else { return nil }
        return GroupedIntegerFormat(separator: separator, minus: minus, groupsFourDigits: four != "1234")
    }
}

import CutawaySceneFile
import Testing

/// RFC 8259 §6: `number = [ minus ] int [ frac ] [ exp ]`, `int = zero / ( digit1-9 *DIGIT )`,
/// `frac = decimal-point 1*DIGIT`, `exp = e [ minus / plus ] 1*DIGIT`.
@Suite("Reading JSON: numbers")
struct JSONReaderNumberTests {

    private func number(_ text: String) -> Double? {
        guard case .number(let number) = JSONTesting.plain(text) else { return nil }
        return number
    }

    // MARK: The grammar's cases

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1), ("-1", -1), ("10", 10), ("1234567890", 1_234_567_890),
        ("0.5", 0.5), ("-0.5", -0.5), ("1.25", 1.25), ("10.0", 10), ("0.0", 0),
        ("1e5", 1e5), ("1E5", 1e5), ("1e+5", 1e5), ("1e-5", 1e-5), ("1.5e10", 1.5e10), ("-1.5E-10", -1.5e-10),
        ("0e0", 0), ("0E+0", 0), ("-0.0e-0", -0.0), ("1e05", 1e5), ("1e-007", 1e-7),
    ])
    func validNumbers(text: String, expected: Double) {
        let read = number(text)
        #expect(read == expected)
        #expect(read?.sign == expected.sign, "the sign of zero is kept")
    }

    @Test func numbersAreReadExactly() {
        #expect(number("0.1") == 0.1)
        #expect(number("0.30000000000000004") == 0.1 + 0.2)
        #expect(number("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(number("-1.7976931348623157e308") == -.greatestFiniteMagnitude)
        #expect(number("2.2250738585072014e-308") == .leastNormalMagnitude)
        #expect(number("5e-324") == .leastNonzeroMagnitude)
        // 2⁵³ + 1 is not a Double; it rounds to even, 2⁵³.
        #expect(number("9007199254740993") == 9_007_199_254_740_992)
    }

    @Test func tooSmallRoundsToZero() {
        #expect(number("1e-400") == 0)
        #expect(number("-1e-400") == -0.0)
    }

    @Test func tooLargeIsAnError() {
        JSONTesting.expectError("1e400", at: 1, 1, "number '1e400' is too large")
        JSONTesting.expectError("[-1e309]", at: 1, 2, "number '-1e309' is too large")
        JSONTesting.expectError("[" + String(repeating: "9", count: 400) + "]", at: 1, 2, "number '" + String(repeating: "9", count: 400) + "' is too large")
    }

    @Test(arguments: [
        ("01", "invalid number '01': leading zeros are not allowed"),
        ("00", "invalid number '00': leading zeros are not allowed"),
        ("-01", "invalid number '-01': leading zeros are not allowed"),
        ("00.5", "invalid number '00.5': leading zeros are not allowed"),
        ("1.", "invalid number '1.': expected a digit after '.'"),
        ("1.e5", "invalid number '1.e5': expected a digit after '.'"),
        ("-", "invalid number '-': expected a digit after '-'"),
        ("-a", "invalid number '-a': expected a digit after '-'"),
        ("--1", "invalid number '--1': expected a digit after '-'"),
        ("- 1", "invalid number '-': expected a digit after '-'"),
        ("-Infinity", "invalid number '-Infinity': expected a digit after '-'"),
        (".5", "invalid number '.5': a number must start with a digit or '-'"),
        ("+1", "invalid number '+1': a number must start with a digit or '-'"),
        ("1e", "invalid number '1e': expected a digit in the exponent"),
        ("1e+", "invalid number '1e+': expected a digit in the exponent"),
        ("1E-", "invalid number '1E-': expected a digit in the exponent"),
        ("1e5.5", "invalid number '1e5.5'"),
        ("0x10", "invalid number '0x10'"),
        ("1.5.2", "invalid number '1.5.2'"),
        ("12px", "invalid number '12px'"),
        ("1-2", "invalid number '1-2'"),
        ("1_000", "invalid number '1_000'"),
        ("0.5f", "invalid number '0.5f'"),
    ])
    func invalidNumbersAreQuotedWhole(text: String, message: String) {
        JSONTesting.expectError(text, at: 1, 1, message)
        JSONTesting.expectError("[true, \(text)]", at: 1, 8, message)
    }

    @Test func aLongInvalidNumberIsCut() {
        JSONTesting.expectError(
            "1" + String(repeating: "x", count: 50), at: 1, 1,
            "invalid number '1" + String(repeating: "x", count: 28) + "…'")
    }

    @Test func numbersEndAtDelimiters() {
        #expect(JSONTesting.plain("[1,2]") == .array([.number(1), .number(2)]))
        #expect(JSONTesting.plain(#"{"a":-0.5e1}"#) == .object([.init(key: "a", value: .number(-5))]))
        #expect(JSONTesting.plain("[1 ]") == .array([.number(1)]))
        JSONTesting.expectError("[1 2]", at: 1, 4, "expected ',' or ']' after an array element, found '2'")
        JSONTesting.expectError("1 x", at: 1, 3, "trailing characters after the JSON value")
    }

    // MARK: Sweeps

    /// Swift writes every finite Double in a form JSON accepts ("1e-05", "5e-324", "-0.0"), and
    /// shortest enough to read back exactly: every one of these must come back bit for bit.
    @Test func randomDoublesReadBackExactly() {
        var generator = SplitMix64Generator(seed: 8259)
        var checked = 0
        while checked < 20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            checked += 1
            let read = number("\(value)")
            #expect(read?.bitPattern == value.bitPattern, "\(value)")
        }
    }

    /// Every integer a Double holds exactly, written without a fraction, reads back exactly.
    @Test func randomIntegersReadBackExactly() {
        var generator = SplitMix64Generator(seed: 53)
        for _ in 0..<20_000 {
            let value = Int64.random(in: -(1 << 53)...(1 << 53), using: &generator)
            #expect(number("\(value)") == Double(value), "\(value)")
        }
    }
}

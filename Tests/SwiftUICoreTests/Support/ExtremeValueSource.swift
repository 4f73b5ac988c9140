import CutawayFuzzing
import Foundation

/// The values the extreme-value fuzz draws, from a seed: the same seed draws the same values on
/// every machine (the fuzzer's own generator, `FuzzRandom`).
///
/// Each draw mixes the kinds of value that break arithmetic: the fixed extremes of
/// `ExtremeValues`, the edges of the number types (subnormals, `ulpOfOne`, 2⁵³, 2⁶³, `Int32`'s
/// ends), any bit pattern at all (NaNs with payloads included), magnitudes spread evenly over
/// every power of ten, and small ordinary numbers.
nonisolated struct ExtremeValueSource {
    private var random: FuzzRandom

    init(seed: UInt64) {
        random = FuzzRandom(seed: seed)
    }

    mutating func next() -> UInt64 {
        random.next()
    }

    /// A number in `0..<count`.
    mutating func index(below count: Int) -> Int {
        random.below(count)
    }

    /// A number in `0..<1`, from the top 53 bits.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    static let edgeDoubles: [Double] = [
        -0.0, .ulpOfOne, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_992, 9_223_372_036_854_775_807,
        -9_223_372_036_854_775_808, 18_446_744_073_709_551_616, 1e-17, 1e20, 1.7e20, 0.5, 1,
    ]

    static let edgeIntegers: [Int] = [1, -2, .min + 1, .max - 1, Int(Int32.max), Int(Int32.min), 1 << 53, 1_000_000_000]

    mutating func double() -> (name: String, value: Double) {
        let value: Double
        switch index(below: 6) {
        case 0: value = ExtremeValues.doubles[index(below: ExtremeValues.doubles.count)].value
        case 1: value = Self.edgeDoubles[index(below: Self.edgeDoubles.count)]
        case 2: value = Double(bitPattern: next())
        case 3:
            // Evenly over the powers of ten a Double holds, either sign.
            let exponent = -323 + index(below: 632)
            value = (next() & 1 == 0 ? 1 : -1) * (1 + 9 * unit()) * pow(10, Double(exponent))
        case 4: value = (unit() - 0.5) * 2_000
        default: value = (unit() - 0.5) * 4
        }
        return (Self.name(of: value), value)
    }

    mutating func integer() -> (name: String, value: Int) {
        let value: Int
        switch index(below: 4) {
        case 0: value = ExtremeValues.integers[index(below: ExtremeValues.integers.count)].value
        case 1: value = Self.edgeIntegers[index(below: Self.edgeIntegers.count)]
        case 2: value = Int(truncatingIfNeeded: next())
        default: value = index(below: 201) - 100
        }
        return ("\(value)", value)
    }

    mutating func unsignedInteger() -> (name: String, value: UInt64) {
        let value: UInt64
        switch index(below: 3) {
        case 0: value = ExtremeValues.unsignedIntegers[index(below: ExtremeValues.unsignedIntegers.count)].value
        case 1: value = next()
        default: value = UInt64(index(below: 2_000_000_000))
        }
        return ("\(value)", value)
    }

    /// A double as a failure names it: exactly (its bits for a NaN, whose payload may matter).
    static func name(of value: Double) -> String {
        value.isNaN ? "NaN (bits \(String(value.bitPattern, radix: 16)))" : "\(value)"
    }
}

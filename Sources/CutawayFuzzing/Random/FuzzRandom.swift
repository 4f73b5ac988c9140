/// The harness's own pseudo-random numbers: xoshiro256** (Blackman and Vigna, "Scrambled
/// Linear Pseudorandom Number Generators", 2018), seeded through SplitMix64 as its authors
/// recommend.
///
/// Why not `SystemRandomNumberGenerator` or `Int.random(in:using:)`: the first is not seeded,
/// and the second's way of turning 64 random bits into a bounded integer belongs to the
/// standard library and may change between toolchains. A fuzzing run must make the same
/// inputs from the same seed on every machine and compiler, so every bounded draw below is
/// computed here.
///
/// Each run of a campaign gets a generator of its own, `FuzzRandom(seed:stream:)`, so the input
/// of run *n* does not depend on how many numbers the runs before it drew.
public struct FuzzRandom {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64, stream: UInt64 = 0) {
        // SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators",
        // 2014) spreads the seed over the 256-bit state, which must not be all zero; its
        // outputs never are four zeros in a row.
        var splitMix = seed ^ (stream &* 0x9E37_79B9_7F4A_7C15)
        func nextSplitMix() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (nextSplitMix(), nextSplitMix(), nextSplitMix(), nextSplitMix())
    }

    /// The next 64 random bits (xoshiro256**'s reference algorithm).
    public mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    /// An integer in `0..<bound`, without modulo bias (Lemire, "Fast Random Integer Generation
    /// in an Interval", 2019: multiply, and reject the few low products that would favour some
    /// results).
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(\(bound)): the bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// An integer in `range`.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True `numerator` times in `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// One element of a non-empty array.
    public mutating func element<Element>(of array: [Element]) -> Element {
        array[below(array.count)]
    }

    /// A byte.
    public mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next() >> 56)
    }

    /// A small count, usually 1 and rarely up to `maximum`: each further unit is half as
    /// likely as the one before, as libFuzzer weighs its stacked mutations.
    public mutating func smallCount(maximum: Int) -> Int {
        var count = 1
        while count < maximum && chance(1, in: 2) { count += 1 }
        return count
    }

    private func rotateLeft(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}

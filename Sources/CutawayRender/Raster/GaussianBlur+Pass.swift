import Foundation

extension GaussianBlur {
    /// Sixteen levels at one position along a block of lines (the four lines' B, then their
    /// G, R and A), each stored as `Pass.levelBias` + the level (see `Pass`).
    typealias Lanes = SIMD16<Float>

    /// One pass of a blur along lines: each position takes the rounded mean of the levels in
    /// its `window` (offsets from it), equally weighted for a box, weighted for a kernel.
    ///
    /// Why Float: the integer rule (`GaussianBlur`) divides at every position, and integer
    /// division has no vector instruction on x86-64; the baseline's vectors (SSE2) do not
    /// even multiply 32-bit integers in one instruction. Float does both, exactly here:
    /// - Levels are stored plus `levelBias` = 1.5·2²³. Between 2²³ and 2²⁴ Float's step is
    ///   exactly 1, so `x + levelBias` is x rounded to the nearest whole number, stored, and
    ///   the difference of two stored levels is exact.
    /// - A box of size d keeps the sum s of its window's levels (whole, at most 255·d, so
    ///   exact below 2²⁴) plus b = ⌊d/2⌋ + ½ − d/2 (0 or ½), and writes (s + b)·(1/d) +
    ///   `levelBias`: the nearest whole number to y − ½ for y = (s + ⌊d/2⌋ + ½)/d, which is
    ///   ⌊y⌋ = ⌊(s + ⌊d/2⌋)/d⌋, the rule, whenever the Float result is within 1/(2d) of the
    ///   exact one: y is (a whole number + ½)/d, so at least 1/(2d) from a whole number.
    ///   The error: 1/d rounded (relative error 2⁻²⁴) times s + b ≤ 256·d is 2⁻¹⁶ off at
    ///   most, the product rounded 2⁻¹⁷ more; under 1/(2d) for d ≤ 21,845. Boxes up to
    ///   `largestFloatBox` are divided so; larger ones (σ over 4,357 pixels, and then the sum
    ///   may not be exact in Float) sum in integers, their quotient estimated in Float and
    ///   corrected by the sign of the remainder.
    /// - A kernel's products and sums are whole and below 2²⁴ (weights sum to 2¹⁶ ± 7, levels
    ///   at most 255), so exact; its quotient by the total (about 2¹⁶, too large for the box's
    ///   bound) is estimated and corrected, in Float, exactly (see `kernel`).
    enum Pass: Equatable {
        case box(window: ClosedRange<Int>)
        case kernel(window: ClosedRange<Int>, weights: [Int32])

        /// 1.5·2²³: the stored value of level 0 (see `Pass`).
        static let levelBias: Float = 12_582_912
        /// The largest box divided in Float (see `Pass`): under 21,845, with room.
        static let largestFloatBox = 8192

        /// The passes of `feGaussianBlur` for `sigma` (see `GaussianBlur`).
        static func passes(sigma: Double) -> [Pass] {
            if sigma < 2 {
                let reach = Int((3 * sigma).rounded(.up))
                let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
                let total = weights.reduce(0, +)
                return [.kernel(window: -reach...reach, weights: weights.map { Int32(($0 / total * 65536).rounded()) })]
            }
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            func box(size: Int, from: Int) -> Pass { .box(window: from...(from + size - 1)) }
            if d % 2 == 1 {
                return [box(size: d, from: -(d / 2)), box(size: d, from: -(d / 2)), box(size: d, from: -(d / 2))]
            }
            return [box(size: d, from: -(d / 2)), box(size: d, from: -(d / 2) + 1), box(size: d + 1, from: -(d / 2))]
        }

        var window: ClosedRange<Int> {
            switch self {
            case .box(let window), .kernel(let window, _): window
            }
        }

        /// Writes `output` at the positions `range` from `input`, which holds every position
        /// their windows reach, and one more past the end (read, not used: the running sum's
        /// last step). A kernel makes `input` its levels without the bias as it goes.
        func apply(_ input: UnsafeMutablePointer<Lanes>, into output: UnsafeMutablePointer<Lanes>, at range: Range<Int>) {
            switch self {
            case .box(let window) where window.count <= Self.largestFloatBox:
                Self.box(input, into: output, at: range, window: window)
            case .box(let window):
                Self.integerBox(input, into: output, at: range, window: window)
            case .kernel(let window, let weights):
                Self.kernel(input, into: output, at: range, window: window, weights: weights)
            }
        }

        /// Whole levels stored with the bias, back to integers.
        @inline(__always) static func levels(_ stored: Lanes) -> SIMD16<Int32> {
            unsafeBitCast(stored, to: SIMD16<Int32>.self) &- Int32(bitPattern: levelBias.bitPattern)
        }

        /// Whole levels 0…2²² to their stored form: the bias's bit pattern plus the level.
        @inline(__always) static func stored(_ levels: SIMD16<Int32>) -> Lanes {
            unsafeBitCast(levels &+ Int32(bitPattern: levelBias.bitPattern), to: Lanes.self)
        }

        private static func box(_ input: UnsafeMutablePointer<Lanes>, into output: UnsafeMutablePointer<Lanes>, at range: Range<Int>, window: ClosedRange<Int>) {
            let size = window.count
            let reciprocal = Lanes(repeating: 1 / Float(size))
            var sum = Lanes(repeating: Float(size / 2) + 0.5 - Float(size) / 2)
            for offset in window { sum += input[range.lowerBound + offset] - levelBias }
            let (entering, leaving) = (window.upperBound + 1, window.lowerBound)
            for position in range {
                output[position] = boxMean(sum, reciprocal: reciprocal)
                sum += input[position + entering] - input[position + leaving]
            }
        }

        /// A box's mean, stored: for `sum` = s + b and `reciprocal` = 1/d rounded, the level
        /// ⌊(s + ⌊d/2⌋)/d⌋ plus the bias, exactly for d up to `largestFloatBox` (see `Pass`).
        @inline(__always) static func boxMean(_ sum: Lanes, reciprocal: Lanes) -> Lanes {
            sum * reciprocal + levelBias
        }

        private static func integerBox(
            _ input: UnsafeMutablePointer<Lanes>, into output: UnsafeMutablePointer<Lanes>, at range: Range<Int>, window: ClosedRange<Int>
        ) {
            let size = window.count
            let (divisor, half) = (SIMD16<Int32>(repeating: Int32(size)), SIMD16<Int32>(repeating: Int32(size / 2)))
            let reciprocal = Lanes(repeating: 1 / Float(size))
            var sum = SIMD16<Int32>()
            for offset in window { sum &+= levels(input[range.lowerBound + offset]) }
            let (entering, leaving) = (window.upperBound + 1, window.lowerBound)
            for position in range {
                output[position] = stored(integerQuotient(sum &+ half, divisor: divisor, reciprocal: reciprocal))
                sum &+= levels(input[position + entering]) &- levels(input[position + leaving])
            }
        }

        /// ⌊dividend / divisor⌋ for a dividend of at most 256 × the divisor (below 2³¹), and
        /// `reciprocal` = 1/divisor rounded: estimated in Float, which is within one of it
        /// (relative error 3·2⁻²⁴ on at most 256), then one less where the remainder is
        /// negative, one more where it reaches the divisor (an arithmetic shift by 31 is −1
        /// where a value is negative, 0 elsewhere).
        @inline(__always) static func integerQuotient(_ dividend: SIMD16<Int32>, divisor: SIMD16<Int32>, reciprocal: Lanes) -> SIMD16<Int32> {
            let estimate = levels(Lanes(dividend) * reciprocal + levelBias)
            let remainder = dividend &- estimate &* divisor
            return estimate &+ (remainder &>> 31) &- ((divisor &- 1 &- remainder) &>> 31)
        }

        /// The kernel's sum s of weight × level plus ⌊t/2⌋ for the total t is whole and below
        /// 2²⁴ (255·65,543 + 32,771), so exact. Its quotient by t, rounded to the nearest in
        /// Float, is ⌊s/t⌋ or one more (the error is far below ½); the remainder s − q·t is
        /// then exact (q·t whole and at most 255·65,543, or 256·t, a power of two times t;
        /// the difference whole and below t), and its sign tells which.
        private static func kernel(
            _ input: UnsafeMutablePointer<Lanes>, into output: UnsafeMutablePointer<Lanes>, at range: Range<Int>,
            window: ClosedRange<Int>, weights: [Int32]
        ) {
            let weightTotal = weights.reduce(0, +)
            let half = Lanes(repeating: Float(weightTotal / 2))
            let (total, reciprocal) = (Lanes(repeating: Float(weightTotal)), Lanes(repeating: 1 / Float(weightTotal)))
            for position in (range.lowerBound + window.lowerBound)..<(range.upperBound + window.upperBound) {
                input[position] -= levelBias
            }
            let weights = weights.map(Float.init)
            weights.withUnsafeBufferPointer { weights in
                for position in range {
                    var sum = half
                    for (index, weight) in weights.enumerated() { sum += input[position + window.lowerBound + index] * weight }
                    output[position] = kernelQuotient(sum, total: total, reciprocal: reciprocal)
                }
            }
        }

        /// ⌊sum / total⌋, stored, for a kernel's whole `sum` below 2²⁴ and its weights' `total`
        /// (2¹⁶ ± 7), `reciprocal` = 1/total rounded (see `kernel`).
        @inline(__always) static func kernelQuotient(_ sum: Lanes, total: Lanes, reciprocal: Lanes) -> Lanes {
            let estimate = (sum * reciprocal + levelBias) - levelBias
            let remainder = sum - estimate * total
            // −1 where the remainder is negative: its sign spread over the word, kept where
            // −1.0's bits are set.
            let negative = (unsafeBitCast(remainder, to: SIMD16<Int32>.self) &>> 31) & Int32(bitPattern: Float(-1).bitPattern)
            return estimate + unsafeBitCast(negative, to: Lanes.self) + levelBias
        }
    }
}

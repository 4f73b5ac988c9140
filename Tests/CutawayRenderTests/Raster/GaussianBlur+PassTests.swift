import Foundation
import Testing
@testable import CutawayRender

/// The passes' plan against the specification, and their Float arithmetic against integer
/// division, over every sum a pass can meet (or, past what can be swept, around every
/// multiple of the divisor, where a rounding error would show first).
struct GaussianBlurPassTests {
    typealias Pass = GaussianBlur.Pass
    typealias Lanes = GaussianBlur.Lanes

    @Test func thePassesAreTheSpecifications() {
        // σ = 2: d = ⌊2·3·√(2π)/4 + 0.5⌋ = ⌊4.26⌋ = 4, even: a box of 4 reaching one further
        // left, one reaching one further right, a centred box of 5.
        #expect(Pass.passes(sigma: 2) == [.box(window: -2...1), .box(window: -1...2), .box(window: -2...2)])
        // σ = 2.6: d = ⌊5.39⌋ = 5, odd: three centred boxes of 5.
        #expect(Pass.passes(sigma: 2.6) == [.box(window: -2...2), .box(window: -2...2), .box(window: -2...2)])
        // σ = 1: a kernel out to 3σ, symmetric, peaked, summing to 2¹⁶ give or take rounding.
        guard case .kernel(let window, let weights)? = Pass.passes(sigma: 1).first else { Issue.record("no kernel"); return }
        #expect(window == -3...3 && weights == weights.reversed() && weights[3] == weights.max())
        #expect(abs(Int(weights.reduce(0, +)) - 65536) <= 4)
    }

    /// k·`divisor` + each offset for k = 0…256, those within 0…`largest`.
    private func nearMultiples(of divisor: Int, offsets: [Int], upTo largest: Int) -> [Int] {
        var values: [Int] = []
        for multiple in 0...256 {
            for offset in offsets where (0...largest).contains(multiple * divisor + offset) {
                values.append(multiple * divisor + offset)
            }
        }
        return values
    }

    /// `values` in lanes of sixteen, the last lanes repeating the last value.
    private func lanes<Value>(_ values: ArraySlice<Value>, _ make: (Value) -> Float) -> Lanes {
        var lanes = Lanes()
        for lane in 0..<16 { lanes[lane] = make(values[min(values.endIndex - 1, values.startIndex + lane)]) }
        return lanes
    }

    @Test func aBoxMeanInFloatIsTheIntegerRuleForEverySum() {
        // Every sum s = 0…255·d of the boxes up to 64; for every box up to 1024, and those
        // about the powers of two up to the largest divided in Float (whose error bound is
        // the tightest), the sums whose mean is a whole number or just under one, where a
        // rounding error would show first.
        let sizes = Array(1...1024) + [2047, 2048, 4095, 4096, 6000, 8191, Pass.largestFloatBox]
        var misses: [(size: Int, sum: Int)] = []
        for size in sizes {
            let sums: [Int] = size <= 64
                ? Array(0...(255 * size))
                : nearMultiples(of: size, offsets: [-(size / 2) - 1, -(size / 2)], upTo: 255 * size)
            let bias = Float(size / 2) + 0.5 - Float(size) / 2
            let reciprocal = Lanes(repeating: 1 / Float(size))
            for start in stride(from: 0, to: sums.count, by: 16) {
                let chunk = sums[start..<min(sums.count, start + 16)]
                let means = Pass.levels(Pass.boxMean(lanes(chunk) { Float($0) + bias }, reciprocal: reciprocal))
                for (lane, sum) in chunk.enumerated() where Int(means[lane]) != (sum + size / 2) / size {
                    misses.append((size, sum))
                }
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(5))")
    }

    @Test func theIntegerQuotientIsExactPastTheFloatBoxes() {
        // Boxes past 8192, to the largest σ allows (2·32,767 px: d = 123,202): the dividends
        // about every multiple of the divisor, and the largest, ⌊d/2⌋ past 255·d.
        var misses: [(divisor: Int, dividend: Int)] = []
        for divisor in [Pass.largestFloatBox + 1, 12_345, 65_536, 65_537, 123_202] {
            let largest = 255 * divisor + divisor / 2
            let dividends = nearMultiples(of: divisor, offsets: [-1, 0, 1, divisor / 2], upTo: largest) + [largest]
            let reciprocal = Lanes(repeating: 1 / Float(divisor))
            for start in stride(from: 0, to: dividends.count, by: 16) {
                let chunk = dividends[start..<min(dividends.count, start + 16)]
                var integers = SIMD16<Int32>()
                for lane in 0..<16 { integers[lane] = Int32(chunk[min(chunk.endIndex - 1, chunk.startIndex + lane)]) }
                let quotients = Pass.integerQuotient(integers, divisor: SIMD16(repeating: Int32(divisor)), reciprocal: reciprocal)
                for (lane, dividend) in chunk.enumerated() where Int(quotients[lane]) != dividend / divisor {
                    misses.append((divisor, dividend))
                }
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(5))")
    }

    @Test func theKernelQuotientIsExactForEveryTotal() {
        // Totals from 2¹⁶ − 7 to 2¹⁶ + 7 (thirteen weights at most, each rounded), sums about
        // every multiple of the total, and the largest, 255·t + ⌊t/2⌋.
        var misses: [(total: Int, sum: Int)] = []
        for total in (65536 - 7)...(65536 + 7) {
            let largest = 255 * total + total / 2
            let sums = nearMultiples(of: total, offsets: [-1, 0, 1, total / 2 - 1], upTo: largest) + [largest]
            let (divisor, reciprocal) = (Lanes(repeating: Float(total)), Lanes(repeating: 1 / Float(total)))
            for start in stride(from: 0, to: sums.count, by: 16) {
                let chunk = sums[start..<min(sums.count, start + 16)]
                let quotients = Pass.levels(Pass.kernelQuotient(lanes(chunk) { Float($0) }, total: divisor, reciprocal: reciprocal))
                for (lane, sum) in chunk.enumerated() where Int(quotients[lane]) != sum / total {
                    misses.append((total, sum))
                }
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(5))")
    }

    @Test func aBoxPastTheFloatBoxesRunsItsSumInIntegers() {
        // A box of 8193 over random levels: each position the rule's mean of its window.
        var generator = SeededGenerator(seed: 8193)
        let window = -4096...4096, range = 4096..<4116
        let levels = (0..<(range.upperBound + window.upperBound + 1)).map { _ in
            SIMD16<Int32>((0..<16).map { _ in Int32.random(in: 0...255, using: &generator) })
        }
        var input = levels.map(Pass.stored), output = [Lanes](repeating: Lanes(), count: levels.count)
        input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                Pass.box(window: window).apply(input.baseAddress!, into: output.baseAddress!, at: range)
            }
        }
        for position in range {
            var sum = SIMD16<Int32>()
            for offset in window { sum &+= levels[position + offset] }
            #expect(Pass.levels(output[position]) == (sum &+ 4096) / 8193, "position \(position)")
        }
    }
}

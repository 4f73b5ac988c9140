import Foundation
import Testing
@testable import CutawayRender

struct GaussianBlurReductionTests {
    typealias Reduction = GaussianBlur.Reduction

    @Test func largeBlursAreReducedByAPowerOfTwoAtMostAnEighthOfSigma() {
        #expect(Reduction.factor(sigma: 15.99) == 1)
        #expect(Reduction.factor(sigma: 16) == 2)
        #expect(Reduction.factor(sigma: 31.9) == 2)
        #expect(Reduction.factor(sigma: 32) == 4)
        #expect(Reduction.factor(sigma: 60) == 4)
        #expect(Reduction.factor(sigma: 64) == 8)
        #expect(Reduction.factor(sigma: .infinity) == 1 && Reduction.factor(sigma: .nan) == 1)
    }

    @Test func theThreeStepsSpreadAsSigmaDoes() {
        // Variances add: the k-pixel box's (k² − 1)/12, the reduced blur's (k·σ')², the
        // interpolation tent's k²/6 (a tent of half-width k: ∫x²(1 − |x|/k)/k dx = k²/6).
        for sigma in [16.0, 23.5, 60, 200] {
            let k = Double(Reduction.factor(sigma: sigma))
            let total = (k * k - 1) / 12 + pow(k * Reduction.reducedSigma(sigma, factor: Int(k)), 2) + k * k / 6
            #expect(abs(total - sigma * sigma) < 1e-9 * sigma * sigma)
        }
    }

    // MARK: The rule, byte for byte

    /// The reduction as `GaussianBlur.Reduction` states its rule, written plainly: each
    /// reduced pixel the rounded-down mean of its k × k pixels, those past the edge
    /// transparent or the nearest edge pixel's.
    static func referenceReduction(_ pixels: [UInt8], width: Int, height: Int, bytesPerRow: Int, factor k: Int, clampsEdges: Bool) -> [UInt8] {
        let (rw, rh) = ((width + k - 1) / k, (height + k - 1) / k)
        func source(_ x: Int, _ y: Int, _ c: Int) -> Int {
            if clampsEdges { return Int(pixels[min(y, height - 1) * bytesPerRow + min(x, width - 1) * 4 + c]) }
            return x < width && y < height ? Int(pixels[y * bytesPerRow + x * 4 + c]) : 0
        }
        var reduced = [UInt8](repeating: 0, count: rw * rh * 4)
        for y in 0..<rh {
            for x in 0..<rw {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<k { for dx in 0..<k { sum += source(x * k + dx, y * k + dy, c) } }
                    reduced[(y * rw + x) * 4 + c] = UInt8((sum + k * k / 2) / (k * k))
                }
            }
        }
        return reduced
    }

    @Test func everyReducedByteIsTheRules() {
        // k = 2, 4 and 8; sides that are and are not multiples of k, and smaller than k;
        // edges open and clamped; mostly transparent images too; rows longer than their pixels.
        var generator = SeededGenerator(seed: 46)
        let cases: [(width: Int, height: Int, factor: Int)] = [(41, 29, 2), (40, 32, 4), (37, 50, 4), (70, 9, 8), (3, 90, 2), (200, 1, 8)]
        for (width, height, factor) in cases {
            for clampsEdges in [false, true] {
                for clear in [0, 0.85] {
                    let bytesPerRow = width * 4 + 12
                    let pixels = GaussianBlurTests.randomPixels(width: width, height: height, bytesPerRow: bytesPerRow, clear: clear, using: &generator)
                    let expected = Self.referenceReduction(pixels, width: width, height: height, bytesPerRow: bytesPerRow, factor: factor, clampsEdges: clampsEdges)
                    let size = Reduction.reducedSize(width: width, height: height, factor: factor)
                    var actual = [UInt8](repeating: 0xAB, count: size.width * size.height * 4)
                    var source = pixels
                    source.withUnsafeMutableBufferPointer { source in
                        actual.withUnsafeMutableBufferPointer { target in
                            Reduction.reduce(
                                source.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow,
                                into: target.baseAddress!, reducedBytesPerRow: size.width * 4, factor: factor, clampsEdges: clampsEdges)
                        }
                    }
                    let difference = GaussianBlurTests.firstDifference(actual, expected)
                    #expect(difference == nil, "\(width)×\(height), k = \(factor), clamped: \(clampsEdges), clear: \(clear): \(difference ?? "")")
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import CutawayRender

struct GaussianBlurTests {
    /// One row of `width` pixels: opaque white from `edge` on, transparent before.
    private func blurredEdge(width: Int, edge: Int, sigma: Double) -> [Double] {
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in edge..<width { for c in 0..<4 { pixels[x * 4 + c] = 255 } }
        pixels.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.apply(to: buffer.baseAddress!, width: width, height: 1, bytesPerRow: width * 4, sigma: sigma, clampsEdges: true)
        }
        return (0..<width).map { Double(pixels[$0 * 4 + 3]) / 255 }
    }

    /// The standard normal distribution function, by the error function.
    private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    @Test func anEdgeBlursAlongTheGaussiansDistributionFunction() {
        // A step at x = 100 blurred by σ: the pixel centred at x + 0.5 takes Φ((x + 0.5 − 100)/σ).
        // Three boxes approximate the Gaussian to within 2 % of full scale (the SVG
        // specification's approximation), a true kernel (σ < 2) to within rounding.
        for (sigma, tolerance) in [(1.5, 0.01), (4.0, 0.02), (10.0, 0.02)] {
            let row = blurredEdge(width: 200, edge: 100, sigma: sigma)
            for x in stride(from: 80, to: 120, by: 1) {
                let expected = phi((Double(x) + 0.5 - 100) / sigma)
                #expect(abs(row[x] - expected) <= tolerance, "σ = \(sigma), x = \(x): \(row[x]) against \(expected)")
            }
        }
    }

    @Test func aHugeOrEndlessSigmaIsBoundedAndNeverTraps() {
        var pixels = [UInt8](repeating: 0, count: 10 * 10 * 4)
        pixels[(5 * 10 + 5) * 4 + 3] = 255
        pixels.withUnsafeMutableBufferPointer { buffer in
            // σ = 10⁶ is cut to twice the layer (20 px): the dot spreads thin, quickly.
            GaussianBlur.apply(to: buffer.baseAddress!, width: 10, height: 10, bytesPerRow: 40, sigma: 1e6, clampsEdges: false)
            GaussianBlur.apply(to: buffer.baseAddress!, width: 10, height: 10, bytesPerRow: 40, sigma: .infinity, clampsEdges: false)
        }
        #expect(pixels[(5 * 10 + 5) * 4 + 3] < 10)
    }

    @Test func clampedEdgesStayOpaqueAndOpenOnesFade() {
        // An opaque 40 × 40 square blurred by σ = 3, with the outside transparent or clamped.
        func blurredOpaqueSquare(clampsEdges: Bool) -> [UInt8] {
            var pixels = [UInt8](repeating: 255, count: 40 * 40 * 4)
            pixels.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur.apply(to: buffer.baseAddress!, width: 40, height: 40, bytesPerRow: 160, sigma: 3, clampsEdges: clampsEdges)
            }
            return pixels
        }
        #expect(blurredOpaqueSquare(clampsEdges: true).allSatisfy { $0 == 255 })
        // Transparent outside: the middle of the left column (centre 0.5 from the edge) is
        // Φ(0.5 / 3) = 0.566 opaque (144), the centre, 6.5σ from every edge, opaque.
        let open = blurredOpaqueSquare(clampsEdges: false)
        let (edge, centre) = (open[(20 * 40 + 0) * 4 + 3], open[(20 * 40 + 20) * 4 + 3])
        #expect(abs(Int(edge) - 144) <= 5 && centre == 255, "\(edge) \(centre)")
    }

    // MARK: The rule, byte for byte

    /// The blur as `GaussianBlur` states its rule, written plainly and independently: each
    /// row, then each column, on its own, one channel at a time, on a line padded wider than
    /// the passes reach together (so that what happens at the padded ends never reaches the
    /// line), each pass a direct sum over its window, divided in integers; after each
    /// direction, colour cut to alpha.
    static func referenceBlur(
        _ pixels: [UInt8], width: Int, height: Int, bytesPerRow: Int, sigma: Double, clampsEdges: Bool
    ) -> [UInt8] {
        let sigma = min(sigma, 2 * Double(max(width, height)))
        // Each pass: the offset of its window's first pixel, and the weights along it.
        let passes: [(from: Int, weights: [Int])]
        if sigma < 2 {
            let reach = Int((3 * sigma).rounded(.up))
            let exact = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = exact.reduce(0, +)
            passes = [(-reach, exact.map { Int(($0 / total * 65536).rounded()) })]
        } else {
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            let box = [Int](repeating: 1, count: d)
            passes = d % 2 == 1
                ? [(-(d / 2), box), (-(d / 2), box), (-(d / 2), box)]
                : [(-(d / 2), box), (-(d / 2) + 1, box), (-(d / 2), box + [1])]
        }
        let padding = passes.reduce(0) { $0 + $1.weights.count }
        func blurred(_ line: [Int]) -> [Int] {
            let count = line.count
            var values = (-padding..<(count + padding)).map { index in
                (0..<count).contains(index) ? line[index] : clampsEdges ? line[min(count - 1, max(0, index))] : 0
            }
            for (from, weights) in passes {
                let total = weights.reduce(0, +)
                values = values.indices.map { index in
                    var sum = 0
                    for (offset, weight) in weights.enumerated() {
                        sum += weight * values[min(values.count - 1, max(0, index + from + offset))]
                    }
                    return (sum + total / 2) / total
                }
            }
            return Array(values[padding..<(padding + count)])
        }
        var result = pixels
        func pass(lines: Int, count: Int, offset: (_ line: Int, _ index: Int) -> Int) {
            for line in 0..<lines {
                var channels = (0..<4).map { c in blurred((0..<count).map { Int(result[offset(line, $0) + c]) }) }
                for c in 0..<3 { channels[c] = zip(channels[c], channels[3]).map { min($0, $1) } }
                for index in 0..<count { for c in 0..<4 { result[offset(line, index) + c] = UInt8(channels[c][index]) } }
            }
        }
        pass(lines: height, count: width) { $0 * bytesPerRow + $1 * 4 }
        pass(lines: width, count: height) { $1 * bytesPerRow + $0 * 4 }
        return result
    }

    /// Random premultiplied pixels (colour at most alpha), `clear` of them transparent, and
    /// the bytes past each row's pixels set to 0xAB (nothing may write them).
    static func randomPixels(width: Int, height: Int, bytesPerRow: Int, clear: Double, using generator: inout SeededGenerator) -> [UInt8] {
        var pixels = [UInt8](repeating: 0xAB, count: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let base = y * bytesPerRow + x * 4
                guard Double.random(in: 0..<1, using: &generator) >= clear else {
                    for c in 0..<4 { pixels[base + c] = 0 }
                    continue
                }
                let alpha = UInt8.random(in: 0...255, using: &generator)
                for c in 0..<3 { pixels[base + c] = UInt8.random(in: 0...alpha, using: &generator) }
                pixels[base + 3] = alpha
            }
        }
        return pixels
    }

    /// Where two images' bytes first differ, and how many do (`nil`: nowhere).
    static func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
        guard actual != expected else { return nil }
        guard actual.count == expected.count else { return "\(actual.count) bytes, not \(expected.count)" }
        let differing = actual.indices.filter { actual[$0] != expected[$0] }
        return "byte \(differing[0]) is \(actual[differing[0]]), not \(expected[differing[0]]) (\(differing.count) bytes differ)"
    }

    private func blurred(_ pixels: [UInt8], width: Int, height: Int, bytesPerRow: Int, sigma: Double, clampsEdges: Bool) -> [UInt8] {
        var pixels = pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.apply(to: buffer.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma, clampsEdges: clampsEdges)
        }
        return pixels
    }

    @Test func everyByteIsTheRulesOnSmallImages() {
        // Sizes from one pixel, lines of one, and blocks of four lines with one to three
        // left over; σ on both sides of 2 (the kernel and the boxes), with d = 4, 5, 6, 8,
        // 9 and 14 (even and odd); edges open and clamped; images with no transparent pixel
        // and mostly transparent ones (whose blocks are cut to what the blur reaches); rows
        // longer than their pixels, whose last bytes nothing may write.
        var generator = SeededGenerator(seed: 44)
        let sizes = [(1, 1), (1, 7), (7, 1), (2, 3), (5, 4), (13, 9), (6, 22)]
        let sigmas = [0.4, 1, 1.5, 1.99, 2, 2.01, 2.6, 3.2, 4.5, 4.7, 7.3]
        for (width, height) in sizes {
            for sigma in sigmas {
                for clampsEdges in [false, true] {
                    for clear in [0, 0.8] {
                        let bytesPerRow = width * 4 + 8
                        let pixels = Self.randomPixels(width: width, height: height, bytesPerRow: bytesPerRow, clear: clear, using: &generator)
                        let expected = Self.referenceBlur(pixels, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma, clampsEdges: clampsEdges)
                        let actual = blurred(pixels, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma, clampsEdges: clampsEdges)
                        let difference = Self.firstDifference(actual, expected)
                        #expect(difference == nil, "\(width)×\(height), σ = \(sigma), clamped: \(clampsEdges), clear: \(clear): \(difference ?? "")")
                    }
                }
            }
        }
    }

    @Test func everyByteIsTheRulesWhereTheBlurOutreachesTheImage() {
        // σ = 15.9, the largest blurred at full size (d = 30, reaching 44 pixels; larger ones
        // are reduced, `GaussianBlur+ReductionTests`), on 23 × 17 pixels, and σ cut to twice
        // the image (6 × 2: 12); one opaque dot in a transparent image (the blocks around it
        // untouched).
        var generator = SeededGenerator(seed: 45)
        for (width, height, sigma, clear) in [(23, 17, 15.9, 0.0), (23, 17, 15.9, 0.9), (6, 2, 100, 0)] {
            for clampsEdges in [false, true] {
                let pixels = Self.randomPixels(width: width, height: height, bytesPerRow: width * 4, clear: clear, using: &generator)
                let expected = Self.referenceBlur(pixels, width: width, height: height, bytesPerRow: width * 4, sigma: sigma, clampsEdges: clampsEdges)
                let actual = blurred(pixels, width: width, height: height, bytesPerRow: width * 4, sigma: sigma, clampsEdges: clampsEdges)
                let difference = Self.firstDifference(actual, expected)
                #expect(difference == nil, "\(width)×\(height), σ = \(sigma), clamped: \(clampsEdges): \(difference ?? "")")
            }
        }
        var dot = [UInt8](repeating: 0, count: 24 * 24 * 4)
        for c in 0..<4 { dot[(17 * 24 + 3) * 4 + c] = 255 }
        let expected = Self.referenceBlur(dot, width: 24, height: 24, bytesPerRow: 96, sigma: 2.2, clampsEdges: false)
        let difference = Self.firstDifference(blurred(dot, width: 24, height: 24, bytesPerRow: 96, sigma: 2.2, clampsEdges: false), expected)
        #expect(difference == nil, "a dot: \(difference ?? "")")
    }
}

/// SplitMix64: the same numbers on every run, so that a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

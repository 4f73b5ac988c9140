import Testing
@testable import CutawayRender

/// Lines blurred four at a time, their channels side by side in one vector, against each line
/// blurred alone: no line, and no channel, may leak into another.
struct GaussianBlurLineBlockTests {
    /// Blurs the lines of `pixels` (`lineCount` lines of `length` pixels, laid out by
    /// `pixelStep` and `lineStep`) in blocks of `linesPerBlock`.
    private func blurred(
        _ pixels: [UInt8], lineCount: Int, length: Int, pixelStep: Int, lineStep: Int, linesPerBlock: Int, sigma: Double, clampsEdges: Bool
    ) -> [UInt8] {
        let block = GaussianBlur.LineBlock(passes: GaussianBlur.Pass.passes(sigma: sigma), longestLine: length, clampsEdges: clampsEdges)
        var pixels = pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            for first in stride(from: 0, to: lineCount, by: linesPerBlock) {
                block.blur(
                    buffer.baseAddress! + first * lineStep, lines: min(linesPerBlock, lineCount - first), length: length,
                    pixelStep: pixelStep, lineStep: lineStep)
            }
        }
        return pixels
    }

    @Test func linesBlurredTogetherAreEachBlurredAlone() {
        // Seven lines of 40 (a block of four and one of three): random, one transparent, one
        // visible only at its far end (its block reaches what the others' blur does), as
        // rows (a pixel 4 bytes on, a line 160 on) and as columns (a pixel 28 on, a line 4
        // on, four lines' pixels one 16-byte load).
        var generator = SeededGenerator(seed: 7)
        var pixels = GaussianBlurTests.randomPixels(width: 40 * 7, height: 1, bytesPerRow: 40 * 7 * 4, clear: 0.3, using: &generator)
        for index in (2 * 160)..<(3 * 160) { pixels[index] = 0 }
        for index in (5 * 160)..<(5 * 160 + 150) { pixels[index] = 0 }
        for (pixelStep, lineStep) in [(4, 160), (28, 4)] {
            for sigma in [1.2, 3.3, 9] {
                for clampsEdges in [false, true] {
                    let alone = blurred(pixels, lineCount: 7, length: 40, pixelStep: pixelStep, lineStep: lineStep, linesPerBlock: 1, sigma: sigma, clampsEdges: clampsEdges)
                    let together = blurred(pixels, lineCount: 7, length: 40, pixelStep: pixelStep, lineStep: lineStep, linesPerBlock: 4, sigma: sigma, clampsEdges: clampsEdges)
                    let difference = GaussianBlurTests.firstDifference(together, alone)
                    #expect(difference == nil, "steps \(pixelStep), \(lineStep), σ = \(sigma), clamped: \(clampsEdges): \(difference ?? "")")
                    #expect(together != pixels)
                }
            }
        }
    }

    @Test func theChannelsStayApartAndColourIsCutToAlpha() {
        // One line: opaque red at one end, the rest transparent. Blurred, blue and green stay
        // 0, red never exceeds alpha, and red equals alpha (the same levels blurred alike).
        var pixels = [UInt8](repeating: 0, count: 30 * 4)
        for x in 0..<5 { pixels[x * 4 + 2] = 255; pixels[x * 4 + 3] = 255 }
        let result = blurred(pixels, lineCount: 1, length: 30, pixelStep: 4, lineStep: 120, linesPerBlock: 4, sigma: 4, clampsEdges: false)
        for x in 0..<30 {
            #expect(result[x * 4] == 0 && result[x * 4 + 1] == 0 && result[x * 4 + 2] == result[x * 4 + 3], "x = \(x)")
        }
        #expect(result[29 * 4 + 3] < result[6 * 4 + 3] && result[6 * 4 + 3] < 255)
    }
}

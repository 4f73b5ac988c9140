import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Colour matrices on pixels: known colours worked through by hand (un-premultiply, the
/// matrix, clamp, premultiply, each rounded to the nearest level), and as Cairo draws them.
@Suite(.serialized) struct ColorMatrixFilterTests {
    let rasterizer: CairoRasterizer
    let element = ElementID("test")

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    /// One pixel given as (B, G, R, A) bytes, premultiplied, through `matrix`.
    private func mapped(_ bgra: [UInt8], _ matrix: ColorMatrix) -> [UInt8] {
        var pixel = bgra
        pixel.withUnsafeMutableBufferPointer { buffer in
            ColorMatrixFilter.apply(to: buffer.baseAddress!, width: 1, height: 1, bytesPerRow: 4, matrix: matrix)
        }
        return pixel
    }

    @Test func anOpaqueColourLosesItsSaturationToItsLuminance() {
        // (200, 100, 50): 0.213·200 + 0.715·100 + 0.072·50 = 117.7, so every component 118.
        #expect(mapped([50, 100, 200, 255], .saturation(0)) == [118, 118, 118, 255])
    }

    @Test func contrastClampsBothWaysAndRoundsHalfUp() {
        // 2·c − 127.5: 272.5 → 255, 72.5 → 73, −27.5 → 0.
        #expect(mapped([50, 100, 200, 255], .contrast(2)) == [0, 73, 255, 255])
        // Brightness past white stops at white.
        #expect(mapped([50, 100, 200, 255], .brightness(0.5)) == [178, 228, 255, 255])
    }

    @Test func aTranslucentPixelIsUnpremultipliedMappedAndPremultipliedAgain() {
        // Premultiplied (R, G, B) = (100, 50, 25) at alpha 128. Straight: c·255/128 rounded,
        // (199.2, 99.6, 49.8) → (199, 100, 50). Inverted: (56, 155, 205). Premultiplied:
        // c·128/255 rounded, (28.1, 77.8, 102.9) → (28, 78, 103).
        #expect(mapped([25, 50, 100, 128], .colorInvert) == [103, 78, 28, 128])
    }

    @Test func luminanceBecomesTheAlphaOfBlack() {
        // White: 0.2125 + 0.7154 + 0.0721 = 1, opaque black. Green: 0.7154·255 = 182.4 → 182.
        #expect(mapped([255, 255, 255, 255], .luminanceToAlpha) == [0, 0, 0, 255])
        #expect(mapped([0, 255, 0, 255], .luminanceToAlpha) == [0, 0, 0, 182])
        // A colour's opacity does not count: half-transparent white is as opaque.
        #expect(mapped([128, 128, 128, 128], .luminanceToAlpha) == [0, 0, 0, 255])
    }

    @Test func transparentStaysTransparentAndAnUnfiniteMatrixChangesNothing() {
        #expect(mapped([0, 0, 0, 0], .brightness(0.5)) == [0, 0, 0, 0])
        #expect(mapped([0, 0, 0, 0], .colorInvert) == [0, 0, 0, 0])
        var broken = ColorMatrix()
        broken.r1 = .nan
        #expect(mapped([50, 100, 200, 255], broken) == [50, 100, 200, 255])
        // Huge values are clamped, not overflowed.
        var huge = ColorMatrix()
        huge.r1 = 1e30
        #expect(mapped([50, 100, 200, 255], huge) == [50, 100, 255, 255])
    }

    @Test func cairoMapsTheGroupsLayer() {
        // Grey 0.5 (Cairo's 128) brightened by 0.2 (51 levels): 179, on a 10 × 10 canvas at 2x.
        let grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        let fill = DisplayItem.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), color: grey, element: element)
        let image = rasterizer.render(DisplayList(size: CGSize(width: 10, height: 10), items: [
            .group(.colorMatrix(.brightness(0.2)), [fill], element: element),
        ]), scale: 2)
        let pixel = image.pixel(x: 10, y: 10)
        #expect(pixel >> 24 == 255 && abs(Int(pixel >> 16 & 0xFF) - 179) <= 1)
        // Outside the items nothing is drawn.
        #expect(image.pixel(x: 1, y: 1) == 0)
    }

    @Test func theLayersEdgeDoesNotCutAntialiasedEdges() {
        // A fill whose left edge is a quarter pixel in: the same coverage with a matrix that
        // leaves alpha alone as without it (a layer cut at the fill's own box would cover
        // its edge pixel twice).
        let fill = DisplayItem.fill(Path(CGRect(x: 2.125, y: 2, width: 5, height: 5)), color: Color.Resolved(red: 0.2, green: 0.4, blue: 0.9), element: element)
        func alpha(_ items: [DisplayItem]) -> UInt32 {
            rasterizer.render(DisplayList(size: CGSize(width: 10, height: 10), items: items), scale: 2).pixel(x: 4, y: 8) >> 24
        }
        let plain = alpha([fill]), mapped = alpha([.group(.colorMatrix(.hueRotation(.degrees(90))), [fill], element: element)])
        #expect(plain > 0 && plain < 255)
        #expect(mapped == plain)
    }

    /// The filter's rule written plainly, one pixel (B, G, R, A bytes) at a time.
    private func referenceMapped(_ pixel: [UInt8], _ matrix: ColorMatrix) -> [UInt8] {
        let rows = matrix.rows.map { $0.map { min(Double(1 << 20), max(-Double(1 << 20), Double($0))) } }
        let alpha = Int(pixel[3])
        let premultiplied = [Int(pixel[2]), Int(pixel[1]), Int(pixel[0])]
        let straight = alpha == 0 ? [0, 0, 0, 0] : premultiplied.map { min(255, ($0 * 255 + alpha / 2) / alpha) } + [alpha]
        let mapped = rows.map { row in
            var sum = Int((row[4] * 255 * 65536).rounded()) + 32768
            for j in 0..<4 { sum += Int((row[j] * 65536).rounded()) * straight[j] }
            return min(255, max(0, Int((Double(sum) / 65536).rounded(.down))))
        }
        let a = mapped[3]
        return [(mapped[2] * a + 127) / 255, (mapped[1] * a + 127) / 255, (mapped[0] * a + 127) / 255, a].map { UInt8($0) }
    }

    @Test func everyPixelIsTheRulesWrittenPlainly() {
        // Random premultiplied pixels, opaque and not, a third repeating the one before (the
        // filter maps such a pixel once); matrices that saturate, mix every channel with
        // negative offsets, clamp at the extremes, and make opaque pixels translucent.
        var generator = SeededGenerator(seed: 255)
        var mixing = ColorMatrix()
        let keyPaths: [WritableKeyPath<ColorMatrix, Float>] = [
            \.r1, \.r2, \.r3, \.r4, \.r5, \.g1, \.g2, \.g3, \.g4, \.g5, \.b1, \.b2, \.b3, \.b4, \.b5, \.a1, \.a2, \.a3, \.a4, \.a5,
        ]
        for keyPath in keyPaths { mixing[keyPath: keyPath] = Float.random(in: -2...2, using: &generator) }
        var extreme = ColorMatrix()
        (extreme.r1, extreme.g5, extreme.a4, extreme.a5) = (1e7, -3, 0.5, 0.25)
        for matrix in [ColorMatrix.saturation(1.8), mixing, extreme, .luminanceToAlpha, .colorInvert] {
            var pixels: [UInt8] = []
            for index in 0..<2000 {
                if index > 0, Int.random(in: 0..<3, using: &generator) == 0 {
                    pixels += pixels.suffix(4)
                    continue
                }
                let alpha = index.isMultiple(of: 2) ? 255 : UInt8.random(in: 0...255, using: &generator)
                pixels += (0..<3).map { _ in UInt8.random(in: 0...alpha, using: &generator) } + [alpha]
            }
            let expected = stride(from: 0, to: pixels.count, by: 4).flatMap { referenceMapped(Array(pixels[$0..<($0 + 4)]), matrix) }
            pixels.withUnsafeMutableBufferPointer { buffer in
                ColorMatrixFilter.apply(to: buffer.baseAddress!, width: 100, height: 20, bytesPerRow: 400, matrix: matrix)
            }
            let difference = GaussianBlurTests.firstDifference(pixels, expected)
            #expect(difference == nil, "\(matrix): \(difference ?? "")")
        }
    }
}

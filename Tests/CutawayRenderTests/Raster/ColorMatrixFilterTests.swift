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
}

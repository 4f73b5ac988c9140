import CCairoPango
import Foundation
import Testing
@testable import CutawayRender

struct CairoRasterizerBlurTests {
    /// The standard normal distribution function, by the error function.
    private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    /// `pixels` (`width` × `height`, packed rows) blurred as the rasterizer blurs a layer and
    /// painted back over a transparent surface of the same size, as it paints the layer.
    private func blurredAndPainted(_ pixels: [UInt8], width: Int, height: Int, sigma: Double, clampsEdges: Bool) throws -> (pixels: [UInt8], factor: Int) {
        let layer = try CairoSurface(width: width, height: height)
        let stride = Int(cairo_image_surface_get_stride(layer.surface))
        let data = cairo_image_surface_get_data(layer.surface)!
        for row in 0..<height { for byte in 0..<(width * 4) { data[row * stride + byte] = pixels[row * width * 4 + byte] } }
        cairo_surface_mark_dirty(layer.surface)
        let blurred = CairoRasterizer.BlurredPixels(blurring: layer.surface, sigma: sigma, clampsEdges: clampsEdges)
        let target = try CairoSurface(width: width, height: height)
        let cairo = cairo_create(target.surface)!
        let pattern = blurred.pattern(toPixels: { var identity = cairo_matrix_t(); cairo_matrix_init_identity(&identity); return identity }(), clampsEdges: clampsEdges)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cairo)
        let image = target.image()
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height { for byte in 0..<(width * 4) { result[row * width * 4 + byte] = image.bytes[row * image.bytesPerRow + byte] } }
        return (result, blurred.factor)
    }

    @Test func aBlurredSquareIsAsNearTheExactGaussianReducedAsAtFullSize() throws {
        // An opaque square, columns a..<b and rows c..<d, blurred by an exact Gaussian: the
        // pixel centred at (x + ½, y + ½) takes [Φ((x + ½ − a)/σ) − Φ((x + ½ − b)/σ)] times
        // the same in y (the Gaussian is separable; a pixel of the square is its whole area,
        // so the continuous integral is the exact blur of the pixels). The layer has 3σ of
        // transparent margin each side, as a blur's layer does. The three boxes at full size
        // are off by 2.3–3.0 % of full scale here (a corner multiplies each direction's 2 %);
        // reduced and drawn back by Cairo, by at most `largestReductionError` more.
        for sigma in [16.0, 24, 32, 47, 60, 100] {
            let margin = Int((3 * sigma).rounded(.up))
            let (side, tall) = (Int(5 * sigma), Int(2.5 * sigma))
            let (width, height) = (side + 2 * margin, tall + 2 * margin)
            var square = [UInt8](repeating: 0, count: width * height * 4)
            for y in margin..<(margin + tall) { for x in margin..<(margin + side) { square[(y * width + x) * 4 + 3] = 255 } }
            func exact(_ index: Int, from start: Int, to end: Int) -> Double {
                phi((Double(index) + 0.5 - Double(start)) / sigma) - phi((Double(index) + 0.5 - Double(end)) / sigma)
            }
            let columns = (0..<width).map { exact($0, from: margin, to: margin + side) }
            let rows = (0..<height).map { exact($0, from: margin, to: margin + tall) }
            func largestError(_ pixels: [UInt8]) -> Double {
                var largest = 0.0
                for y in 0..<height {
                    for x in 0..<width { largest = max(largest, abs(Double(pixels[(y * width + x) * 4 + 3]) / 255 - columns[x] * rows[y])) }
                }
                return largest
            }
            var fullSize = square
            fullSize.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur.apply(to: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4, sigma: sigma, clampsEdges: false)
            }
            let reduced = try blurredAndPainted(square, width: width, height: height, sigma: sigma, clampsEdges: false)
            #expect(reduced.factor == GaussianBlur.Reduction.factor(sigma: sigma) && reduced.factor > 1)
            let (fullError, reducedError) = (largestError(fullSize), largestError(reduced.pixels))
            #expect(fullError <= 0.031, "σ = \(sigma): \(fullError) at full size")
            #expect(reducedError <= fullError + GaussianBlur.Reduction.largestReductionError, "σ = \(sigma): \(reducedError) reduced, \(fullError) at full size")
        }
    }

    @Test func clampedEdgesStayOpaqueWhenReduced() throws {
        // An opaque layer of any colour, its edges clamped (a material's backdrop, an opaque
        // blur): every pixel stays the colour, none fades at the edges, whatever k is.
        for (width, height, sigma) in [(101, 37, 20.0), (64, 64, 40), (7, 300, 70)] {
            let pixels = [UInt8]((0..<(width * height)).flatMap { _ in [0x30, 0x80, 0xC0, 0xFF] as [UInt8] })
            let result = try blurredAndPainted(pixels, width: width, height: height, sigma: sigma, clampsEdges: true)
            #expect(result.factor > 1)
            #expect(result.pixels == pixels, "\(width)×\(height), σ = \(sigma)")
        }
    }

    @Test func theReducedBlurIsTheRuleOnTheReducedPixels() throws {
        // The reduced surface holds the reduction (`GaussianBlurReductionTests`) blurred by the
        // rule (`GaussianBlurTests.referenceBlur`) at the reduced σ, byte for byte.
        var generator = SeededGenerator(seed: 48)
        for (width, height, sigma, clampsEdges) in [(45, 33, 17.0, false), (40, 28, 35, true)] {
            let pixels = GaussianBlurTests.randomPixels(width: width, height: height, bytesPerRow: width * 4, clear: 0.3, using: &generator)
            let layer = try CairoSurface(width: width, height: height)
            let stride = Int(cairo_image_surface_get_stride(layer.surface))
            let data = cairo_image_surface_get_data(layer.surface)!
            for row in 0..<height { for byte in 0..<(width * 4) { data[row * stride + byte] = pixels[row * width * 4 + byte] } }
            cairo_surface_mark_dirty(layer.surface)
            let blurred = CairoRasterizer.BlurredPixels(blurring: layer.surface, sigma: sigma, clampsEdges: clampsEdges)
            let k = blurred.factor
            let size = GaussianBlur.Reduction.reducedSize(width: width, height: height, factor: k)
            let reduced = GaussianBlurReductionTests.referenceReduction(pixels, width: width, height: height, bytesPerRow: width * 4, factor: k, clampsEdges: clampsEdges)
            let expected = GaussianBlurTests.referenceBlur(
                reduced, width: size.width, height: size.height, bytesPerRow: size.width * 4,
                sigma: GaussianBlur.Reduction.reducedSigma(sigma, factor: k), clampsEdges: clampsEdges)
            cairo_surface_flush(blurred.surface)
            let actualStride = Int(cairo_image_surface_get_stride(blurred.surface))
            let actualData = cairo_image_surface_get_data(blurred.surface)!
            let actual = (0..<size.height).flatMap { row in (0..<(size.width * 4)).map { actualData[row * actualStride + $0] } }
            #expect(GaussianBlurTests.firstDifference(actual, expected) == nil, "\(width)×\(height), σ = \(sigma)")
        }
    }
}

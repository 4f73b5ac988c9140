import CutawayRender
import CutawayTesting
import Testing
@testable import CutawayGoldens

/// Between the comparison's straight RGBA images, decoded PNGs and the renderer's premultiplied
/// ARGB32 images.
@Suite struct ImageConversionsTests {
    @Test func aDecodedPNGBecomesAnImageWithTheSameSizeAndBytes() {
        let bytes: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 128, 7, 8, 9, 0]
        let image = RGBAImage(DecodedPNG(width: 3, height: 1, rgba: bytes))
        #expect(image.width == 3 && image.height == 1)
        #expect(image.pixels == bytes)
    }

    @Test func opaquePixelsSurviveTheRoundTripThroughTheRenderersImage() {
        var image = RGBAImage(width: 2, height: 2, red: 10, green: 20, blue: 30)
        image.setPixel(x: 1, y: 1, red: 200, green: 0, blue: 99, alpha: 255)
        let raster = RasterImage(image)
        #expect(raster.width == 2 && raster.height == 2)
        #expect(raster.straightRGBA() == image.pixels)
    }

    @Test func translucentPixelsArePremultipliedInTheRenderersImage() {
        // Straight (255, 0, 0, 128): premultiplied red is round(255 × 128 / 255) = 128, so the
        // ARGB32 pixel is 0x80_80_00_00.
        let raster = RasterImage(RGBAImage(width: 1, height: 1, red: 255, green: 0, blue: 0, alpha: 128))
        #expect(raster.pixel(x: 0, y: 0) == 0x8080_0000)
    }
}

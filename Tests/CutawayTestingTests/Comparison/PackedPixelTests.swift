import Testing
@testable import CutawayTesting

/// One RGBA8 pixel as a little-endian `UInt32`: red in the low byte, alpha in the high one, and
/// its colour over white as pixelmatch measures it.
@Suite struct PackedPixelTests {
    @Test func channelsAreReadFromLowByteToHighByte() {
        let pixel: PackedPixel = 0x8030_2010  // alpha 0x80, blue 0x30, green 0x20, red 0x10
        #expect(pixel.red == 16)
        #expect(pixel.green == 32)
        #expect(pixel.blue == 48)
        #expect(pixel.alphaByte == 128)
    }

    @Test func anOpaquePixelIsUnchangedOverWhite() {
        let over = PackedPixel(0xFF30_2010).overWhite
        #expect(over.red == 16 && over.green == 32 && over.blue == 48)
    }

    @Test func aTransparentPixelIsWhiteOverWhite() {
        let over = PackedPixel(0x0030_2010).overWhite
        #expect(over.red == 255 && over.green == 255 && over.blue == 255)
    }

    @Test func aTranslucentPixelIsBlendedTowardsWhiteByItsCoverage() {
        // Alpha 51 is coverage 51/255 = 0.2; red 0 gives 255 + (0 - 255) × 0.2 = 204,
        // green 255 stays 255, blue 5 gives 255 + (5 - 255) × 0.2 = 205.
        let over = PackedPixel(0x3305_FF00).overWhite
        #expect(abs(over.red - 204) < 1e-9)
        #expect(abs(over.green - 255) < 1e-9)
        #expect(abs(over.blue - 205) < 1e-9)
    }

    @Test func pixelsAreReadByIndexFromUnalignedBytes() {
        // One byte of padding first, so that the pixels start at an odd address offset.
        let bytes: [UInt8] = [0xEE, 1, 2, 3, 4, 5, 6, 7, 8]
        let pixels = bytes.withUnsafeBytes { raw in
            let shifted = UnsafeRawBufferPointer(rebasing: raw[1...])
            return [shifted.packedPixel(at: 0), shifted.packedPixel(at: 1)]
        }
        #expect(pixels == [0x0403_0201, 0x0807_0605])
    }
}

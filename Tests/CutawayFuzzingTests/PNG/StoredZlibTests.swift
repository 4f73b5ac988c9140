import CutawayRender
import Testing
@testable import CutawayFuzzing

/// Stored-block streams, checked by the project's decoder (which inflates with zlib).
struct StoredZlibTests {
    @Test func anEmptyStreamIsOneFinalEmptyBlock() {
        #expect(StoredZlib.stream([]) == [0x78, 0x01, 1, 0, 0, 0xFF, 0xFF, 0, 0, 0, 1])
    }

    @Test func aSmallImageDecodes() throws {
        let png = FuzzTesting.png(width: 2, height: 1, colourType: 0, scanlines: [0, 7, 9])
        #expect(try PNGDecoder.decode(png).rgba == [7, 7, 7, 255, 9, 9, 9, 255])
    }

    @Test func dataLongerThanOneBlockSpansSeveralAndDecodes() throws {
        // 300 × 100 RGBA with a filter byte per row: 120,100 bytes, two full blocks and a bit.
        let row: [UInt8] = [0] + (0..<1200).map { UInt8($0 % 251) }
        let png = FuzzTesting.png(width: 300, height: 100, colourType: 6, scanlines: Array(repeatElement(row, count: 100).joined()))
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 300 && image.height == 100)
        #expect(Array(image.rgba.prefix(8)) == [0, 1, 2, 3, 4, 5, 6, 7])
    }
}

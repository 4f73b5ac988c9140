import Foundation
import Testing
@testable import CutawayRender

struct CairoPNGWriterTests {
    @Test func anImageWiderThanCairoTakesThrows() {
        // One row of 40,000 pixels (160 KB): Cairo refuses the surface, and the write says so.
        let image = RasterImage(width: 40_000, height: 1, bytesPerRow: 160_000, bytes: [UInt8](repeating: 255, count: 160_000))
        #expect(throws: CairoError.self) { try CairoPNGWriter.encode(image) }
    }

    @Test func anImageIsWrittenAsAPNG() throws {
        let image = RasterImage(width: 2, height: 1, bytesPerRow: 8, bytes: [UInt8](repeating: 255, count: 8))
        let png = try CairoPNGWriter.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}

import Cutaway
import Foundation
import Testing
@testable import CutawayRender

struct ContactSheetTests {
    @Test func aSheetWiderThanCairoDrawsThrowsInsteadOfCrashing() throws {
        // Three 12,000-point frames in a row at 1x: 16 + 3 × 12,016 = 36,064 pixels wide, past
        // Cairo's 32,767. (Cairo refuses the size before allocating anything.)
        let canvas = RenderCanvas(width: 12_000, height: 10, scale: 1)
        let pixel = RasterImage(width: 1, height: 1, bytesPerRow: 4, bytes: [255, 255, 255, 255])
        let sheet = ContactSheet(columns: 3)
        #expect(sheet.pixelSize(count: 3, canvas: canvas).width == 36_064)
        #expect(throws: CairoError.surfaceFailed(
            width: 36_064, height: 64, status: "invalid value (typically too big) for the size of the input (surface, pattern, etc.)"
        )) {
            try sheet.compose([(pixel, "a"), (pixel, "b"), (pixel, "c")], canvas: canvas, engine: try PangoTextEngine())
        }
    }

    @Test func aSheetCairoCanDrawIsComposed() throws {
        let canvas = RenderCanvas(width: 10, height: 10, scale: 1)
        let pixel = RasterImage(width: 1, height: 1, bytesPerRow: 4, bytes: [255, 255, 255, 255])
        let image = try ContactSheet(columns: 2).compose([(pixel, "a"), (pixel, "b")], canvas: canvas, engine: try PangoTextEngine())
        let size = ContactSheet(columns: 2).pixelSize(count: 2, canvas: canvas)
        #expect(image.width == size.width && image.height == size.height)
    }
}

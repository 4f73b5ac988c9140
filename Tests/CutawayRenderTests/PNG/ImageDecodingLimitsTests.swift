import CutawayRender
import Testing

/// `ImageDecodingLimits`' defaults against the inputs they were chosen for, and the numbers in
/// its messages.
@Suite struct ImageDecodingLimitsTests {
    @Test func theBiggestLegitimateImageFitsThePixelBudget() {
        // A golden comparison picture of a 3x iPhone Pro Max frame (430 × 932 pt): three frames
        // side by side with ContactSheet's own margins and label strips, at 3 pixels per point.
        let sheet = ContactSheet(columns: 3)
        let width = Int((sheet.margin + 3 * (430 + sheet.margin)) * 3)
        let height = Int((sheet.margin + 932 + sheet.labelHeight + sheet.margin) * 3)
        #expect((width, height) == (4062, 2958))
        let limits = ImageDecodingLimits.default
        #expect(width * height <= limits.maximumPixelCount)
        #expect(width <= limits.maximumDimension && height <= limits.maximumDimension)
    }

    @Test func threeImagesAtThePixelBudgetFitIn150MiB() {
        // cutaway diff holds the two images it compares and their difference, 4 bytes a pixel.
        #expect(3 * 4 * ImageDecodingLimits.default.maximumPixelCount == 150 << 20)
    }

    @Test func anUncompressedImageAtThePixelBudgetFitsTheFileLimit() {
        // RGBA scanlines of 4096 × 3200 (the budget exactly), stored deflate blocks of at most
        // 65,535 bytes with 5 bytes of header each (RFC 1951 §3.2.4), zlib's 2 + 4 bytes, and
        // the PNG's signature and four chunks.
        let scanlines = 3200 * (1 + 4096 * 4)
        let stored = scanlines + 5 * ((scanlines + 65_534) / 65_535) + 6
        #expect(8 + 25 + 12 + stored + 12 <= ImageDecodingLimits.default.maximumFileByteCount)
    }

    @Test func everyAnimationASceneFileCanRenderHasFewEnoughFrames() {
        // SceneFileLimits.frameCount (CutawaySceneFile), which CutawayRender does not import.
        #expect(ImageDecodingLimits.default.maximumFrameCount == 20_000)
    }
}

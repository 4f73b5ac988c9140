import CutawayRender
import Testing

/// `FFmpegMemory`: the estimates stay above what ffmpeg was measured to take, and the largest
/// canvas is over the limit for every format.
@Suite struct FFmpegMemoryTests {
    @Test func estimatesAreAboveTheMeasuredPeaks() {
        // Peak resident sizes measured with /usr/bin/time (see FFmpegMemory), in bytes.
        // A GIF's second play (paletteuse), the larger of its two.
        #expect(FFmpegMemory.estimate(.gif, width: 1000, height: 1000, frames: 30) >= 158_756 * 1024)
        #expect(FFmpegMemory.estimate(.gif, width: 1000, height: 1000, frames: 600) >= 178_320 * 1024)
        #expect(FFmpegMemory.estimate(.gif, width: 400, height: 400, frames: 3_000) >= 91_820 * 1024)
        #expect(FFmpegMemory.estimate(.gif, width: 2000, height: 2000, frames: 30) >= 456_864 * 1024)
        #expect(FFmpegMemory.estimate(.mp4, width: 2000, height: 2000, frames: 30) >= 698_272 * 1024)
        #expect(FFmpegMemory.estimate(.webm, width: 2000, height: 2000, frames: 30) >= 1_086_668 * 1024)
    }

    @Test func theLargestCanvasForASecondIsOverTheLimit() {
        // SceneFileLimits.canvasSide's 4096 pt at scale 3: 12,288 px a side; 1 s at 30 fps
        // plays 31 frames (fps × duration + 1).
        for format in [OutputFormat.gif, .mp4, .webm] {
            #expect(FFmpegMemory.estimate(format, width: 12_288, height: 12_288, frames: 31) > FFmpegMemory.limit)
        }
        // A README's GIF: presence-smooth's 780 × 680 px: 0.16 GB however long it plays.
        #expect(FFmpegMemory.estimate(.gif, width: 780, height: 680, frames: 143) < FFmpegMemory.limit / 20)
        #expect(FFmpegMemory.estimate(.gif, width: 780, height: 680, frames: 20_000)
            == FFmpegMemory.estimate(.gif, width: 780, height: 680, frames: 143))
        // Sizes whose product overflows are estimated as the most there is, not wrapped.
        #expect(FFmpegMemory.estimate(.gif, width: .max, height: 3, frames: 1) == .max)
    }
}

import CutawayRender
import Testing

/// `FFmpegMemory`: the estimates stay above what ffmpeg was measured to take, and the largest
/// canvas is over the limit for every format.
@Suite struct FFmpegMemoryTests {
    @Test func estimatesAreAboveTheMeasuredPeaks() {
        // Peak resident sizes measured with /usr/bin/time (see FFmpegMemory), in bytes.
        #expect(FFmpegMemory.estimate(.gif, width: 1000, height: 1000, frames: 30) >= 329_404 * 1024)
        #expect(FFmpegMemory.estimate(.gif, width: 1000, height: 1000, frames: 60) >= 566_928 * 1024)
        #expect(FFmpegMemory.estimate(.gif, width: 2000, height: 2000, frames: 30) >= 1_065_212 * 1024)
        #expect(FFmpegMemory.estimate(.mp4, width: 2000, height: 2000, frames: 30) >= 698_272 * 1024)
        #expect(FFmpegMemory.estimate(.webm, width: 2000, height: 2000, frames: 30) >= 1_086_668 * 1024)
    }

    @Test func theLargestCanvasForASecondIsOverTheLimit() {
        // SceneFileLimits.canvasSide's 4096 pt at scale 3: 12,288 px a side; 1 s at 30 fps
        // plays 31 frames (fps × duration + 1).
        for format in [OutputFormat.gif, .mp4, .webm] {
            #expect(FFmpegMemory.estimate(format, width: 12_288, height: 12_288, frames: 31) > FFmpegMemory.limit)
        }
        // A README's GIF: presence-smooth's 780 × 680 px, 143 frames: 0.7 GB, well inside.
        #expect(FFmpegMemory.estimate(.gif, width: 780, height: 680, frames: 143) < FFmpegMemory.limit)
        // Sizes whose product overflows are estimated as the most there is, not wrapped.
        #expect(FFmpegMemory.estimate(.gif, width: .max, height: 3, frames: 1) == .max)
    }
}

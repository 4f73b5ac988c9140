import Testing

/// A sheet too large to allocate (or to read back) is a usage error before any frame is drawn.
@Suite struct SheetCommandTests {
    @Test func aSheetPastThePixelBudgetIsRefused() {
        // 157 frames of 780×236 pt at 2x, one row: 2 × (16 + 157 × 796) = 249,976 px wide,
        // past 32,767 a side (ImageDecodingLimits' maximumDimension; Cairo's own limit).
        let result = runTool(["sheet", "native-vs-presence", "--every", "1"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("a sheet of 157 frames in 157 columns would be 249976×"), "\(result.standardError)")
    }
}

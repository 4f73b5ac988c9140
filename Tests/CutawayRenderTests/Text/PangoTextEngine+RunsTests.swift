import Cutaway
import Foundation
import Testing
@testable import CutawayRender
import CCairoPango

/// Styled runs reach Pango as attributes: widths against the font files' advances, letter
/// spacing and baseline offsets against their definitions, ink against the pixels.
@Suite(.serialized) struct PangoTextEngineRunsTests {
    let engine: PangoTextEngine
    let black = Color.Resolved(red: 0, green: 0, blue: 0)

    init() throws {
        engine = try PangoTextEngine()
    }

    /// A request of `pieces`, each a string in its run.
    func request(_ pieces: [(String, TextStyleRun)], font: Font = .system(size: 20)) -> TextLayoutRequest {
        TextLayoutRequest(
            string: pieces.map(\.0).joined(), font: font,
            runs: pieces.map { string, run in var run = run; run.length = string.count; return run })
    }

    func run(_ font: Font = .system(size: 20)) -> TextStyleRun {
        TextStyleRun(length: 0, font: font)
    }

    /// The rows and columns (at `scale`) where a text drawn at `origin` has ink.
    func ink(_ request: TextLayoutRequest, origin: CGPoint = CGPoint(x: 10, y: 10), scale: Int = 2)
        -> (rows: [Int], columns: [Int], image: RasterImage) {
        let size = engine.measure(request).size
        let image = CairoRasterizer(textEngine: engine).render(
            DisplayList(size: CGSize(width: size.width + 20, height: size.height + 20), items: [
                .text(TextRun(request: request, origin: origin, size: size, color: black), element: ElementID("t")),
            ]), scale: scale)
        let rows = (0..<image.height).filter { row in (0..<image.width).contains { image.pixel(x: $0, y: row) >> 24 > 128 } }
        let columns = (0..<image.width).filter { column in (0..<image.height).contains { image.pixel(x: column, y: $0) >> 24 > 128 } }
        return (rows, columns, image)
    }

    @Test func aBoldRunAdvancesByTheBoldFacesAdvance() {
        // hmtx advances of "H" (fontTools, `TTFont(...)['hmtx']`, 2816 units per em):
        // Inter-Regular 2084, Inter-Bold 2101. Two runs are two Pango items, so no kerning
        // pair joins them: 20 pt × (2084 + 2101) / 2816 = 29.7230 pt.
        let mixed = request([("H", run()), ("H", run(.system(size: 20, weight: .bold)))])
        #expect(abs(engine.measure(mixed).size.width - 20 * (2084 + 2101) / 2816) < 1.0 / 512)
    }

    @Test func trackingAddsItsAmountAfterEveryCharacter() {
        // iOS adds a tracking after each character, the last included: four characters
        // tracked by 3 pt are 4 × 3 = 12 pt wider than untracked.
        let plain = TextLayoutRequest(string: "HHHH", font: .system(size: 20))
        let tracked = request([("HHHH", TextStyleRun(length: 0, font: .system(size: 20), letterSpacing: 3))])
        #expect(abs(engine.measure(tracked).size.width - engine.measure(plain).size.width - 4 * 3) < 1.0 / 512)
        // Tracked inside a line, two characters add 2 × 3 pt.
        let inside = request([("H", run()), ("HH", TextStyleRun(length: 0, font: .system(size: 20), letterSpacing: 3)), ("H", run())])
        #expect(abs(engine.measure(inside).size.width - engine.measure(plain).size.width - 2 * 3) < 1.0 / 512)
    }

    @Test func trackingLeavesTheFirstGlyphInPlace() {
        // The spacing comes after each character: the first one's ink starts where it did.
        let plain = ink(TextLayoutRequest(string: "HH", font: .system(size: 20)))
        let tracked = ink(request([("HH", TextStyleRun(length: 0, font: .system(size: 20), letterSpacing: 5))]))
        #expect(plain.columns.first == tracked.columns.first)
        // The last ink is 5 pt (10 pixels at 2x) further right.
        #expect(tracked.columns.last.map { $0 - plain.columns.last! } == 10)
    }

    @Test func aBaselineOffsetMovesTheInkByExactlyTheOffset() throws {
        // 5 pt up at 2x is 10 pixel rows, a whole number of pixels, so the ink's rows shift
        // exactly; the frame stays where the baseline puts it.
        let plain = ink(TextLayoutRequest(string: "H", font: .system(size: 20)))
        let raisedRequest = request([("H", TextStyleRun(length: 0, font: .system(size: 20), baselineOffset: 5))])
        let raised = ink(raisedRequest)
        #expect(raised.rows.first.map { plain.rows.first! - $0 } == 10)
        #expect(raised.rows.last.map { plain.rows.last! - $0 } == 10)
        let lowered = ink(request([("H", TextStyleRun(length: 0, font: .system(size: 20), baselineOffset: -2.5))]))
        #expect(lowered.rows.first.map { $0 - plain.rows.first! } == 5)
        #expect(engine.measure(raisedRequest).size == engine.measure(TextLayoutRequest(string: "H", font: .system(size: 20))).size)
    }

    @Test func italicSlantsTheUprightFaceByAFifth() throws {
        // No italic face is loaded (`FontLibrary.syntheticObliqueRule`): the upright "l" is
        // sheared by 0.2, so its ink's left edge moves 0.2 pixels right per pixel up. Over 40
        // pixel rows of a 40-pt "l" (a 29-pt stem, 58 rows at 2x) that is 8 pixels, within 1.
        let italic = ink(request([("l", run(Font.system(size: 40).italic()))], font: .system(size: 40)))
        let top = try #require(italic.rows.first), bottom = try #require(italic.rows.last)
        func leftEdge(_ row: Int) -> Int? { (0..<italic.image.width).first { italic.image.pixel(x: $0, y: row) >> 24 > 128 } }
        let upper = try #require(leftEdge(top + 6)), lower = try #require(leftEdge(top + 46))
        #expect(abs(upper - lower - 8) <= 1)
        let upright = ink(TextLayoutRequest(string: "l", font: .system(size: 40)))
        let uprightTop = try #require(upright.rows.first)
        func uprightEdge(_ row: Int) -> Int? { (0..<upright.image.width).first { upright.image.pixel(x: $0, y: row) >> 24 > 128 } }
        #expect(uprightEdge(uprightTop + 6) == uprightEdge(uprightTop + 46))
        #expect(bottom - top == upright.rows.last! - uprightTop, "a shear keeps the height")
    }

    @Test func underlineAndStrikethroughAreDrawnInTheirColours() throws {
        // Where the lines go, from Inter-Regular's tables (fontTools; 2816 units per em) at
        // 20 pt, the baseline an ascent (OS/2 sTypoAscender 2728: 19.375 pt) below y = 10:
        // - underline: post underlinePosition −464 puts its top 3.295 pt below the baseline,
        //   underlineThickness 192 makes it 1.364 pt thick: 32.670 … 34.034 pt, which at 2x
        //   covers pixel rows 66 and 67 fully (65 and 68 in part);
        // - strikethrough: OS/2 yStrikeoutPosition 922 puts its top 6.548 pt above the
        //   baseline, yStrikeoutSize 192 makes it 1.364 pt: 22.827 … 24.191 pt, rows 46, 47.
        // Pango places both so (its underline and strikeout offsets are the tables'). Rows
        // wholly red or blue are the lines' own; glyphs are black.
        let red = Color.Resolved(red: 1, green: 0, blue: 0), blue = Color.Resolved(red: 0, green: 0, blue: 1)
        let styled = request([("xxxx", TextStyleRun(
            length: 0, font: .system(size: 20), underline: TextDecoration(color: red), strikethrough: TextDecoration(color: blue)))])
        let drawn = ink(styled).image
        func rows(opaque color: UInt32) -> [Int] {
            (0..<drawn.height).filter { row in (0..<drawn.width).contains { drawn.pixel(x: $0, y: row) == color } }
        }
        #expect(rows(opaque: 0xFFFF_0000) == [66, 67])
        #expect(rows(opaque: 0xFF00_00FF) == [46, 47])
    }

    @Test func eachRunIsDrawnInItsOwnColour() throws {
        // "AB": A in red, B without a colour of its own, so in the run's (black).
        let red = Color.Resolved(red: 1, green: 0, blue: 0)
        let styled = request([("H", TextStyleRun(length: 0, font: .system(size: 20), color: red)), ("H", run())])
        let drawn = ink(styled).image
        // The second glyph starts one regular "H" advance (hmtx 2084 of 2816) from x = 10.
        let half = Int((10 + 20 * 2084 / 2816) * 2)
        var left = Set<UInt32>(), right = Set<UInt32>()
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn.pixel(x: x, y: y) >> 24 == 255 {
                if x < half { left.insert(drawn.pixel(x: x, y: y)) } else { right.insert(drawn.pixel(x: x, y: y)) }
            }
        }
        #expect(left == [0xFFFF_0000])
        #expect(right == [0xFF00_0000])
    }

    @Test func aRequestWithoutRunsIsLaidOutAsBefore() throws {
        // The runs' attributes are added only for runs: a text in one font alone makes the
        // layout it always made (what keeps goldens of unstyled text identical). One plain
        // run over the same string makes the same glyphs in the same places.
        let plain = TextLayoutRequest(string: "Hello, world", font: .body)
        let run = request([("Hello, world", TextStyleRun(length: 0, font: .body))], font: .body)
        #expect(engine.measure(plain) == engine.measure(run))
        #expect(ink(plain).image.bytes == ink(run).image.bytes)
    }
}

import Cutaway
import Foundation
import Testing
@testable import CutawayRender
import CCairoPango

/// The Pango engine against numbers read from the font file and against its own geometry.
@Suite(.serialized) struct PangoTextEngineTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    func measure(_ string: String, _ font: Font = .body, width: CGFloat? = nil, lineLimit: Int? = nil) -> TextLayoutResult {
        engine.measure(TextLayoutRequest(string: string, font: font, width: width, lineLimit: lineLimit))
    }

    @Test func measuringCarriesTheLayoutItShapedAndMakesItOnce() throws {
        let request = TextLayoutRequest(string: "Shaped once", font: .headline, width: 80)
        let before = engine.cacheMisses
        let first = engine.measure(request)
        let second = engine.measure(request)
        #expect(engine.cacheMisses == before + 1)
        let layout = try #require(first.shapedText as? PangoLayoutHandle)
        #expect(second.shapedText === layout)
        #expect(layout.result == first)
        // A run carrying the layout is drawn with it; one carrying another engine's, or none,
        // with this engine's layout of its request.
        let run = TextRun(request: request, origin: .zero, size: first.size, color: Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(engine.layout(for: run) === layout)
        var carried = run
        engine.removeCachedLayouts()
        carried.shapedText = layout
        #expect(engine.layout(for: carried) === layout)
        let other = try PangoTextEngine()
        carried.shapedText = other.measure(request).shapedText
        #expect(engine.layout(for: carried) !== carried.shapedText as? PangoLayoutHandle)
    }

    @Test func pointSizeIsOneCanvasUnitPerPoint() throws {
        // Pango's "17" would be 17 pt at 96 dpi, 22.67 px; Cutaway's 17 must be 17 units per em.
        let inter = try OpenTypeTables(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let (ascender, descender) = inter.usesTypoMetrics
            ? (inter.typoAscender, inter.typoDescender) : (inter.horizontalAscender, inter.horizontalDescender)
        let metrics = engine.metrics(of: .system(size: 17))
        let unit = 17 / CGFloat(inter.unitsPerEm)
        // Pango rounds metrics to 1/1024 pt.
        #expect(abs(metrics.ascent - CGFloat(ascender) * unit) <= 1.0 / 1024)
        #expect(abs(metrics.descent - CGFloat(-descender) * unit) <= 1.0 / 1024)
        // Cap height from the outline of "H" agrees with the OS/2 table within a 1/64 pt.
        #expect(abs(metrics.capHeight - CGFloat(inter.capHeight) * unit) < 1.0 / 64)
    }

    /// Sizes Pango cannot take are shaped at the size Core Text would use: 0, negative and NaN
    /// at its default 12 pt, and past FreeType's 16-bit pixel em (at 3x) at 21,845 pt. The
    /// extents come from the font file (`interExtent`), not from Pango. Before, -5 and NaN
    /// failed Pango's assertions and measured at Pango's default (19.36 pt tall, not 12's
    /// 14.52), and 1e7 overflowed Pango's integer size: 0 tall.
    @Test func fontSizesPangoCannotTakeAreShapedAtCoreTextsDefaultOrTheLargestDrawable() throws {
        let twelve = try interExtent(size: 12)
        for size in [0, -5, CGFloat.nan, -CGFloat.infinity] {
            let height = measure("A", .system(size: size)).size.height
            #expect(abs(height - (twelve.ascent + twelve.descent)) <= 2.0 / 1024, "\(size)")
        }
        let largest = try interExtent(size: 21_845)
        for size in [1e6, 1e7, CGFloat.infinity] {
            let height = measure("A", .system(size: size)).size.height
            // Pango rounds each extent to 1/1024 pt.
            #expect(abs(height - (largest.ascent + largest.descent)) <= 2.0 / 1024, "\(size)")
        }
        // A size within range is left as it is.
        #expect(PangoTextEngine.drawableSize(17) == 17)
        #expect(PangoTextEngine.drawableSize(21_845) == 21_845)
    }

    /// Inter's ascent + descent at `size`, from the font file (the metrics Pango uses, as in
    /// `pointSizeIsOneCanvasUnitPerPoint`): every Inter weight shares them.
    func interExtent(size: CGFloat) throws -> (ascent: CGFloat, descent: CGFloat) {
        let inter = try OpenTypeTables(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let (ascender, descender) = inter.usesTypoMetrics
            ? (inter.typoAscender, inter.typoDescender) : (inter.horizontalAscender, inter.horizontalDescender)
        let unit = size / CGFloat(inter.unitsPerEm)
        return (CGFloat(ascender) * unit, CGFloat(-descender) * unit)
    }

    @Test func oneLineIsTheFontsAscentPlusDescentInEveryTextStyle() throws {
        // iOS: one line of `.body` is 20.33 pt, San Francisco's ascent + descent at 17 pt, not
        // the style's 22-pt leading. The stand-in's own extent takes its place.
        for style in Font.TextStyle.allCases {
            let result = measure("Hg", .system(style))
            let (ascent, descent) = try interExtent(size: style.size)
            #expect(abs(result.size.height - (ascent + descent)) <= 1.0 / 512, "\(style)")
            #expect(abs(result.firstBaseline - ascent) <= 1.0 / 512, "\(style)")
            #expect(result.lastBaseline == result.firstBaseline, "\(style)")
        }
    }

    @Test func furtherLinesAddTheStylesLineHeight() throws {
        // Title: 28 pt on 34-pt lines (HIG). Three lines: one extent and two line heights.
        let result = measure("One\nTwo\nThree", .title)
        let (ascent, descent) = try interExtent(size: 28)
        #expect(result.lineCount == 3)
        #expect(abs(result.size.height - (ascent + descent + 2 * 34)) <= 1.0 / 512)
        #expect(abs(result.lastBaseline - result.firstBaseline - 2 * 34) <= 1.0 / 512)
    }

    @Test func drawingPutsTheFirstBaselineAnAscentBelowTheFrame() throws {
        // An "H" in `.footnote` (13 pt on 18-pt lines: Pango's line box has 1.13 pt of half
        // leading above the ascent, which the frame leaves out) drawn with its frame at y = 10,
        // at 3x: its ink starts at the capitals' top, ascent − cap height below the frame's
        // top (cap height from the OS/2 table), within half a point of antialiasing.
        let inter = try OpenTypeTables(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let (ascent, _) = try interExtent(size: 13)
        let capHeight = CGFloat(inter.capHeight) * 13 / CGFloat(inter.unitsPerEm)
        let request = TextLayoutRequest(string: "H", font: .footnote)
        let size = engine.measure(request).size
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let image = CairoRasterizer(textEngine: engine).render(
            DisplayList(size: CGSize(width: 30, height: 40), items: [
                .text(TextRun(request: request, origin: CGPoint(x: 5, y: 10), size: size, color: black), element: ElementID("h")),
            ]), scale: 3)
        let inkRows = (0..<image.height).filter { row in (0..<image.width).contains { image.pixel(x: $0, y: row) >> 24 > 128 } }
        let top = CGFloat(try #require(inkRows.first)) / 3
        #expect(abs(top - (10 + ascent - capHeight)) <= 0.5)
    }

    @Test func emptyStringHasOneLineOfHeight() throws {
        let result = measure("")
        let (ascent, descent) = try interExtent(size: 17)
        #expect(result.size.width == 0)
        #expect(abs(result.size.height - (ascent + descent)) <= 1.0 / 512)
    }

    @Test func nilWidthGivesTheIdealSingleLine() {
        let ideal = measure("A much longer change that wraps")
        #expect(ideal.lineCount == 1)
        let roomy = measure("A much longer change that wraps", width: ideal.size.width + 50)
        #expect(roomy.lineCount == 1)
        #expect(roomy.size == ideal.size)
        // The measured width proposed back gives the same single line.
        #expect(measure("A much longer change that wraps", width: ideal.size.width).lineCount == 1)
    }

    @Test func narrowerWidthWrapsAtTheStylesLineHeight() throws {
        // Caption: 12 pt on 16-pt lines (HIG).
        let (ascent, descent) = try interExtent(size: 12)
        let string = "A much longer change that wraps across several lines and forces the row to recalculate its height."
        let ideal = measure(string, .caption)
        for width in stride(from: CGFloat(60), through: 400, by: 35) {
            let result = measure(string, .caption, width: width)
            #expect(result.size.width <= width)
            #expect(result.lineCount > 1 || width >= ideal.size.width)
            #expect(abs(result.size.height - (ascent + descent + CGFloat(result.lineCount - 1) * 16)) <= 1.0 / 512, "width \(width)")
            #expect(result.lastBaseline - result.firstBaseline == CGFloat(result.lineCount - 1) * 16)
        }
        let justUnder = measure(string, .caption, width: ideal.size.width - 1)
        #expect(justUnder.lineCount == 2)
    }

    @Test func lineLimitCapsLinesAndTruncates() throws {
        let string = Array(repeating: "word", count: 40).joined(separator: " ")
        let free = measure(string, width: 100)
        #expect(free.lineCount > 3)
        #expect(!free.isTruncated)
        let limited = measure(string, width: 100, lineLimit: 3)
        #expect(limited.lineCount == 3)
        #expect(limited.isTruncated)
        let (ascent, descent) = try interExtent(size: 17)
        #expect(abs(limited.size.height - (ascent + descent + 2 * 22)) <= 1.0 / 512)
        let one = measure(string, width: 100, lineLimit: 1)
        #expect(one.lineCount == 1 && one.isTruncated && one.size.width <= 100)
    }

    @Test func widthsScaleLinearlyWithSize() {
        // No hinting: twice the size is twice the advance, up to Pango rounding each glyph's
        // advance to 1/1024 pt (12 glyphs here).
        let small = measure("Hello, world", .system(size: 17)).size.width
        let large = measure("Hello, world", .system(size: 34)).size.width
        #expect(abs(large - 2 * small) <= 12.0 / 1024)
        #expect(large > 1.99 * small)
    }

    @Test func weightChangesWidth() {
        let regular = measure("Smooth motion timing", .system(size: 17)).size.width
        let semibold = measure("Smooth motion timing", .headline).size.width
        #expect(semibold > regular)
    }

    @Test func monospacedDigitsHaveEqualAdvances() {
        let font = Font.title2.monospacedDigit()
        #expect(measure("111", font).size.width == measure("888", font).size.width)
        #expect(measure("111", .title2).size.width < measure("888", .title2).size.width)
    }

    /// The glyphs Pango shaped for `string` in the body font, in order.
    private func glyphs(_ string: String) throws -> [PangoGlyph] {
        let layout = try #require(measure(string).shapedText as? PangoLayoutHandle)
        var glyphs: [PangoGlyph] = []
        var lines = pango_layout_get_lines_readonly(layout.layout)
        while let line = lines {
            var runs = line.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let run = runs {
                let shaped = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs.pointee
                glyphs += (0..<Int(shaped.num_glyphs)).map { shaped.glyphs[$0].glyph }
                runs = run.pointee.next
            }
            lines = line.pointee.next
        }
        return glyphs
    }

    /// Inter draws "->" as an arrow and the x of "2x3" as a times sign (its contextual
    /// alternates); SF Pro, whose place it takes, draws them as typed: each character's own
    /// glyph, the one it has alone. Only those spans lose the alternates (`literalSpans(in:)`):
    /// in "a -> b <= 2x3", bytes 2–3, 7–8 and 11.
    @Test func arrowsAndTimesSignsAreDrawnAsTyped() throws {
        #expect(try glyphs("->") == glyphs("-") + glyphs(">"))
        #expect(try glyphs("<=") == glyphs("<") + glyphs("="))
        #expect(try glyphs("2x3") == glyphs("2") + glyphs("x") + glyphs("3"))
        #expect(PangoTextEngine.literalSpans(in: "a -> b <= 2x3") == [2..<4, 7..<9, 11..<12])
        #expect(PangoTextEngine.literalSpans(in: "a - b, x2, 12:30, e-mail") == [])
    }

    @Test func repeatedRequestsComeFromTheCache() {
        let request = TextLayoutRequest(string: "cached \(UUID())", font: .body, width: 120)
        let misses = engine.cacheMisses
        let first = engine.measure(request)
        let second = engine.measure(request)
        #expect(first == second)
        #expect(engine.cacheMisses == misses + 1)
    }

    @Test func fontFilesAreReported() {
        let names = engine.fonts.files.map { ($0.path as NSString).lastPathComponent }
        #expect(names.contains("Inter-Regular.otf"))
        #expect(names.contains("DejaVuSans.ttf"))
        #expect(engine.fonts.files.allSatisfy { $0.checksum.count == 16 && $0.byteCount > 0 })
        #expect(engine.fonts.identity.contains("Inter-SemiBold.otf:"))
    }

    @Test func missingFontFileIsAClearError() {
        #expect(throws: FontLibraryError.self) { try FontLibrary(paths: ["/nonexistent/font.otf"]) }
        let message = String(describing: FontLibraryError.missingFile(path: "/usr/share/fonts/opentype/inter/X.otf", package: "fonts-inter"))
        #expect(message.contains("fonts-inter") && message.contains("Scripts/setup"))
    }
}

extension PangoTextEngineTests {
    @Test func centredLinesAreOffsetInsideTheWrapWidth() {
        let request = TextLayoutRequest(string: "centre these words please", font: .body, width: 120, alignment: .center)
        let handle = engine.layout(for: request)
        #expect(handle.result.lineCount >= 2)
        // The widest line starts after half the unused wrap width.
        #expect(abs(handle.logicalOrigin.x - (120 - handle.result.size.width) / 2) <= 1.0 / 512)
        let leading = engine.layout(for: TextLayoutRequest(string: "centre these words please", font: .body, width: 120))
        #expect(leading.logicalOrigin.x == 0)
    }
}

extension PangoTextEngineTests {
    /// `.numericText()` cuts each rolling run at a box as tall as the text's frame: from the
    /// ascent to the descent of the font, so a digit at rest is never cut. Checked against the
    /// glyphs' own ink, from Pango's ink extents, in every text style.
    @Test func rollingDigitsAreCutAtTheirGlyphsFullExtent() throws {
        for style in Font.TextStyle.allCases {
            let value = SceneValue("0123456789")
            let scene = RenderScene("roll", canvas: RenderCanvas(width: 400, height: 100, scale: 2), duration: 1, fps: 10,
                                    script: [.run(at: 0.2, animation: .linear(duration: 1)) { value.value = "9876543210" }]) {
                Text(value.value).font(.system(style)).contentTransition(.numericText())
            }
            let player = Player(scene: scene, textEngine: engine)
            _ = try player.frame(atTime: 0)
            let frame = try player.frame(atTime: 0.7)
            var boxes: [CGRect] = []
            var incoming: TextRun?
            func visit(_ items: [DisplayItem], clip: CGRect?) {
                for item in items {
                    switch item {
                    case .group(.clip(let path), let children, _): visit(children, clip: path.boundingRect)
                    case .group(_, let children, _): visit(children, clip: clip)
                    case .text(let run, _):
                        if let clip { boxes.append(clip) }
                        if run.request.string == "9876543210" { incoming = run }
                    default: break
                    }
                }
            }
            visit(frame.displayList.items, clip: nil)
            let run = try #require(incoming, "\(style)")
            let handle = engine.layout(for: run)
            var ink = PangoRectangle()
            pango_layout_get_extents(handle.layout, &ink, nil)
            // The ink where the run sits at rest: its frame's origin, shifted as drawing shifts it.
            let rest = CGRect(
                x: run.origin.x + points(ink.x) - handle.logicalOrigin.x, y: run.origin.y + points(ink.y) - handle.logicalOrigin.y,
                width: points(ink.width), height: points(ink.height))
            let top = try #require(boxes.map(\.minY).min()), bottom = try #require(boxes.map(\.maxY).max())
            #expect(top <= rest.minY + 1.0 / 64 && bottom >= rest.maxY - 1.0 / 64, "\(style): ink \(rest), boxes \(top)…\(bottom)")
            #expect(boxes.allSatisfy { $0.minY == top && $0.maxY == bottom }, "\(style)")
        }
    }
}

import CCairoPango
import Cutaway
import Foundation

/// Colour glyphs (emoji, `FontLibrary+Emoji`) in SVG: a bitmap, not an outline.
///
/// Why: a colour emoji glyph has no outline, only a colour bitmap. Cairo traces such a glyph
/// as the square outline of its bitmap's pixels, which an SVG would fill in the text's one
/// colour. So the outlines leave colour glyphs out (their places kept), and a text that has
/// any carries a PNG of them alone, drawn by Cairo as the rasterizer draws them, at
/// `pixelsPerPoint`, placed over the text's frame in the text's local coordinates.
extension GlyphOutlines {
    /// The PNG's pixels per point: 4, enough for a 3x frame (and about the emoji font's
    /// 109-pixel strike at 27 points).
    static let pixelsPerPoint = 4

    /// The markup of `run`'s colour glyphs, an `<image>` in the text's local coordinates; `nil`
    /// for a text without any.
    func colorGlyphImage(for run: TextRun) -> String? {
        let whole = textEngine.layout(for: run)
        guard Self.hasColorGlyphs(whole.layout) else { return nil }
        let handle = textEngine.layerLayout(for: run.request, layer: .all)
        Self.emptyGlyphs(of: handle.layout, keepingColorGlyphs: true)
        var ink = PangoRectangle()
        pango_layout_get_extents(handle.layout, &ink, nil)
        // The ink's box in local coordinates (the frame starts at `logicalOrigin`), out to whole points.
        let box = CGRect(
            x: points(ink.x) - handle.logicalOrigin.x, y: points(ink.y) - handle.logicalOrigin.y,
            width: points(ink.width), height: points(ink.height)).integral
        guard box.width > 0, box.height > 0,
              let surface = try? CairoSurface(width: Int(box.width) * Self.pixelsPerPoint, height: Int(box.height) * Self.pixelsPerPoint)
        else { return nil }
        let cairo = cairo_create(surface.surface)!
        cairo_scale(cairo, Double(Self.pixelsPerPoint), Double(Self.pixelsPerPoint))
        cairo_move_to(cairo, Double(-box.minX - handle.logicalOrigin.x), Double(-box.minY - handle.logicalOrigin.y))
        pango_cairo_show_layout(cairo, handle.layout)
        cairo_destroy(cairo)
        let png = PNGEncoder().encode(surface.image())
        return "<image x=\"\(SVGFormat.number(box.minX))\" y=\"\(SVGFormat.number(box.minY))\""
            + " width=\"\(SVGFormat.number(box.width))\" height=\"\(SVGFormat.number(box.height))\""
            + " href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>"
    }

    /// Whether any run of `layout` is set in a colour font.
    static func hasColorGlyphs(_ layout: OpaquePointer) -> Bool {
        var found = false
        forEachRun(of: layout) { isColor, _ in found = found || isColor }
        return found
    }

    /// Empties, in place, the glyphs of the runs in colour fonts (`keepingColorGlyphs: false`)
    /// or of the others (`true`); every run keeps its advance and position.
    static func emptyGlyphs(of layout: OpaquePointer, keepingColorGlyphs: Bool) {
        forEachRun(of: layout) { isColor, glyphs in
            guard isColor != keepingColorGlyphs else { return }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                // PANGO_GLYPH_EMPTY (pango-glyph.h): a glyph that draws nothing.
                glyphs.pointee.glyphs[index].glyph = 0x0FFF_FFFF
            }
        }
    }

    /// Calls `body` with each run's glyphs and whether its font is the emoji font.
    private static func forEachRun(of layout: OpaquePointer, _ body: (Bool, UnsafeMutablePointer<PangoGlyphString>) -> Void) {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run(iterator), let glyphs = run.pointee.glyphs,
                  let font = run.pointee.item.pointee.analysis.font else { continue }
            let description = pango_font_describe(font)
            let family = pango_font_description_get_family(description).map { String(cString: $0) }
            pango_font_description_free(description)
            body(family == FontLibrary.emojiFamily, glyphs)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}

import CCairoPango
import Cutaway
import Foundation

extension PangoTextEngine {
    /// The icon font's family, as its `name` table gives it.
    static let symbolFamily = "Material Icons"
    /// The size glyphs are traced at: the icon font's units per em, so that its outlines come
    /// out in its own integer units before they are divided down to ems.
    static let symbolTracingSize: CGFloat = 512

    /// The icon font's glyph at `codepoint`, traced once: its outline in ems (y down from the
    /// top of the em square, which is the font's ascent: its descent is 0) and its advance;
    /// `nil` where the font has no glyph for it (no other font stands in: fallback is off).
    public func symbolGlyph(_ codepoint: UInt32) -> SymbolGlyph? {
        if let known = symbolGlyphs[codepoint] { return known }
        let glyph = traceSymbol(codepoint)
        symbolGlyphs[codepoint] = glyph
        return glyph
    }

    private func traceSymbol(_ codepoint: UInt32) -> SymbolGlyph? {
        guard let scalar = Unicode.Scalar(codepoint) else { return nil }
        let layout: OpaquePointer = pango_layout_new(symbolContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, String(Character(scalar)), -1)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, Self.symbolFamily)
        pango_font_description_set_absolute_size(description, Double(Self.symbolTracingSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_fallback_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return nil }
        // The glyph must come from the icon font: with fallback off, Pango still takes the
        // nearest family when the icon font is not installed at all.
        guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
              let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let font = run.pointee.item.pointee.analysis.font,
              let described = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(described) }
        guard let family = pango_font_description_get_family(described), String(cString: family) == Self.symbolFamily else {
            return nil
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)

        let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_move_to(cairo, 0, 0)
        pango_cairo_layout_path(cairo, layout)
        let traced = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(traced) }
        guard traced.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let em = Self.symbolTracingSize
        var outline = Path()
        var index = 0
        let data = traced.pointee.data!
        func point(_ offset: Int) -> CGPoint {
            let point = data[index + offset].point
            return CGPoint(x: CGFloat(point.x) / em, y: CGFloat(point.y) / em)
        }
        // A move that nothing draws from (the pen's start, Cairo's move after each close) is
        // left out: it would widen the outline's bounds, which are the symbol's ink.
        var pendingMove: CGPoint?
        func flushMove() {
            if let move = pendingMove { outline.move(to: move) }
            pendingMove = nil
        }
        while index < Int(traced.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: pendingMove = point(1)
            case CAIRO_PATH_LINE_TO: flushMove(); outline.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: flushMove(); outline.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: flushMove(); outline.closeSubpath()
            default: break
            }
            index += Int(max(1, header.length))
        }
        return SymbolGlyph(outline: outline, advance: points(logical.width) / em)
    }
}

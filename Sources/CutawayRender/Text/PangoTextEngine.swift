import CCairoPango
import Cutaway
import Foundation

/// Measures and shapes text with Pango, on fonts from a `FontLibrary`.
///
/// Sizes are absolute: a 17-pt font is 17 canvas units per em, whatever Pango's resolution.
/// Hinting is off, metrics unhinted and glyph positions unrounded, so a layout measured in
/// points is the same layout drawn at 1x, 2x or 3x. The language is fixed (en-US) so that
/// line breaking does not follow the machine's locale.
public final class PangoTextEngine: TextEngine {
    public let fonts: FontLibrary
    private let context: OpaquePointer
    /// The context symbol glyphs are traced in (`PangoTextEngine+Symbols`).
    let symbolContext: OpaquePointer
    private let language: OpaquePointer?
    private var layouts = BoundedCache<TextLayoutRequest, PangoLayoutHandle>(capacity: 4096)
    private var fontMetrics: [Font: FontMetrics] = [:]
    private var fontExtents: [Font: (ascent: CGFloat, descent: CGFloat)] = [:]
    /// The symbol glyphs traced so far (as many as the symbol catalog has names, at most).
    var symbolGlyphs: [UInt32: SymbolGlyph?] = [:]

    /// The number of requests answered from the cache and measured, for benchmarks. Each
    /// miss makes (and shapes) one Pango layout.
    public private(set) var cacheHits = 0
    public private(set) var cacheMisses = 0

    public init(fonts: FontLibrary) {
        self.fonts = fonts
        context = pango_font_map_create_context(fonts.fontMap)
        symbolContext = pango_font_map_create_context(fonts.fontMap)
        language = pango_language_from_string("en-us")
        pango_context_set_language(context, language)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// A text engine on the standard fonts.
    public convenience init() throws {
        self.init(fonts: try FontLibrary())
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(symbolContext))
    }

    public func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        let handle = layout(for: request)
        var result = handle.result
        result.shapedText = handle
        return result
    }

    /// Forgets every cached layout (for benchmarks of cold measurement).
    public func removeCachedLayouts() {
        layouts = BoundedCache(capacity: layouts.capacity)
        fontMetrics = [:]
        fontExtents = [:]
    }

    public func metrics(of font: Font) -> FontMetrics {
        if let cached = fontMetrics[font] { return cached }
        let (ascent, descent) = extents(of: font)
        // Cap height: the ink height of "H" above the baseline, from the same unhinted outlines.
        let capLayout = layout(for: TextLayoutRequest(string: "H", font: Font.system(size: font.size, weight: font.weight, design: font.design), width: nil))
        var ink = PangoRectangle()
        pango_layout_get_extents(capLayout.layout, &ink, nil)
        let capHeight = capLayout.result.firstBaseline - points(ink.y)
        let metrics = FontMetrics(
            ascent: ascent, descent: descent, capHeight: capHeight, lineHeight: font.lineHeight ?? ascent + descent)
        fontMetrics[font] = metrics
        return metrics
    }

    /// The font's ascent and descent, as Pango reads them from the font file.
    private func extents(of font: Font) -> (ascent: CGFloat, descent: CGFloat) {
        if let cached = fontExtents[font] { return cached }
        let description = fontDescription(font)
        defer { pango_font_description_free(description) }
        let pangoMetrics = pango_context_get_metrics(context, description, language)
        defer { pango_font_metrics_unref(pangoMetrics) }
        let extents = (points(pango_font_metrics_get_ascent(pangoMetrics)), points(pango_font_metrics_get_descent(pangoMetrics)))
        fontExtents[font] = extents
        return extents
    }

    public func characterOffsets(_ request: TextLayoutRequest) -> [CGFloat] {
        let handle = layout(for: request)
        var offsets: [CGFloat] = []
        var byteIndex: Int32 = 0
        var position = PangoRectangle()
        for character in request.string {
            pango_layout_index_to_pos(handle.layout, byteIndex, &position)
            offsets.append(points(position.x) - handle.logicalOrigin.x)
            byteIndex += Int32(character.utf8.count)
        }
        pango_layout_index_to_pos(handle.layout, byteIndex, &position)
        offsets.append(points(position.x) - handle.logicalOrigin.x)
        return offsets
    }

    /// The Pango layout to draw `run` with: the one it carries if this engine made it (so it
    /// is not shaped again), else the one for its request. (A layout holds a reference to its
    /// context, so no other engine's context can have this one's address while it lives.)
    func layout(for run: TextRun) -> PangoLayoutHandle {
        if let handle = run.shapedText as? PangoLayoutHandle, pango_layout_get_context(handle.layout) == context {
            return handle
        }
        return layout(for: run.request)
    }

    /// The Pango layout for `request`, from the cache or newly made.
    func layout(for request: TextLayoutRequest) -> PangoLayoutHandle {
        if let cached = layouts.value(for: request) {
            cacheHits += 1
            return cached
        }
        cacheMisses += 1
        let handle = makeLayout(request)
        layouts.insert(handle, for: request)
        return handle
    }

    /// A layout of `request` for one path of an SVG outline (`PaintLayer`): for `.glyphs`, only
    /// that colour's glyphs, no lines; for `.lines`, every glyph and only that colour's lines
    /// (Pango sizes a strikethrough by its glyphs' ink, so they cannot be emptied; the outline
    /// takes the glyphs away, `GlyphOutlines.layers(for:)`). Not cached: the SVG writers keep
    /// the paths they trace.
    func layerLayout(for request: TextLayoutRequest, layer: PaintLayer) -> PangoLayoutHandle {
        let handle = makeLayout(request, layer: layer)
        if case .glyphs = layer {
            emptyGlyphs(of: handle.layout, in: request, layer: layer)
        }
        return handle
    }

    /// A layout of `request` with every glyph and no line (what `.lines` layers are traced
    /// against).
    func undecoratedLayout(for request: TextLayoutRequest) -> PangoLayoutHandle {
        makeLayout(request, layer: .glyphs(nil))
    }

    /// The bytes of `string` that Inter's contextual alternates would draw as other signs
    /// and SF Pro, whose place Inter takes, draws as typed: arrows and comparisons made of
    /// two or more of `-<>=` ("->", "<=", "==>"), and an x between digits ("2x3", which Inter
    /// draws as a times sign). Only these are drawn without the alternates; the rest of the
    /// text keeps them.
    static func literalSpans(in string: String) -> [Range<UInt32>] {
        let bytes = Array(string.utf8)
        var spans: [Range<UInt32>] = []
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while index < bytes.count {
            var end = index
            while end < bytes.count, [UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[end]) {
                end += 1
            }
            if end - index >= 2 {
                spans.append(UInt32(index)..<UInt32(end))
                index = end
                continue
            }
            if bytes[index] == UInt8(ascii: "x"), index > 0, index + 1 < bytes.count, isDigit(bytes[index - 1]), isDigit(bytes[index + 1]) {
                spans.append(UInt32(index)..<UInt32(index + 1))
            }
            index = max(end, index + 1)
        }
        return spans
    }

    private func makeLayout(_ request: TextLayoutRequest, layer: PaintLayer = .all) -> PangoLayoutHandle {
        let layout = pango_layout_new(context)!
        let pango: OpaquePointer = layout
        pango_layout_set_text(pango, request.string, -1)
        let description = fontDescription(request.font)
        pango_layout_set_font_description(pango, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        for bytes in Self.literalSpans(in: request.string) {
            let attribute = pango_attr_font_features_new("calt 0")!
            attribute.pointee.start_index = bytes.lowerBound
            attribute.pointee.end_index = bytes.upperBound
            pango_attr_list_insert(attributes, attribute)
        }
        if let lineHeight = request.font.lineHeight {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(pangoUnits(lineHeight)))
        }
        if request.font.usesMonospacedDigits {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
        }
        insertRunAttributes(of: request, layer: layer, into: attributes!)
        pango_layout_set_attributes(pango, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_wrap(pango, PANGO_WRAP_WORD_CHAR)
        if let width = request.width {
            pango_layout_set_width(pango, pangoUnits(width))
        }
        let alignment = switch request.alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(pango, alignment)
        if let lineLimit = request.lineLimit {
            pango_layout_set_height(pango, -Int32(max(1, lineLimit)))
            let ellipsis = switch request.truncationMode {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(pango, ellipsis)
        }

        var logical = PangoRectangle()
        pango_layout_get_extents(pango, nil, &logical)
        let iterator = pango_layout_get_iter(pango)
        let firstBaseline = points(pango_layout_iter_get_baseline(iterator)) - points(logical.y)
        while pango_layout_iter_next_line(iterator) != 0 {}
        let lastBaseline = points(pango_layout_iter_get_baseline(iterator)) - points(logical.y)
        pango_layout_iter_free(iterator)

        // Pango's line boxes are the line height tall, the extra leading split above and below
        // each line; the text's frame runs from the first line's ascent to the last line's
        // descent, as on iOS (`FontMetrics.height(lineCount:)`): the half leading above the
        // first line and below the last is trimmed, and drawing starts that much higher.
        let (ascent, descent) = lineExtents(of: request)
        let result = TextLayoutResult(
            size: CGSize(width: points(logical.width) + trailingLetterSpacing(of: pango, request: request, logical: logical), height: lastBaseline - firstBaseline + ascent + descent),
            firstBaseline: ascent,
            lastBaseline: lastBaseline - firstBaseline + ascent,
            lineCount: Int(pango_layout_get_line_count(pango)),
            isTruncated: pango_layout_is_ellipsized(pango) != 0)
        let origin = CGPoint(x: points(logical.x), y: points(logical.y) + firstBaseline - ascent)
        return PangoLayoutHandle(layout: layout, result: result, logicalOrigin: origin)
    }

    /// The ascent and descent a request's lines have: its font's, or, with runs, the largest
    /// of its runs' fonts' (Pango's line box holds its tallest run).
    private func lineExtents(of request: TextLayoutRequest) -> (ascent: CGFloat, descent: CGFloat) {
        var (ascent, descent) = extents(of: request.font)
        for run in request.runs {
            let (runAscent, runDescent) = extents(of: run.font)
            ascent = max(ascent, runAscent)
            descent = max(descent, runDescent)
        }
        return (ascent, descent)
    }

    func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        let family = switch font.design {
        case .default, .rounded: "Inter"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.width != .standard {
            pango_font_description_set_stretch(description, Self.stretch(font.width))
        }
        pango_font_description_set_absolute_size(description, Double(Self.drawableSize(font.size)) * Double(PANGO_SCALE))
        return description
    }
}

extension PangoTextEngine {
    /// The largest em Cutaway draws text at, in points: FreeType counts an em in device pixels
    /// in 16 bits (`FT_Size_Metrics.x_ppem`, at most 65,535; Pango/Cairo fail to make a font
    /// past it, measured with Pango 1.50 on Debian 12), at the largest scale a command draws at
    /// (3, `--scale`'s largest): 65,535 / 3 = 21,845.
    static let maximumFontSize: CGFloat = 21_845

    /// The size a font of `size` points is shaped and drawn at: Core Text's default, 12 pt,
    /// for 0 (`CTFontCreateWithName`: "If 0.0 is specified, the default font size of 12.0 is
    /// used"), and likewise for a negative or NaN size (AppKit's system fonts take "0 or a
    /// negative number" as the default size); at most `maximumFontSize`. Before, Pango was
    /// handed such sizes as they were: a negative or NaN one failed its assertions and drew at
    /// its own default, and 1e7 overflowed its integer size into garbage metrics.
    static func drawableSize(_ size: CGFloat) -> CGFloat {
        guard !size.isNaN, size > 0 else { return 12 }
        return min(size, maximumFontSize)
    }
}

extension PangoTextEngine {
    /// The Pango stretch nearest a SwiftUI width: −0.3 … 0.3 onto ultra-condensed …
    /// ultra-expanded, 0.1 a step (Pango's nine stretches, 0 normal).
    static func stretch(_ width: Font.Width) -> PangoStretch {
        let step = width.value.isFinite ? Int((max(-1, min(1, width.value)) * 10).rounded()) : 0
        return PangoStretch(rawValue: UInt32(min(8, max(0, 4 + step))))
    }
}

/// Pango units (1/1024 point) to points: exact, since 1/1024 is a power of two.
func points(_ units: Int32) -> CGFloat {
    CGFloat(units) / CGFloat(PANGO_SCALE)
}

/// Points to Pango units, rounding down so that a width measured by Pango and proposed back
/// gives the same integer width.
func pangoUnits(_ points: CGFloat) -> Int32 {
    // A value a user's modifier made non-finite (`.kerning(.nan)`) or too large counts as 0 or
    // the largest Pango takes, never a trap.
    let units = (points * CGFloat(PANGO_SCALE)).rounded(.down)
    guard units.isFinite else { return units.isNaN ? 0 : units > 0 ? .max : .min }
    return Int32(max(CGFloat(Int32.min), min(CGFloat(Int32.max), units)))
}

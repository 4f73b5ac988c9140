import CCairoPango
import Cutaway
import Foundation

/// A text's styled runs as Pango attributes, and the colour layers the SVG writers trace.
///
/// Every length a run carries is in points; Pango's are in 1/1024 point (`pangoUnits`).
extension PangoTextEngine {
    /// The paint a layout is made for: every glyph and line (what Cairo draws, each run's
    /// colour a Pango attribute), or only the glyphs, or only the lines, of one colour (what
    /// one path of an SVG text outline is; `nil`: the runs without a colour of their own).
    ///
    /// Why glyphs and lines apart: Pango traces a line's rectangle the other way round from
    /// glyph outlines, so in one path filled with the non-zero rule a strikethrough would cut
    /// the glyphs it crosses out of the fill instead of covering them.
    enum PaintLayer: Hashable {
        case all
        case glyphs(Color.Resolved?)
        case lines(Color.Resolved?)
    }

    /// Inserts one attribute per styled property of each run into `attributes`, over the run's
    /// bytes of `request.string`. In a layer, lines it does not paint are left out (glyphs are
    /// emptied after layout, `emptyGlyphs(of:in:layer:)`, which keeps every position).
    func insertRunAttributes(of request: TextLayoutRequest, layer: PaintLayer, into attributes: OpaquePointer) {
        for (run, bytes) in byteRanges(of: request) {
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = bytes.lowerBound
                attribute.pointee.end_index = bytes.upperBound
                pango_attr_list_insert(attributes, attribute)
            }
            let description = fontDescription(run.font)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if run.font.usesMonospacedDigits {
                insert(pango_attr_font_features_new("tnum 1"))
            }
            if let color = run.color {
                insert(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)))
                if color.opacity < 1 { insert(pango_attr_foreground_alpha_new(Self.channel(color.opacity))) }
            }
            if run.letterSpacing != 0 {
                insert(pango_attr_letter_spacing_new(pangoUnits(run.letterSpacing)))
            }
            if run.baselineOffset != 0 {
                // Pango's rise, like SwiftUI's baseline offset, is upward.
                insert(pango_attr_rise_new(pangoUnits(run.baselineOffset)))
            }
            if let underline = run.underline, layer.includes(underline.color ?? run.color) {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = underline.color {
                    insert(pango_attr_underline_color_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)))
                }
            }
            if let strikethrough = run.strikethrough, layer.includes(strikethrough.color ?? run.color) {
                insert(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color {
                    insert(pango_attr_strikethrough_color_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)))
                }
            }
        }
    }

    /// Empties the glyphs of every run `layer` does not paint, in place: each keeps its advance
    /// and position, so the glyphs left are where the whole layout puts them.
    /// (`pango_layout_iter_get_run`, unlike its read-only form, hands out a run to change.)
    func emptyGlyphs(of layout: OpaquePointer, in request: TextLayoutRequest, layer: PaintLayer) {
        let ranges = byteRanges(of: request)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let glyphItem = pango_layout_iter_get_run(iterator) else { continue }
            let offset = UInt32(glyphItem.pointee.item.pointee.offset)
            let color = ranges.first { $0.bytes.contains(offset) }?.run.color
            guard layer != .glyphs(color), let glyphs = glyphItem.pointee.glyphs else { continue }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                // PANGO_GLYPH_EMPTY (pango-glyph.h): a glyph that draws nothing.
                glyphs.pointee.glyphs[index].glyph = 0x0FFF_FFFF
            }
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// How much wider than Pango's logical width a text with letter spacing is: the spacing
    /// after the last character of its widest line.
    ///
    /// Why: iOS adds a kerning or tracking after every character, the last of a line too (a
    /// tracked label's frame ends a tracking past its last glyph), while Pango adds it only
    /// between characters, trimming it at both ends of a line. Pango's first glyph sits where
    /// iOS's does and the glyphs are as far apart, so only the frame's width differs: each
    /// line's end gains its last character's spacing. (A centred or trailing line is still
    /// placed by Pango without it, half or all of a spacing off iOS's place.)
    func trailingLetterSpacing(of layout: OpaquePointer, request: TextLayoutRequest, logical: PangoRectangle) -> CGFloat {
        guard request.runs.contains(where: { $0.letterSpacing != 0 }) else { return 0 }
        let ranges = byteRanges(of: request)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var right = logical.x + logical.width
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator), line.pointee.length > 0 else { continue }
            var extent = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extent)
            let last = UInt32(line.pointee.start_index + line.pointee.length - 1)
            let spacing = ranges.first { $0.bytes.contains(last) }?.run.letterSpacing ?? 0
            right = max(right, extent.x + extent.width + pangoUnits(spacing))
        } while pango_layout_iter_next_line(iterator) != 0
        return points(right - logical.x - logical.width)
    }

    /// The layers of a request's SVG outline, one path each, in order of first use: the
    /// glyphs of each colour, the lines of each (`nil`: the text's own colour). A text without
    /// colours or lines of its own is one layer, `.glyphs(nil)`.
    static func paintLayers(of request: TextLayoutRequest) -> [PaintLayer] {
        var layers: [PaintLayer] = []
        func add(_ layer: PaintLayer) {
            if !layers.contains(layer) { layers.append(layer) }
        }
        for run in request.runs {
            add(.glyphs(run.color))
            if let underline = run.underline { add(.lines(underline.color ?? run.color)) }
            if let strikethrough = run.strikethrough { add(.lines(strikethrough.color ?? run.color)) }
        }
        return layers.isEmpty ? [.glyphs(nil)] : layers
    }

    /// Each run with the UTF-8 byte range of its characters in the request's string.
    private func byteRanges(of request: TextLayoutRequest) -> [(run: TextStyleRun, bytes: Range<UInt32>)] {
        var ranges: [(TextStyleRun, Range<UInt32>)] = []
        var index = request.string.startIndex
        var byte: UInt32 = 0
        for run in request.runs {
            let end = request.string.index(index, offsetBy: run.length, limitedBy: request.string.endIndex) ?? request.string.endIndex
            let count = UInt32(request.string.utf8[index..<end].count)
            ranges.append((run, byte..<(byte + count)))
            byte += count
            index = end
        }
        return ranges
    }

    /// A colour channel, 0 … 1, in Pango's 16 bits.
    private static func channel(_ value: Double) -> UInt16 {
        UInt16((min(1, max(0, value)) * 65535).rounded())
    }
}

extension PangoTextEngine.PaintLayer {
    /// Whether a line of `color` is painted in this layer.
    func includes(_ color: Color.Resolved?) -> Bool {
        switch self {
        case .all: true
        case .glyphs: false
        case .lines(let layer): layer == color
        }
    }

    /// The colour this layer paints (`nil`: the text's own, or, for `.all`, each run's).
    var color: Color.Resolved? {
        switch self {
        case .all: nil
        case .glyphs(let color), .lines(let color): color
        }
    }
}

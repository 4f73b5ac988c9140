import CCairoPango
import Cutaway
import Foundation

/// Text as glyph outlines: SVG path data for the Pango layout of a text request, so that an
/// SVG shows the text without the font installed.
///
/// How it works: the layout comes from the text engine (the very layout that was measured and
/// that the Cairo rasterizer draws), `pango_cairo_layout_path` adds its glyph outlines to a
/// Cairo context on a recording surface, and `cairo_copy_path` hands them back as move, line,
/// curve and close commands. The outlines are in the text's local coordinates: (0, 0) is the
/// top-left corner of the text's frame, which is where the rasterizer puts the layout after
/// shifting it by `logicalOrigin`. So one outline serves every occurrence of the text,
/// placed with `x`/`y` on a `<use>`.
///
/// Design boundaries: the outlines are unhinted (as the engine's layouts are), so they match
/// the rasterizer's glyphs at every scale. Overlapping glyphs are one path filled with the
/// non-zero rule, so a translucent colour does not darken where glyphs overlap; Cairo draws
/// glyphs the same way.
final class GlyphOutlines {
    let textEngine: PangoTextEngine
    private let surface: OpaquePointer
    /// Bounded like the engine's layout cache (and as large), so a long render cannot grow it
    /// without limit; eviction only costs re-tracing an outline.
    private var pathData = BoundedCache<TextLayoutRequest, String>(capacity: 4096)
    /// The layers of styled texts, bounded alike.
    private var layerPathData = BoundedCache<LayerKey, String>(capacity: 4096)

    private struct LayerKey: Hashable {
        let request: TextLayoutRequest
        let layer: PangoTextEngine.PaintLayer
    }

    init(textEngine: PangoTextEngine) {
        self.textEngine = textEngine
        surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        // An unbounded recording surface allocates no pixels: only want of memory for the
        // surface itself fails, which Swift would not survive either.
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "Cairo: \(CairoError.text(cairo_surface_status(surface)))")
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The path data of `run`'s glyphs in local coordinates, cached per request (traced from
    /// the layout the run carries, if it carries one).
    func pathData(for run: TextRun) -> String {
        pathData(for: run.request) { textEngine.layout(for: run) }
    }

    /// The path data of `request`'s glyphs in local coordinates, cached per request.
    func pathData(for request: TextLayoutRequest) -> String {
        pathData(for: request) { textEngine.layout(for: request) }
    }

    /// The path data of `run`'s glyphs and lines, one path per colour they are painted in,
    /// glyphs and lines apart (`PangoTextEngine.PaintLayer`), in order of first use; `nil`
    /// colour: the run's own, which the `<use>` sets. A text without colours or lines of its
    /// own is one path, `pathData(for:)`.
    ///
    /// Why layers: a path is filled in one colour, and an outline serves every occurrence of
    /// its text, whatever colour that is drawn in. So each layer is traced from a layout of
    /// its own (`PangoTextEngine.layerLayout(for:layer:)`): a glyph layer's other glyphs draw
    /// nothing and keep their places; a line layer is traced with every glyph, then the
    /// subpaths of the glyphs alone are taken away. Lines change no position, so every layer
    /// is where the whole layout puts it.
    func layers(for run: TextRun) -> [(color: Color.Resolved?, pathData: String)] {
        let layers = PangoTextEngine.paintLayers(of: run.request)
        guard layers != [.glyphs(nil)] else { return [(nil, pathData(for: run))] }
        return layers.map { layer in
            let key = LayerKey(request: run.request, layer: layer)
            if let cached = layerPathData.value(for: key) { return (layer.color, cached) }
            var data = trace(textEngine.layerLayout(for: run.request, layer: layer))
            if case .lines = layer {
                data = Self.subpaths(of: data, without: trace(textEngine.undecoratedLayout(for: run.request)))
            }
            layerPathData.insert(data, for: key)
            return (layer.color, data)
        }
    }

    private func pathData(for request: TextLayoutRequest, layout: () -> PangoLayoutHandle) -> String {
        if let cached = pathData.value(for: request) { return cached }
        let data = trace(layout())
        pathData.insert(data, for: request)
        return data
    }

    /// The path data of a layout's glyphs and lines, in local coordinates; colour glyphs are
    /// left out (traced from a copy of the layout without them), drawn as an image instead
    /// (`GlyphOutlines+ColorGlyphs`).
    private func trace(_ handle: PangoLayoutHandle) -> String {
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_move_to(cairo, Double(-handle.logicalOrigin.x), Double(-handle.logicalOrigin.y))
        if Self.hasColorGlyphs(handle.layout) {
            let copy = pango_layout_copy(handle.layout)!
            defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
            Self.emptyGlyphs(of: copy, keepingColorGlyphs: false)
            pango_cairo_layout_path(cairo, copy)
        } else {
            pango_cairo_layout_path(cairo, handle.layout)
        }
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        // A failed copy hands back an empty path with the failure (want of memory) as status.
        precondition(path.pointee.status == CAIRO_STATUS_SUCCESS, "Cairo: \(CairoError.text(path.pointee.status))")
        return Self.pathData(path.pointee)
    }

    /// The subpaths of `data` (each from its `M`) that `removed` does not have, as many times
    /// as `data` has them more often: a layout's lines, traced with its glyphs, without them.
    /// The glyphs of two layouts of one request are traced to the same numbers.
    static func subpaths(of data: String, without removed: String) -> String {
        func split(_ data: String) -> [Substring] {
            data.split(separator: "M", omittingEmptySubsequences: true)
        }
        var remaining = Dictionary(split(removed).map { ($0, 1) }, uniquingKeysWith: +)
        var kept = ""
        for subpath in split(data) {
            if let count = remaining[subpath], count > 0 {
                remaining[subpath] = count - 1
            } else {
                kept += "M" + subpath
            }
        }
        return kept
    }

    /// Walks a Cairo path into SVG path data. A move followed by another move is dropped
    /// (Cairo adds one after each close), as is a trailing move: neither draws anything.
    private static func pathData(_ path: cairo_path_t) -> String {
        var data = ""
        var pendingMove: String?
        var index = 0
        let count = Int(path.num_data)
        func point(_ offset: Int) -> String {
            let point = path.data[index + offset].point
            return SVGFormat.number(point.x) + " " + SVGFormat.number(point.y)
        }
        func emitPendingMove() {
            if let move = pendingMove { data += "M" + move }
            pendingMove = nil
        }
        while index < count {
            let header = path.data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                pendingMove = point(1)
            case CAIRO_PATH_LINE_TO:
                emitPendingMove()
                data += "L" + point(1)
            case CAIRO_PATH_CURVE_TO:
                emitPendingMove()
                data += "C" + point(1) + " " + point(2) + " " + point(3)
            case CAIRO_PATH_CLOSE_PATH:
                emitPendingMove()
                data += "Z"
            default:
                break
            }
            index += Int(max(1, header.length))
        }
        return data
    }
}

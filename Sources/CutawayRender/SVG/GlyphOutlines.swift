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

    private func pathData(for request: TextLayoutRequest, layout: () -> PangoLayoutHandle) -> String {
        if let cached = pathData.value(for: request) { return cached }
        let handle = layout()
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_move_to(cairo, Double(-handle.logicalOrigin.x), Double(-handle.logicalOrigin.y))
        pango_cairo_layout_path(cairo, handle.layout)
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        // A failed copy hands back an empty path with the failure (want of memory) as status.
        precondition(path.pointee.status == CAIRO_STATUS_SUCCESS, "Cairo: \(CairoError.text(path.pointee.status))")
        let data = Self.pathData(path.pointee)
        pathData.insert(data, for: request)
        return data
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

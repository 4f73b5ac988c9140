import CCairoPango
import Cutaway
import Foundation

/// A Pango layout of one text request, owned by Swift: freed when the last reference goes.
///
/// It is the Pango engine's `ShapedText`: measuring a request makes it, the result carries it
/// into the display list's `TextRun`, and the rasterizer and the SVG writers draw it as it is.
/// Sendable because it is never changed once made: its lines are laid out while it is
/// measured (`pango_layout_get_extents`), so drawing and tracing only read it (GObject's
/// reference counts, which drawing touches, are atomic).
final class PangoLayoutHandle: ShapedText, @unchecked Sendable {
    let layout: OpaquePointer
    /// The result the layout was measured as.
    let result: TextLayoutResult
    /// Where the text's frame starts in the layout's coordinates, in points. Its x is the
    /// left edge of the layout's logical rectangle: non-zero when lines are centred or
    /// right-aligned inside the wrap width, so the frame starts at the widest line. Its y is
    /// the half leading above the first line's ascent, which the frame leaves out. Drawing
    /// shifts the layout by it.
    let logicalOrigin: CGPoint

    init(layout: OpaquePointer, result: TextLayoutResult, logicalOrigin: CGPoint) {
        self.layout = layout
        self.result = result
        self.logicalOrigin = logicalOrigin
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}

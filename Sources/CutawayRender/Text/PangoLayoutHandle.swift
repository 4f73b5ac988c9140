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
    /// The left edge of the layout's logical rectangle, in points: non-zero when lines are
    /// centred or right-aligned inside the wrap width. Drawing shifts by it so the text's
    /// frame starts at its widest line.
    let logicalOriginX: CGFloat

    init(layout: OpaquePointer, result: TextLayoutResult, logicalOriginX: CGFloat) {
        self.layout = layout
        self.result = result
        self.logicalOriginX = logicalOriginX
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}

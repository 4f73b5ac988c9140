import CCairoPango
import Cutaway
import Foundation

/// A Pango layout of one text request, owned by Swift: freed when the last reference goes.
final class PangoLayoutHandle {
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

import Foundation

/// Rounds geometry to the pixel grid of a canvas scale, edge by edge.
///
/// Layout works in unrounded points on cumulative (canvas) positions; each edge is rounded on
/// its own, so two views that share an edge before rounding still share it after: no gaps
/// and no overlaps appear between neighbours.
struct PixelRounding {
    let scale: CGFloat

    func round(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}

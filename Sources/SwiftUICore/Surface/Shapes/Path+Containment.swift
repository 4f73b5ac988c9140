import Foundation

extension Path {
    /// Whether the path's filled area contains `point`, by the non-zero winding rule or, with
    /// `eoFill`, the even-odd rule (SwiftUI's `contains(_:eoFill:)`). Every subpath counts as
    /// closed, as a fill closes it; curves are flattened to within a hundredth of a point.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard boundingRect.contains(point) else { return false }
        var winding = 0
        for polyline in flattenedSubpaths(tolerance: 0.01) {
            let points = polyline.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                // A crossing of the horizontal ray to the right of `point`, upward or downward.
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 {
                    winding += 1
                } else if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Which side of the line through `a` and `b` `point` is on (positive: left, going up).
    private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }
}

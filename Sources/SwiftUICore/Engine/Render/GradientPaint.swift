import Foundation

/// A gradient as the display list draws it: colours at locations along a line, out from a
/// centre, or around one, in canvas points.
///
/// As in SwiftUI (and Core Graphics), the colours before the first stop and after the last
/// are the end stops' (the gradient is padded), and colours between stops are interpolated
/// component by component in sRGB.
public struct _GradientPaint: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color.Resolved
        /// Where the stop is, 0…1 along the gradient.
        public var location: Double

        public init(color: Color.Resolved, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public enum Kind: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Out from `center`, 0 at `startRadius` and 1 at `endRadius`; an elliptical gradient
        /// is a radial one scaled by (`scale.width`, `scale.height`) about its centre.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scale: CGSize)
        /// Around `center`, clockwise on screen from `startAngle` (0 at `startAngle`, 1 at
        /// `endAngle`, in radians from the positive x axis toward the positive y axis).
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    public var kind: Kind
    /// The stops, in increasing location.
    public var stops: [Stop]

    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }

    /// Where `angle` is along an angular gradient from `start` to `end` (radians, `end` after
    /// `start`). Outside a sweep of less than a turn, the angles nearer its end take the last
    /// colour and those nearer its start the first, the gap split halfway; a sweep of more than
    /// a turn shows its last complete turn, as SwiftUI documents.
    public static func angularLocation(of angle: Double, from start: Double, to end: Double) -> Double {
        let sweep = end - start
        guard sweep > 0, sweep.isFinite, angle.isFinite, start.isFinite else { return 0 }
        let turn = 2 * Double.pi
        if sweep > turn {
            let lastTurn = sweep - turn
            var offset = (angle - start - lastTurn).truncatingRemainder(dividingBy: turn)
            if offset < 0 { offset += turn }
            return (lastTurn + offset) / sweep
        }
        var offset = (angle - start).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= sweep { return offset / sweep }
        return offset - sweep <= (turn - sweep) / 2 ? 1 : 0
    }

    /// The colour at `location` along the gradient (padded past the ends).
    public func color(at location: Double) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        guard let upper = stops.firstIndex(where: { $0.location >= location }), upper > 0 else { return last.color }
        let (a, b) = (stops[upper - 1], stops[upper])
        let f = b.location == a.location ? 1 : (location - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color.Resolved(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
    }
}

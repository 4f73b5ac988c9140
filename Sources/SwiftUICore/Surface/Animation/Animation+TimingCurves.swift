import Foundation

/// Timing-curve animations: a `UnitCurve` stretched over a duration.
///
/// The default duration, 0.35 s, is SwiftUI's documented default for `.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut` and `timingCurve`. Timing curves never merge: a second change
/// while one runs starts a second curve from the first one's running value.
extension Animation {
    /// SwiftUI's default duration for timing curves, in seconds.
    static let defaultCurveDuration = 0.35

    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }

    /// A slow start over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// A slow start over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }

    /// A slow end over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// A slow end over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }

    /// A slow start and end over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A slow start and end over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)),
            duration: duration)
    }

    /// A cubic Bézier timing curve with control points `p1` and `p2`.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.timingCurve(curve, duration: duration))
    }
}

import Foundation

/// A function from progress (0 at the start, 1 at the end) to the fraction of a change that
/// has been made: the shape of a timing-curve animation.
///
/// SwiftUI's `UnitCurve` (iOS 17), with its named curves and `bezier(startControlPoint:
/// endControlPoint:)`. The named easing curves are the CSS/Core Animation control points that
/// SwiftUI's `easeIn`, `easeOut` and `easeInOut` use.
///
/// ## Design boundaries
///
/// - `value(at:)` and `velocity(at:)` clamp progress into 0…1: a curve says nothing about
///   before its start or after its end.
/// - SwiftUI's `inverse` and circular curves are not here; nothing in Cutaway uses them yet.
public struct UnitCurve: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case linear
        case bezier(start: UnitPoint, end: UnitPoint)
    }

    let storage: Storage

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points. Their x coordinates
    /// are clamped into 0…1 so that the curve stays a function of progress; their y coordinates
    /// may leave 0…1 to overshoot.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(storage: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// Progress unchanged.
    public static let linear = UnitCurve(storage: .linear)
    /// Slow start: control points (0.42, 0) and (1, 1), CSS's `ease-in`.
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow end: control points (0, 0) and (0.58, 1), CSS's `ease-out`.
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow start and end: control points (0.42, 0) and (0.58, 1), CSS's `ease-in-out`.
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The fraction of the change made at `progress` (clamped into 0…1).
    public func value(at progress: Double) -> Double {
        let progress = min(max(progress, 0), 1)
        switch storage {
        case .linear: return progress
        case .bezier(let start, let end): return UnitBezier(start, end).value(at: progress)
        }
    }

    /// The rate of change of `value(at:)` with respect to progress, at `progress` (clamped into
    /// 0…1). Divide by an animation's duration for a rate per second.
    public func velocity(at progress: Double) -> Double {
        let progress = min(max(progress, 0), 1)
        switch storage {
        case .linear: return 1
        case .bezier(let start, let end): return UnitBezier(start, end).slope(at: progress)
        }
    }
}

extension UnitBezier {
    fileprivate init(_ start: UnitPoint, _ end: UnitPoint) {
        self.init(x1: Double(start.x), y1: Double(start.y), x2: Double(end.x), y2: Double(end.y))
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The curve's SwiftUI name, or its control points.
    public var description: String {
        switch storage {
        case .linear:
            return "linear"
        case .bezier(let start, let end):
            let names: [(UnitCurve, String)] = [(.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
            if let name = names.first(where: { $0.0 == self })?.1 { return name }
            return "bezier(\(Double(start.x)), \(Double(start.y)), \(Double(end.x)), \(Double(end.y)))"
        }
    }
}

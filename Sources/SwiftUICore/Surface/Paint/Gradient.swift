import Foundation

/// Colours at locations from 0 to 1: what a linear, radial, angular or elliptical gradient
/// spreads over the shape it fills.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `colors` spread evenly: the first at 0, the last at 1 (one colour fills everything).
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops resolved in `environment`, in order of location (stable for equal ones); a
    /// stop at no finite location is left out.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map { GradientPaint.Stop(color: $0.element.color.resolve(in: environment), location: Double($0.element.location)) }
    }
}

/// A gradient as a shape style (`.tint(Gradient(colors:))`, `.fill(gradient)`): a linear
/// gradient from the top centre of the shape to its bottom centre, as SwiftUI documents for
/// `AnyGradient` used as a shape style. (A gauge tinted so, on iOS, lays the colours along its
/// track; Cutaway's gauges paint the tint as any shape does.)
extension Gradient: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolvedStops(in: environment).first?.color ?? Color.clear.resolve(in: environment)
    }
}

extension Gradient: GradientShapeStyle {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(kind: .linear(start: UnitPoint.top.point(in: frame), end: UnitPoint.bottom.point(in: frame)), stops: resolvedStops(in: environment))
    }
}

import Foundation

/// A shape style that paints a gradient laid out in the frame of what it fills.
///
/// Why the frame: SwiftUI gives a gradient's points as unit points of the shape it paints
/// (`.top`, `.bottomTrailing`) and its radii in points, so the same style stretches over
/// every shape it fills. The paint is worked out when the frame is known, as the frame is
/// drawn (`DisplayListBuilder`).
protocol GradientShapeStyle: ShapeStyle {
    /// The gradient's paint over `frame`, its colours resolved in `environment`.
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint
}

extension GradientShapeStyle {
    /// Where a gradient stands in for one colour (a text's foreground): its first colour.
    func firstColor(of gradient: Gradient, in environment: EnvironmentValues) -> Color.Resolved {
        gradient.resolvedStops(in: environment).first?.color ?? Color.clear.resolve(in: environment)
    }
}

extension UnitPoint {
    /// The point of `frame` this unit point names.
    func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }
}

/// Colours along the line from `startPoint` to `endPoint` of the frame.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        firstColor(of: gradient, in: environment)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(Rectangle(), fill: .gradient(self))]
    }
}

nonisolated extension LinearGradient: GradientShapeStyle {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(
            kind: .linear(start: startPoint.point(in: frame), end: endPoint.point(in: frame)),
            stops: gradient.resolvedStops(in: environment))
    }
}

/// Colours out from `center` of the frame, from `startRadius` to `endRadius` points.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        firstColor(of: gradient, in: environment)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(Rectangle(), fill: .gradient(self))]
    }
}

nonisolated extension RadialGradient: GradientShapeStyle {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(
            kind: .radial(center: center.point(in: frame), startRadius: startRadius, endRadius: endRadius, scale: CGSize(width: 1, height: 1)),
            stops: gradient.resolvedStops(in: environment))
    }
}

/// Colours out from `center` to the frame's edges, as fractions of its half width and half
/// height: a radial gradient stretched to the frame's shape.
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) = (gradient, center, startRadiusFraction, endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        firstColor(of: gradient, in: environment)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(Rectangle(), fill: .gradient(self))]
    }
}

nonisolated extension EllipticalGradient: GradientShapeStyle {
    /// Radii are fractions of the frame's width, scaled vertically by height / width (a
    /// fraction of 0.5 reaches the frame's edges on both axes).
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        let width = max(frame.width, 1e-9)
        return GradientPaint(
            kind: .radial(
                center: center.point(in: frame), startRadius: startRadiusFraction * width, endRadius: endRadiusFraction * width,
                scale: CGSize(width: 1, height: frame.height / width)),
            stops: gradient.resolvedStops(in: environment))
    }
}

/// Colours around `center` of the frame, from `startAngle` to `endAngle` (clockwise on screen
/// from three o'clock, as angles are).
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        // As in SwiftUI, equal angles mean a full turn from the start angle.
        let end = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, end)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        firstColor(of: gradient, in: environment)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(Rectangle(), fill: .gradient(self))]
    }
}

nonisolated extension AngularGradient: GradientShapeStyle {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(
            kind: .angular(center: center.point(in: frame), startAngle: startAngle.radians, endAngle: endAngle.radians),
            stops: gradient.resolvedStops(in: environment))
    }
}

/// The gradient a colour makes of itself (`Color.blue.gradient`): from a lighter tint at the
/// top to a darker one at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        color.resolve(in: environment)
    }
}

extension AnyGradient: GradientShapeStyle {
    /// iOS does not document the gradient it makes of a colour. Cutaway's runs top to bottom
    /// from the colour mixed 20 % toward white to the colour mixed 10 % toward black: an
    /// estimate, not a measurement (docs/fidelity.md says so).
    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        let base = color.resolve(in: environment)
        func mixed(toward target: Double, by amount: Double) -> Color.Resolved {
            Color.Resolved(
                red: base.red + (target - base.red) * amount, green: base.green + (target - base.green) * amount,
                blue: base.blue + (target - base.blue) * amount, opacity: base.opacity)
        }
        return GradientPaint(
            kind: .linear(start: UnitPoint.top.point(in: frame), end: UnitPoint.bottom.point(in: frame)),
            stops: [.init(color: mixed(toward: 1, by: 0.2), location: 0), .init(color: mixed(toward: 0, by: 0.1), location: 1)])
    }
}

extension Color {
    /// A gradient of this colour (see `AnyGradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

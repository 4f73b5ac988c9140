import Foundation

/// A gradient whose placement and stops animate: a change of its end points, centre, radii or
/// angles, or of its stops' colours and locations, moves through the values between, as on
/// iOS.
protocol InterpolatableGradient: GradientShapeStyle {
    var gradient: Gradient { get set }
    /// The numbers that place the gradient on its frame (points, radii, angles), in an order
    /// fixed for the type.
    var placement: [Double] { get set }
}

extension ShapeFill {
    /// The fill's animatable numbers in `environment`, and the key its animator is kept under:
    /// the kind of fill and how many numbers it has, so that a fill that changes kind (a colour
    /// for a gradient, three stops for four) starts afresh instead of mixing what does not
    /// mix. `nil` for a fill that does not animate (a material, a gradient made of a colour).
    func animatableVector(in environment: EnvironmentValues) -> (key: String, vector: AnimatableVector)? {
        switch self {
        case .color(let color):
            return ("fill.color", AnimatableVector(color.animatableComponents))
        case .gradient(let style):
            guard let gradient = style as? any InterpolatableGradient else { return nil }
            let stops = gradient.gradient.resolvedStops(in: environment)
            let numbers = gradient.placement + stops.flatMap { $0.color.animatableComponents + [$0.location] }
            return ("fill.\(baseTypeName(type(of: gradient))).\(stops.count)", AnimatableVector(numbers))
        case .material:
            return nil
        }
    }

    /// The fill with `vector`'s numbers (from `animatableVector(in:)` of a fill of the same
    /// kind) in place of its own.
    func with(_ vector: AnimatableVector) -> ShapeFill {
        switch self {
        case .color:
            return .color(Color.Resolved(animatableComponents: vector.components))
        case .gradient(let style):
            guard let gradient = style as? any InterpolatableGradient else { return self }
            return .gradient(gradient.with(vector))
        case .material:
            return self
        }
    }
}

extension InterpolatableGradient {
    /// The gradient with `vector`'s placement and stops (resolved colours and locations).
    fileprivate func with(_ vector: AnimatableVector) -> Self {
        var copy = self
        let numbers = vector.components, count = placement.count
        guard numbers.count >= count else { return self }
        copy.placement = Array(numbers[..<count])
        let stops = numbers[count...]
        copy.gradient = Gradient(stops: stride(from: stops.startIndex, to: stops.endIndex - 4, by: 5).map { start in
            Gradient.Stop(
                color: Color(.resolved(Color.Resolved(animatableComponents: Array(stops[start..<start + 4])))),
                location: stops[start + 4])
        })
        return copy
    }
}

extension Color.Resolved {
    /// Linear red, green and blue, and opacity: the numbers a colour animates by.
    var animatableComponents: [Double] {
        let data = animatableData
        return [data.first.first, data.first.second, data.second.first, data.second.second]
    }

    init(animatableComponents numbers: [Double]) {
        self.init(red: 0, green: 0, blue: 0)
        guard numbers.count >= 4 else { return }
        animatableData = AnimatablePair(AnimatablePair(numbers[0], numbers[1]), AnimatablePair(numbers[2], numbers[3]))
    }
}

extension Gradient: InterpolatableGradient {
    var gradient: Gradient {
        get { self }
        set { self = newValue }
    }

    var placement: [Double] {
        get { [] }
        set {}
    }
}

nonisolated extension LinearGradient: InterpolatableGradient {
    var placement: [Double] {
        get { [startPoint.x, startPoint.y, endPoint.x, endPoint.y] }
        set {
            startPoint = UnitPoint(x: newValue[0], y: newValue[1])
            endPoint = UnitPoint(x: newValue[2], y: newValue[3])
        }
    }
}

nonisolated extension RadialGradient: InterpolatableGradient {
    var placement: [Double] {
        get { [center.x, center.y, startRadius, endRadius] }
        set {
            center = UnitPoint(x: newValue[0], y: newValue[1])
            (startRadius, endRadius) = (newValue[2], newValue[3])
        }
    }
}

nonisolated extension EllipticalGradient: InterpolatableGradient {
    var placement: [Double] {
        get { [center.x, center.y, startRadiusFraction, endRadiusFraction] }
        set {
            center = UnitPoint(x: newValue[0], y: newValue[1])
            (startRadiusFraction, endRadiusFraction) = (newValue[2], newValue[3])
        }
    }
}

nonisolated extension AngularGradient: InterpolatableGradient {
    var placement: [Double] {
        get { [center.x, center.y, startAngle.radians, endAngle.radians] }
        set {
            center = UnitPoint(x: newValue[0], y: newValue[1])
            (startAngle, endAngle) = (Angle(radians: newValue[2]), Angle(radians: newValue[3]))
        }
    }
}

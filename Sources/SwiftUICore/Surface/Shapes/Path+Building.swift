import Foundation

// The rest of SwiftUI's path-building API: arcs, quadratic curves, lines and paths added with
// a transform. Quadratic curves and arcs are kept as cubic curves: a quadratic one exactly
// (degree elevation), an arc to within 2.7e-4 of its radius (one cubic per quarter turn or
// less, control arms 4/3·tan(θ/4) of the radius).

extension Path {
    /// A path built by `callback`: `Path { path in path.move(to: …); … }`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// The last point of the path, where the next line or curve starts (`nil` for an empty path).
    public var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line(let point), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = subpathStart
            }
        }
        return current
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? control
        // A quadratic's cubic: controls two thirds of the way from each end to the quadratic's.
        addCurve(
            to: end,
            control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Adds lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
    }

    /// Adds `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`.
    ///
    /// Angles are measured from the positive x axis toward the positive y axis, which on a
    /// screen (y pointing down) is clockwise. `clockwise` is Core Graphics' sense, in which
    /// the y axis points up: so, as in SwiftUI, `clockwise: false` draws from the start angle
    /// toward larger angles, which looks clockwise on screen. The arc starts with a line from
    /// the current point, if there is one.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        // Core Graphics: the arc goes the way `clockwise` says, at most one full turn.
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
            sweep = min(sweep, turn)
        }
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle` (positive deltas toward larger angles).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, with a line from the current point to
    /// where the arc starts (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let corner = tangent1End
        let (u, v) = (unit(from: corner, to: current), unit(from: corner, to: tangent2End))
        let cosine = u.x * v.x + u.y * v.y
        let angle = acos(max(-1, min(1, cosine)))
        // Collinear lines (or a zero radius) have no arc: a line to the corner.
        guard radius > 0, angle > 1e-9, angle < .pi - 1e-9 else { return addLine(to: corner.applying(transform)) }
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: corner.x + u.x * distance, y: corner.y + u.y * distance)
        let end = CGPoint(x: corner.x + v.x * distance, y: corner.y + v.y * distance)
        let bisector = unit(from: .zero, to: CGPoint(x: u.x + v.x, y: u.y + v.y))
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.x * centerDistance, y: corner.y + bisector.y * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length == 0 ? .zero : CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    /// Adds an arc as cubic curves of at most a quarter turn each.
    private mutating func addArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        // Angles a user's arithmetic made non-finite draw nothing; a relative arc of many turns
        // draws at most 16 (it looks the same from the second on).
        guard start.isFinite, sweep.isFinite, radius.isFinite else { return }
        let sweep = max(-32 * Double.pi, min(32 * Double.pi, sweep))
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let arm = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<count {
            let (a, b) = (start + step * Double(index), start + step * Double(index + 1))
            let control1 = CGPoint(x: center.x + radius * cos(a) - arm * sin(a), y: center.y + radius * sin(a) + arm * cos(a))
            let control2 = CGPoint(x: center.x + radius * cos(b) + arm * sin(b), y: center.y + radius * sin(b) - arm * cos(b))
            addCurve(to: point(b), control1: control1.applying(transform), control2: control2.applying(transform))
        }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: point.applying(transform))
            case .line(let point): .line(to: point.applying(transform))
            case .curve(let point, let control1, let control2):
                .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

import Foundation

extension Path {
    /// How far a flattened curve (or a round cap or join, drawn as a polygon) may stray from
    /// the true one, in points: a twentieth of a point, half of Cairo's default tolerance of a
    /// tenth of a device pixel at scale 1, so at the screens' scale 2 and 3 the outline differs
    /// from a stroke by about what antialiasing does.
    static let strokeTolerance: CGFloat = 0.05

    /// The outline of this path stroked in `style`: a path that, filled with the non-zero rule
    /// (SwiftUI's default `FillStyle`), covers what stroking the path covers.
    ///
    /// How it works: each subpath is flattened into a polyline (curves split until they stray
    /// less than `strokeTolerance`); every segment becomes a rectangle of the line's width
    /// around it; every corner gets its join (a miter within the miter limit, else a bevel; a
    /// round join is a disc) and the ends of an open subpath their caps (a square cap reaches
    /// half the width past the end; a round one is a disc). Every piece is wound the same way,
    /// so the non-zero rule unions the overlapping pieces instead of cancelling them.
    ///
    /// Dashes cut each flattened subpath into open pieces, from `dashPhase` into the pattern
    /// (an odd count of lengths repeated once, as Cairo and Core Graphics do), each with its
    /// caps; a dash of no length is a dot for round or square caps.
    ///
    /// Design boundaries: the outline is a union of overlapping pieces, not one clean
    /// boundary (an even-odd fill of it leaves holes where pieces overlap); on a closed
    /// subpath the dash that runs through its start is two pieces with caps there, where Cairo
    /// joins them; a pattern with a negative or non-finite length, one that sums to nothing,
    /// or one that would cut the path into more than 100,000 pieces is not applied (the
    /// solid stroke's outline); a subpath that is only a point draws a round cap as a disc and
    /// a square cap as a square along the axes, as Cairo does, and a lone `move(to:)` draws
    /// nothing.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth.isFinite, halfWidth > 0 else { return Path() }
        var outline = StrokeOutline(halfWidth: halfWidth, style: style)
        for polyline in flattenedSubpaths(tolerance: Self.strokeTolerance) {
            for piece in Self.dashes(of: polyline, pattern: style.dash, phase: style.dashPhase) {
                outline.add(piece)
            }
        }
        return outline.path
    }

    /// The subpaths as polylines, curves split into lines that stray less than `tolerance`.
    func flattenedSubpaths(tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start: CGPoint?
        func finish(isClosed: Bool) {
            if current.count > 1 { result.append(Polyline(points: current, isClosed: isClosed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(isClosed: false)
                current = [point]
                start = point
            case .line(let point):
                if current.isEmpty { current = [start ?? point] }
                current.append(point)
            case .curve(let end, let control1, let control2):
                if current.isEmpty { current = [start ?? control1] }
                let from = current[current.count - 1]
                let count = Self.segmentCount(from, control1, control2, end, tolerance: tolerance)
                for step in 1...count {
                    current.append(Self.bezierPoint(from, control1, control2, end, at: CGFloat(step) / CGFloat(count)))
                }
            case .closeSubpath:
                finish(isClosed: true)
            }
        }
        finish(isClosed: false)
        return result
    }

    /// The dashes of `polyline` (itself when the pattern is empty or not applied: see
    /// `strokedPath(_:)`).
    static func dashes(of polyline: Polyline, pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, total.isFinite, phase.isFinite, lengths.allSatisfy({ $0 >= 0 }) else { return [polyline] }
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let length = zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        guard length.isFinite, length / total * CGFloat(lengths.count) <= 100_000 else { return [polyline] }
        // Where the path starts in the pattern: `phase` into it, modulo its length.
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset >= lengths[index], offset > 0 {
            offset -= lengths[index]
            index = (index + 1) % lengths.count
        }
        var remaining = lengths[index] - offset
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        var pieces: [Polyline] = []
        for (start, end) in zip(points, points.dropFirst()) {
            var from = start
            var left = distance(start, end)
            // Each dash or gap that ends within this segment.
            while remaining <= left {
                let fraction = left > 0 ? remaining / left : 0
                from = CGPoint(x: from.x + (end.x - from.x) * fraction, y: from.y + (end.y - from.y) * fraction)
                left -= remaining
                if index % 2 == 0 {
                    current.append(from)
                    pieces.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [from]
                }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
            remaining -= left
            // (A dash that starts at the segment's end has nothing of it yet.)
            if index % 2 == 0, left > 0 { current.append(end) }
        }
        if current.count > 1 { pieces.append(Polyline(points: current, isClosed: false)) }
        return pieces
    }

    /// How many lines a cubic needs to stray less than `tolerance`: the distance of a chord
    /// from its curve is at most max|B''|·Δt²/8, and |B''| ≤ 6 × the larger second difference
    /// of the control points; at most 1,000, so a hostile curve cannot take forever.
    static func segmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
        func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }
        let second = max(
            length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
            length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let count = (6 * second / (8 * tolerance)).squareRoot().rounded(.up)
        guard count.isFinite else { return 1 }
        return Int(min(1000, max(1, count)))
    }

    static func bezierPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// A subpath as straight lines through `points`, back to the first if it is closed.
struct Polyline: Equatable {
    var points: [CGPoint]
    var isClosed: Bool
}

/// The pieces of a stroke's outline, gathered subpath by subpath (see `Path.strokedPath(_:)`).
struct StrokeOutline {
    let halfWidth: CGFloat
    let style: StrokeStyle
    private(set) var path = Path()

    init(halfWidth: CGFloat, style: StrokeStyle) {
        self.halfWidth = halfWidth
        self.style = style
    }

    mutating func add(_ polyline: Polyline) {
        // Repeated points make no segment and no corner.
        var points: [CGPoint] = []
        for point in polyline.points where points.last.map({ !Self.isSame($0, point) }) ?? true {
            points.append(point)
        }
        if polyline.isClosed, points.count > 1, Self.isSame(points[0], points[points.count - 1]) {
            points.removeLast()
        }
        guard points.count > 1 else {
            if let point = points.first { addDot(at: point) }
            return
        }
        let segments = polyline.isClosed ? points.count : points.count - 1
        var directions: [CGPoint] = []
        for index in 0..<segments {
            let from = points[index], to = points[(index + 1) % points.count]
            let direction = Self.unit(to.x - from.x, to.y - from.y)
            directions.append(direction)
            let normal = self.normal(direction)
            addPolygon([from + normal, to + normal, to - normal, from - normal])
        }
        if polyline.isClosed {
            for index in 0..<segments {
                addJoin(at: points[index], incoming: directions[(index + segments - 1) % segments], outgoing: directions[index])
            }
        } else {
            for index in 1..<points.count - 1 {
                addJoin(at: points[index], incoming: directions[index - 1], outgoing: directions[index])
            }
            addCap(at: points[0], outward: CGPoint(x: -directions[0].x, y: -directions[0].y))
            addCap(at: points[points.count - 1], outward: directions[segments - 1])
        }
    }

    /// The normal of a unit direction, half the line's width long (to the direction's left
    /// in y-up terms).
    private func normal(_ direction: CGPoint) -> CGPoint {
        CGPoint(x: -direction.y * halfWidth, y: direction.x * halfWidth)
    }

    /// cos 20°: turns smaller than this take a wedge even in a round join.
    static let smoothTurnCosine: CGFloat = 0.9396926207859084

    private mutating func addJoin(at point: CGPoint, incoming: CGPoint, outgoing: CGPoint) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        // Straight on: the two rectangles already meet edge to edge.
        if abs(cross) < 1e-12, dot > 0 { return }
        // A round join is a disc, except where the path turns by less than 20°, as it does
        // between the lines a curve is flattened into: there a disc would reach half the width
        // past the next point, out beyond a butt end near the curve's end, where Cairo's
        // stroke of the curve draws nothing. The miter's wedge stays between the two pieces,
        // and strays from the arc by under 1.6 % of half the width (1/cos 10° − 1).
        let isSmoothTurn = dot > Self.smoothTurnCosine
        if style.lineJoin == .round, !isSmoothTurn {
            addDisc(at: point)
            return
        }
        // The outer side is the one the path turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = normal(incoming), n1 = normal(outgoing)
        let a = point + side * n0, b = point + side * n1
        // The miter's length over the width is 1/cos(θ/2) for a turn by θ; within the limit
        // when limit² · (1 + cos θ) ≥ 2 (Cairo's test). Its tip lies along n0 + n1 at
        // 1/(1 + cos θ) of it, which is h / cos(θ/2) from the corner.
        if (style.lineJoin == .miter && 1 + dot > 1e-12 && style.miterLimit * style.miterLimit * (1 + dot) >= 2)
            || (style.lineJoin == .round && isSmoothTurn) {
            let tip = point + (side / (1 + dot)) * (n0 + n1)
            addPolygon([point, a, tip, b])
        } else {
            addPolygon([point, a, b])
        }
    }

    /// The cap at an open end, reaching out along the unit direction `outward`.
    private mutating func addCap(at point: CGPoint, outward: CGPoint) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            addDisc(at: point)
        case .square:
            let normal = self.normal(outward), reach = halfWidth * outward
            addPolygon([point + normal, point + normal + reach, point - normal + reach, point - normal])
        }
    }

    /// A subpath with no length: a disc for round caps, a square along the axes for square
    /// ones, nothing for butt caps (Cairo's degenerate caps).
    private mutating func addDot(at point: CGPoint) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            addDisc(at: point)
        case .square:
            let h = halfWidth
            addPolygon([
                CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
                CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h),
            ])
        }
    }

    /// A polygon inscribed in the circle of half the width around `center`, with enough sides
    /// that its edges stray less than the tolerance: a chord of angle α is r(1 − cos(α/2))
    /// from its arc.
    private mutating func addDisc(at center: CGPoint) {
        let tolerance = Path.strokeTolerance
        let angle = halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : .pi / 4
        let sides = Int(min(1000, max(8, (2 * .pi / angle).rounded(.up))))
        addPolygon((0..<sides).map { side in
            let a = 2 * CGFloat.pi * CGFloat(side) / CGFloat(sides)
            return CGPoint(x: center.x + halfWidth * cos(a), y: center.y + halfWidth * sin(a))
        })
    }

    /// Adds a closed polygon wound as every other piece: with a negative shoelace sum (as the
    /// segments' rectangles are), reversed if need be; one with no area adds nothing.
    private mutating func addPolygon(_ points: [CGPoint]) {
        var sum: CGFloat = 0
        for index in points.indices {
            let p = points[index], q = points[(index + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        guard sum.isFinite, abs(sum) > 1e-12 else { return }
        let ordered = sum > 0 ? Array(points.reversed()) : points
        path.move(to: ordered[0])
        for point in ordered.dropFirst() {
            path.addLine(to: point)
        }
        path.closeSubpath()
    }

    private static func isSame(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    private static func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let length = (x * x + y * y).squareRoot()
        return CGPoint(x: x / length, y: y / length)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (k: CGFloat, p: CGPoint) -> CGPoint { CGPoint(x: k * p.x, y: k * p.y) }

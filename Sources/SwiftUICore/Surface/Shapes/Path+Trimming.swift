import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0 is where it starts, 1 where
    /// it ends): what `Shape.trim(from:to:)` draws, so a progress ring is a circle trimmed to
    /// its progress.
    ///
    /// Lengths are arc lengths: a curve's length is integrated numerically (5-point
    /// Gauss–Legendre on halves until they agree to 1e-9 pt), and a curve cut inside is split
    /// at the parameter whose arc length is the cut's (bisection), so a circle trimmed to 0.25
    /// is exactly its first quarter. A subpath's closing line counts as part of its length, and
    /// the trimmed path is open (the whole range, 0 to 1, is the path itself).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let (start, end) = (min(1, max(0, start)), min(1, max(0, end)))
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (from, to) = (start * total, end * total)
        var trimmed = Path()
        var offset: CGFloat = 0
        var lastPoint: CGPoint?
        for segment in segments {
            defer { offset += segment.length }
            let (segmentStart, segmentEnd) = (offset, offset + segment.length)
            guard segment.length > 0, segmentEnd > from, segmentStart < to else { continue }
            let a = max(0, (from - segmentStart) / segment.length)
            let b = min(1, (to - segmentStart) / segment.length)
            let piece = segment.part(from: a, to: b)
            if lastPoint != piece.start {
                trimmed.move(to: piece.start)
            }
            piece.append(to: &trimmed)
            lastPoint = piece.end
        }
        return trimmed
    }
}

/// One drawn piece of a path: a line or a cubic curve, with its length.
struct PathSegment {
    let start: CGPoint
    /// The curve's control points (equal to the ends for a line).
    let control1: CGPoint, control2: CGPoint
    let end: CGPoint
    let isLine: Bool
    let length: CGFloat

    init(line start: CGPoint, _ end: CGPoint) {
        (self.start, control1, control2, self.end, isLine) = (start, start, end, end, true)
        length = hypot(end.x - start.x, end.y - start.y)
    }

    init(curve start: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint) {
        (self.start, self.control1, self.control2, self.end, isLine) = (start, control1, control2, end, false)
        length = Self.arcLength(start, control1, control2, end, from: 0, to: 1)
    }

    /// The path's lines and curves in order, closing lines included.
    static func segments(of path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line(let point):
                segments.append(PathSegment(line: current, point))
                current = point
            case .curve(let point, let control1, let control2):
                segments.append(PathSegment(curve: current, control1, control2, point))
                current = point
            case .closeSubpath:
                segments.append(PathSegment(line: current, subpathStart))
                current = subpathStart
            }
        }
        return segments
    }

    /// The piece between fractions `a` and `b` of this segment's length.
    func part(from a: CGFloat, to b: CGFloat) -> PathSegment {
        if isLine {
            return PathSegment(line: point(atLineFraction: a), point(atLineFraction: b))
        }
        let (t0, t1) = (parameter(atLengthFraction: a), parameter(atLengthFraction: b))
        // Cut at t1, then cut the first part at t0 measured within it.
        let head = split(at: t1).head
        let piece = t1 == 0 ? head : head.split(at: t0 / t1).tail
        return PathSegment(curve: piece.start, piece.control1, piece.control2, piece.end)
    }

    func append(to path: inout Path) {
        if isLine {
            path.addLine(to: end)
        } else {
            path.addCurve(to: end, control1: control1, control2: control2)
        }
    }

    private func point(atLineFraction f: CGFloat) -> CGPoint {
        CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
    }

    /// The curve parameter at which the arc length is `fraction` of the whole.
    private func parameter(atLengthFraction fraction: CGFloat) -> CGFloat {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let target = fraction * length
        var (low, high): (CGFloat, CGFloat) = (0, 1)
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if Self.arcLength(start, control1, control2, end, from: 0, to: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The curve split at parameter `t` (de Casteljau; the parts' lengths are not worked out).
    private func split(at t: CGFloat) -> (head: PathSegment, tail: PathSegment) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let (ab, bc, cd) = (mix(start, control1), mix(control1, control2), mix(control2, end))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        let middle = mix(abc, bcd)
        return (PathSegment(rawCurve: start, ab, abc, middle), PathSegment(rawCurve: middle, bcd, cd, end))
    }

    private init(rawCurve start: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint) {
        (self.start, self.control1, self.control2, self.end, isLine, length) = (start, control1, control2, end, false, 0)
    }

    /// The arc length of a cubic between two parameters.
    static func arcLength(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        func speed(_ t: CGFloat) -> CGFloat {
            let u = 1 - t
            let dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
            let dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
            return hypot(dx, dy)
        }
        // 5-point Gauss–Legendre nodes and weights on [-1, 1].
        let nodes: [CGFloat] = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let weights: [CGFloat] = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]
        func gauss(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
            let (half, middle) = ((b - a) / 2, (a + b) / 2)
            return zip(nodes, weights).reduce(0) { $0 + $1.1 * speed(middle + half * $1.0) } * half
        }
        func adaptive(_ a: CGFloat, _ b: CGFloat, _ whole: CGFloat, depth: Int) -> CGFloat {
            let middle = (a + b) / 2
            let (left, right) = (gauss(a, middle), gauss(middle, b))
            guard depth < 12, abs(left + right - whole) > 1e-9 else { return left + right }
            return adaptive(a, middle, left, depth: depth + 1) + adaptive(middle, b, right, depth: depth + 1)
        }
        guard t1 > t0 else { return 0 }
        return adaptive(t0, t1, gauss(t0, t1), depth: 0)
    }
}

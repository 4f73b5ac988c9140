import Foundation

/// Which way a path turns, and the path turned the other way: what an inverse clip needs
/// (`GraphicsContext.clip(to:style:options:)` with `.inverse`).
extension Path {
    /// The path drawn backwards: each subpath from its last point to its first, its curves'
    /// control points swapped, in the same order of subpaths. It encloses what the path
    /// encloses, with every winding number negated.
    func reversed() -> Path {
        var reversed = Path()
        reversed.elements.reserveCapacity(elements.count)
        for subpath in subpaths {
            reversed.move(to: subpath.segments.last?.end ?? subpath.start)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let previous = index == 0 ? subpath.start : subpath.segments[index - 1].end
                switch segment {
                case .line:
                    reversed.addLine(to: previous)
                case .curve(_, let control1, let control2):
                    reversed.addCurve(to: previous, control1: control2, control2: control1)
                }
            }
            if subpath.isClosed { reversed.closeSubpath() }
        }
        return reversed
    }

    /// The area the path encloses, signed by its direction: positive where it turns from the
    /// positive x axis toward the positive y axis (clockwise on a screen), negative the other
    /// way, subpaths added up (open ones as if closed). Curves are followed by 16 chords each,
    /// close enough to tell which way a path turns, which is what it is for.
    var signedArea: CGFloat {
        var twice: CGFloat = 0
        for subpath in subpaths {
            var current = subpath.start
            func chord(to point: CGPoint) {
                twice += current.x * point.y - point.x * current.y
                current = point
            }
            for segment in subpath.segments {
                switch segment {
                case .line(let end):
                    chord(to: end)
                case .curve(let end, let control1, let control2):
                    let start = current
                    for step in 1...16 {
                        let t = CGFloat(step) / 16, u = 1 - t
                        // The cubic Bézier's Bernstein form.
                        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                        chord(to: CGPoint(
                            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                            y: a * start.y + b * control1.y + c * control2.y + d * end.y))
                    }
                }
            }
            chord(to: subpath.start)
        }
        return twice / 2
    }

    /// What lies inside `bounds` and outside the path (non-zero winding), as one path filled
    /// or clipped by the non-zero rule: `bounds`, and the path wound against it.
    ///
    /// How: inside `bounds` a rectangle winds once, so the sum is zero exactly where the path
    /// winds once the other way. A path whose subpaths turn one way and do not overlap (every
    /// shape's, nearly every drawn path) winds ±1 inside, 0 outside: turned against `bounds`
    /// (reversed when it turns the same way, by the sign of its area) it cancels it inside.
    /// Design boundary: where a path's own windings add up to 2 or more (overlapping subpaths
    /// of one direction), the overlap is left in the result.
    func inverted(within bounds: CGRect) -> Path {
        var result = Path(bounds)
        let rectangleTurn = result.signedArea, ownTurn = signedArea
        let against = (rectangleTurn > 0) == (ownTurn > 0) ? reversed() : self
        result.addPath(against)
        return result
    }

    /// A subpath's start, its segments and whether it is closed.
    private struct Subpath {
        enum Segment {
            case line(to: CGPoint)
            case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)

            var end: CGPoint {
                switch self {
                case .line(let end), .curve(let end, _, _): end
                }
            }
        }

        var start: CGPoint
        var segments: [Segment] = []
        var isClosed = false
    }

    /// The path's subpaths, as Core Graphics reads them: a move starts one; drawing after a
    /// close without a move starts one at the closed subpath's start.
    private var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        for element in elements {
            switch element {
            case .move(let point):
                if let current { result.append(current) }
                current = Subpath(start: point)
            case .line(let point):
                if current == nil || current!.isClosed { reopen(&current, into: &result) }
                current!.segments.append(.line(to: point))
            case .curve(let point, let control1, let control2):
                if current == nil || current!.isClosed { reopen(&current, into: &result) }
                current!.segments.append(.curve(to: point, control1: control1, control2: control2))
            case .closeSubpath:
                current?.isClosed = true
            }
        }
        if let current { result.append(current) }
        return result
    }

    /// Ends a closed subpath and starts the next where it started (at the origin if none).
    private func reopen(_ current: inout Subpath?, into result: inout [Subpath]) {
        let start = current?.start ?? .zero
        if let closed = current { result.append(closed) }
        current = Subpath(start: start)
    }
}

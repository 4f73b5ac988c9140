import Foundation

extension DisplayItem {
    /// The smallest rectangle around what the item draws, in the coordinates around it
    /// (`nil`: it draws nothing). Curves are bounded by their control points, strokes by half
    /// their width past the path (a miter's spike is not followed), a blur and a shadow by
    /// three standard deviations (an opaque blur, not at all), a projection by its projected
    /// corners (`nil` where it draws nothing): the reach of what a backend must draw for
    /// effects that work on a group's pixels.
    public var bounds: CGRect? {
        switch self {
        case .fill(let path, _, _):
            return path.isEmpty ? nil : path.boundingRect
        case .stroke(let path, _, let style, _):
            return path.isEmpty ? nil : path.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2)
        case .gradient(let path, _, let stroke, _):
            let half = (stroke?.lineWidth ?? 0) / 2
            return path.isEmpty ? nil : path.boundingRect.insetBy(dx: -half, dy: -half)
        case .text(let run, _):
            return CGRect(origin: run.origin, size: run.size)
        case .image(let run, _):
            return run.rect.isEmpty ? nil : run.rect
        case .material(let path, _, _):
            // It draws only inside its path; what it reads beneath reaches further
            // (`MaterialPaint.backdropReach`).
            return path.isEmpty ? nil : path.boundingRect
        case .group(let effect, let items, _):
            guard let inner = items.bounds else { return nil }
            switch effect {
            case .clip(let path):
                let cut = inner.intersection(path.boundingRect)
                return cut.isNull ? nil : cut
            case .opacity, .blend, .colorMatrix:
                return inner
            case .projection(let transform):
                return transform.projectedBounds(of: inner)
            case .transform(let t):
                return inner.applying(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            case .mask:
                return items.first?.bounds
            case .blur(let radius, let opaque):
                // An opaque blur stays inside what it blurs (its edges read the edge pixels).
                return opaque ? inner : inner.insetBy(dx: -3 * radius, dy: -3 * radius)
            case .shadow(_, let radius, let offset):
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -3 * radius, dy: -3 * radius))
            }
        }
    }
}

extension Sequence<DisplayItem> {
    /// The smallest rectangle around what the items draw (`nil`: nothing; see `DisplayItem.bounds`).
    package var bounds: CGRect? {
        compactMap(\.bounds).reduce(nil) { union, box in union.map { $0.union(box) } ?? box }
    }
}

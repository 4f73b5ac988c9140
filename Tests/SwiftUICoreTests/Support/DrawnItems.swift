import Foundation
@testable import SwiftUICore

/// A drawing item of a display list with what lies around it: the transform from its
/// coordinates to the canvas's (the transform groups around it, composed), and every group's
/// effect around it, outermost first.
struct DrawnItem {
    let item: DisplayItem
    let transform: CGAffineTransform
    let effects: [DisplayEffect]

    /// The item's path (a fill's, a stroke's, a gradient's or a material's), in canvas points.
    var path: Path? {
        switch item {
        case .fill(let path, _, _), .stroke(let path, _, _, _), .gradient(let path, _, _, _), .material(let path, _, _): path.applying(transform)
        case .text, .image, .group: nil
        }
    }

    /// The end points of the path's elements, in canvas points, in order.
    var points: [CGPoint] {
        (path?.elements ?? []).compactMap { element in
            switch element {
            case .move(let point), .line(let point), .curve(let point, _, _): point
            case .closeSubpath: nil
            }
        }
    }

    /// How far the item draws (`DisplayItem.bounds`), in canvas points.
    var bounds: CGRect? { item.bounds?.applying(transform) }

    /// The product of the opacity groups around it.
    var opacity: Double {
        effects.reduce(1) { product, effect in
            if case .opacity(let value) = effect { product * value } else { product }
        }
    }

    /// The effects around it other than transforms, spelled briefly, outermost first
    /// ("clip", "opacity 0.5", "blend multiply", "blur 2", "shadow 3", "mask").
    var effectNames: [String] {
        effects.compactMap { effect in
            switch effect {
            case .clip: "clip"
            case .opacity(let value): "opacity \(value)"
            case .transform: nil
            case .mask: "mask"
            case .blur(let radius, _): "blur \(radius)"
            case .shadow(_, let radius, _): "shadow \(radius)"
            case .blend(let mode): "blend \(mode)"
            case .colorMatrix: "color matrix"
            case .projection: "projection"
            }
        }
    }

    /// The item as its canvas's renderer drew it: without the canvas's own groups around it
    /// (its clip to its bounds, then its move to its origin), the transform still from the
    /// item's coordinates to the screen's.
    var insideCanvas: DrawnItem {
        guard effects.count >= 2, case .clip = effects[0], case .transform = effects[1] else { return self }
        return DrawnItem(item: item, transform: transform, effects: Array(effects.dropFirst(2)))
    }

    /// The clip paths around it, in canvas points, outermost first.
    var clips: [Path] {
        var transform = CGAffineTransform.identity
        var clips: [Path] = []
        // The clip groups' paths are in the coordinates around each group: follow the
        // transforms from the outside in.
        for effect in effects {
            switch effect {
            case .clip(let path): clips.append(path.applying(transform))
            case .transform(let inner): transform = CGAffineTransform(inner).concatenating(transform)
            default: break
            }
        }
        return clips
    }
}

extension CGAffineTransform {
    init(_ transform: DisplayTransform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }
}

extension Array where Element == DisplayItem {
    /// Every drawing item, depth first, with what lies around it.
    var drawnItems: [DrawnItem] {
        var result: [DrawnItem] = []
        func visit(_ items: [DisplayItem], transform: CGAffineTransform, effects: [DisplayEffect]) {
            for item in items {
                if case .group(let effect, let children, _) = item {
                    var inner = transform
                    if case .transform(let groupTransform) = effect {
                        // The group's transform applies first, then the ones around it.
                        inner = CGAffineTransform(groupTransform).concatenating(transform)
                    }
                    visit(children, transform: inner, effects: effects + [effect])
                } else {
                    result.append(DrawnItem(item: item, transform: transform, effects: effects))
                }
            }
        }
        visit(self, transform: .identity, effects: [])
        return result
    }
}

extension Frame {
    /// Every drawing item of the frame but the canvas's background, with what lies around it.
    var drawnItems: [DrawnItem] {
        Array(displayList.items.drawnItems.dropFirst())
    }
}

/// Whether two points are within `tolerance` of each other on both axes.
func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles' edges are within `tolerance` of each other.
func isClose(_ a: CGRect?, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// How many times `path` winds around `point` (the non-zero rule fills where it is not 0),
/// its curves followed by 64 chords each.
func winding(of path: Path, around point: CGPoint) -> Int {
    var winding = 0
    var start = CGPoint.zero, current = CGPoint.zero
    func edge(to end: CGPoint) {
        // A crossing of the horizontal ray to the right of `point`, upward +1, downward −1.
        if (current.y <= point.y) != (end.y <= point.y) {
            let x = current.x + (point.y - current.y) / (end.y - current.y) * (end.x - current.x)
            if x > point.x { winding += end.y > current.y ? 1 : -1 }
        }
        current = end
    }
    for element in path.elements {
        switch element {
        case .move(let point):
            if current != start { edge(to: start) }
            (start, current) = (point, point)
        case .line(let end):
            edge(to: end)
        case .curve(let end, let c1, let c2):
            let p0 = current
            for step in 1...64 {
                let t = CGFloat(step) / 64, u = 1 - t
                edge(to: CGPoint(
                    x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                    y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
            }
        case .closeSubpath:
            edge(to: start)
        }
    }
    if current != start { edge(to: start) }
    return winding
}

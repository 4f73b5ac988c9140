import Foundation

/// An outline made of lines and cubic curves, in points.
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(rect), transform: transform) }
        // Paths are made for every drawn view on every frame: grow the storage once.
        elements.reserveCapacity(elements.count + 5)
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side). iOS draws `.continuous` corners as a smoother curve; Cutaway draws circular
    /// ones for both styles, a difference of under half a point at a 10-pt radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        guard radius > 0 else { return addRect(rect) }
        // A quarter circle as one cubic: control points at 4/3·tan(π/8) ≈ 0.5523 of the radius
        // (the standard Bézier circle approximation).
        let k = radius * 0.5522847498
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        elements.reserveCapacity(elements.count + 10)
        move(to: CGPoint(x: minX + radius, y: minY))
        addLine(to: CGPoint(x: maxX - radius, y: minY))
        addCurve(to: CGPoint(x: maxX, y: minY + radius),
                 control1: CGPoint(x: maxX - radius + k, y: minY), control2: CGPoint(x: maxX, y: minY + radius - k))
        addLine(to: CGPoint(x: maxX, y: maxY - radius))
        addCurve(to: CGPoint(x: maxX - radius, y: maxY),
                 control1: CGPoint(x: maxX, y: maxY - radius + k), control2: CGPoint(x: maxX - radius + k, y: maxY))
        addLine(to: CGPoint(x: minX + radius, y: maxY))
        addCurve(to: CGPoint(x: minX, y: maxY - radius),
                 control1: CGPoint(x: minX + radius - k, y: maxY), control2: CGPoint(x: minX, y: maxY - radius + k))
        addLine(to: CGPoint(x: minX, y: minY + radius))
        addCurve(to: CGPoint(x: minX + radius, y: minY),
                 control1: CGPoint(x: minX, y: minY + radius - k), control2: CGPoint(x: minX + radius - k, y: minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: rect), transform: transform) }
        let k: CGFloat = 0.5522847498  // 4/3·tan(π/8), as above
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry),
                 control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy),
                 control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry),
                 control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy),
                 control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }
}

import Foundation

// Rounded rectangles, with circular corners or with Apple's continuous ("squircle") ones.
//
// Why a construction of its own: iOS 7 changed how UIKit draws a rounded rectangle, and
// SwiftUI's `RoundedCornerStyle.continuous` (the default for every rounded shape but `Capsule`)
// draws that shape. The straight side does not meet a quarter circle, where the curvature jumps
// from 0 to 1/r (a visible "hump"); it runs into the corner along a curve whose curvature grows
// gradually, so the corner starts 1.528665 r from the vertex instead of r. Apple publishes no
// formula. Two reverse-engineerings of UIKit's paths agree on it: PaintCode's "Drawing Code for
// iOS 7 Rounded Rectangles" (paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), which
// lists each corner's Bézier points in units of the radius, and Mike Swanson's "Photoshop Script
// for iOS 7 Rounded Rectangles" (blog.mikeswanson.com/post/61651302736). UIKit's own factor,
// 1.528665, is the extent PaintCode measured (1.52866483).
//
// How a corner is drawn: in the corner's own frame (the vertex at the origin, u along the edge
// the outline arrives on, v along the one it leaves on, both in units of the radius) a
// continuous corner is five cubic pieces: an easing curve from (1.528665, 0), a short straight
// piece, a near-circular middle, and the first two mirrored. `ContinuousCorner.full` holds
// PaintCode's points, made exactly symmetric about the diagonal (PaintCode's differ from their
// mirror images in the eighth decimal).
//
// Design boundaries: when a side is too short for both of its corners to reach 1.528665 r along
// it, the easing shrinks: the corner's points are blended between the full continuous corner
// and a quarter circle of the same radius cut at the same places (`ContinuousCorner.circular`),
// by how much of the extra 0.528665 r fits. At a radius of half the side nothing fits, and the
// corner is the quarter circle, so a continuous rounded rectangle of radius h/2 is exactly a
// capsule, and a square of radius side/2 a circle, as on iOS. UIKit's own in-between shapes
// differ (PaintCode found it switching between three shapes with abrupt jumps); the blend is
// Cutaway's, chosen to animate smoothly. Radii that do not fit (two on one side adding up to
// more than the side) are scaled down together, keeping their ratios, as CSS's `border-radius`
// does.

extension Path {
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rounded rectangle whose corners are `cornerSize` wide and high (elliptical when the
    /// two differ).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let radius = CornerRadius(horizontal: cornerSize.width, vertical: cornerSize.height)
        addRoundedRect(in: rect, radii: [radius, radius, radius, radius], style: style, transform: transform)
    }

    /// Adds a rectangle with a radius of its own at each corner (leading is left: Cutaway lays
    /// out left to right only).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        addRoundedRect(in: rect, radii: radii.map { CornerRadius(horizontal: $0, vertical: $0) }, style: style, transform: transform)
    }

    /// One corner's radii: along the horizontal sides and along the vertical ones.
    struct CornerRadius {
        var horizontal: CGFloat
        var vertical: CGFloat

        init(horizontal: CGFloat, vertical: CGFloat) {
            // A negative or non-finite radius rounds nothing, and a corner flat in one direction
            // is flat in both (it is its vertex).
            let isRound = horizontal.isFinite && vertical.isFinite && horizontal > 0 && vertical > 0
            (self.horizontal, self.vertical) = isRound ? (horizontal, vertical) : (0, 0)
        }
    }

    /// Adds the outline, clockwise on screen from the top side: `radii` are top-left, top-right,
    /// bottom-right, bottom-left.
    mutating func addRoundedRect(in rect: CGRect, radii: [CornerRadius], style: RoundedCornerStyle, transform: CGAffineTransform) {
        guard transform.isIdentity else {
            var path = Path()
            path.addRoundedRect(in: rect, radii: radii, style: style, transform: .identity)
            return addPath(path, transform: transform)
        }
        let rect = rect.standardized
        let radii = Self.fitted(radii, in: rect.size)
        guard radii.contains(where: { $0.horizontal > 0 && $0.vertical > 0 }) else { return addRect(rect) }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Each corner: its vertex, the unit vector back along the side the outline arrives on,
        // the one along the side it leaves on, and whether the arriving side is horizontal.
        let corners: [(vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint, arrivesHorizontally: Bool)] = [
            (CGPoint(x: minX, y: minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), false),
            (CGPoint(x: maxX, y: minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), true),
            (CGPoint(x: maxX, y: maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), false),
            (CGPoint(x: minX, y: maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), true),
        ]
        let smoothness = style == .continuous ? Self.continuousSmoothness(of: radii, in: rect.size) : [0, 0, 0, 0]
        var pieces: [[CGPoint]] = []
        for (index, corner) in corners.enumerated() {
            let radius = radii[index]
            let (alongIncoming, alongOutgoing) = corner.arrivesHorizontally
                ? (radius.horizontal, radius.vertical) : (radius.vertical, radius.horizontal)
            let local = style == .continuous && smoothness[index] > 0
                ? ContinuousCorner.points(smoothness: smoothness[index]) : ContinuousCorner.quarterCircle
            pieces.append(local.map { point in
                CGPoint(
                    x: corner.vertex.x + corner.incoming.x * point.x * alongIncoming + corner.outgoing.x * point.y * alongOutgoing,
                    y: corner.vertex.y + corner.incoming.y * point.x * alongIncoming + corner.outgoing.y * point.y * alongOutgoing)
            })
        }
        // Paths are made for every drawn view on every frame: grow the storage once.
        elements.reserveCapacity(elements.count + 2 + pieces.reduce(0) { $0 + 1 + ($1.count - 1) / 3 })
        move(to: pieces[0].last!)
        for index in [1, 2, 3, 0] {
            let piece = pieces[index]
            addLine(to: piece[0])
            // A corner of no radius is its vertex, repeated: a line to it is enough.
            guard radii[index].horizontal > 0, radii[index].vertical > 0 else { continue }
            for start in stride(from: 1, to: piece.count, by: 3) {
                addCurve(to: piece[start + 2], control1: piece[start], control2: piece[start + 1])
            }
        }
        closeSubpath()
    }

    /// The radii scaled down together so that no side holds more than its length of them.
    static func fitted(_ radii: [CornerRadius], in size: CGSize) -> [CornerRadius] {
        let (width, height) = (max(0, size.width), max(0, size.height))
        func room(_ side: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat { a + b > side ? side / (a + b) : 1 }
        let scale = min(
            room(width, radii[0].horizontal, radii[1].horizontal), room(width, radii[3].horizontal, radii[2].horizontal),
            room(height, radii[0].vertical, radii[3].vertical), room(height, radii[1].vertical, radii[2].vertical))
        guard scale < 1 else { return radii }
        return radii.map { CornerRadius(horizontal: $0.horizontal * scale, vertical: $0.vertical * scale) }
    }

    /// How far each corner's easing reaches, 0 (a quarter circle) to 1 (the full continuous
    /// corner): the share of the extra `ContinuousCorner.extent − 1` radii that fits on the
    /// shorter-of-room of its two sides, each side shared with its neighbour in proportion.
    static func continuousSmoothness(of radii: [CornerRadius], in size: CGSize) -> [CGFloat] {
        let extra = ContinuousCorner.extent - 1
        // On a side of `length` holding corners of radii `a` and `b`, the share of the easing
        // that `a`'s corner gets: the length left after both radii, split in their ratio.
        func share(_ length: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
            guard a > 0 else { return 0 }
            let wanted = extra * (a + b)
            return wanted <= max(0, length - a - b) ? 1 : max(0, length - a - b) / wanted
        }
        let (width, height) = (size.width, size.height)
        let neighbours = [(1, 3), (0, 2), (3, 1), (2, 0)]  // (same horizontal side, same vertical side)
        return radii.indices.map { index in
            let (horizontalNeighbour, verticalNeighbour) = neighbours[index]
            return min(
                1,
                share(width, radii[index].horizontal, radii[horizontalNeighbour].horizontal),
                share(height, radii[index].vertical, radii[verticalNeighbour].vertical))
        }
    }
}

/// A corner's points in its own frame, in units of its radius: (u, v) is u radii back along the
/// side the outline arrives on and v radii along the side it leaves on. The first point is where
/// the corner leaves the arriving side; then three points (two controls and an end) per cubic.
enum ContinuousCorner {
    /// How far from the vertex a full continuous corner leaves each side, in radii (PaintCode's
    /// measurement of UIKit, 1.52866483; UIKit's own constant is 1.528665).
    static let extent: CGFloat = 1.52866483

    /// The full corner: PaintCode's points for iOS 7's `bezierPathWithRoundedRect:cornerRadius:`.
    static let full: [CGPoint] = {
        let easingEnd = CGPoint(x: 0.66993427, y: 0.06549600), straightEnd = CGPoint(x: 0.63149399, y: 0.07491100)
        // The short straight piece, as a cubic with its controls a third and two thirds along it.
        func along(_ fraction: CGFloat) -> CGPoint {
            CGPoint(x: easingEnd.x + (straightEnd.x - easingEnd.x) * fraction, y: easingEnd.y + (straightEnd.y - easingEnd.y) * fraction)
        }
        let half = [
            CGPoint(x: extent, y: 0),
            CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), easingEnd,
            along(1 / 3), along(2 / 3), straightEnd,
            CGPoint(x: 0.37282392, y: 0.16905899),
        ]
        // The second half is the first's mirror image through the diagonal u = v, backwards.
        return half + half.reversed().map { CGPoint(x: $0.y, y: $0.x) }
    }()

    /// A quarter circle of radius 1 around (1, 1) cut where `full` is cut (at the angles of its
    /// piece ends seen from (1, 1)), each piece one cubic with arms 4/3·tan(θ/4) of the radius.
    static let circular: [CGPoint] = {
        // The angle from the arriving side's normal of each end of the first two pieces.
        func angle(of point: CGPoint) -> Double { atan2(1 - point.x, 1 - point.y) }
        let cuts = [0, angle(of: full[3]), angle(of: full[6])]
        let angles = cuts + cuts.reversed().map { Double.pi / 2 - $0 }
        func point(_ angle: Double) -> CGPoint { CGPoint(x: 1 - sin(angle), y: 1 - cos(angle)) }
        var points = [point(0)]
        for (a, b) in zip(angles, angles.dropFirst()) {
            let arm = 4.0 / 3.0 * tan((b - a) / 4)
            // The tangent at an angle, toward larger angles: (−cos, sin).
            points += [
                CGPoint(x: point(a).x - arm * cos(a), y: point(a).y + arm * sin(a)),
                CGPoint(x: point(b).x + arm * cos(b), y: point(b).y - arm * sin(b)),
                point(b),
            ]
        }
        return points
    }()

    /// The quarter circle as a single cubic: control arms 4/3·tan(π/8) ≈ 0.5523 of the radius (the
    /// standard Bézier circle), which a `.circular` corner has always been.
    static let quarterCircle: [CGPoint] = [
        CGPoint(x: 1, y: 0), CGPoint(x: 1 - 0.5522847498, y: 0), CGPoint(x: 0, y: 1 - 0.5522847498), CGPoint(x: 0, y: 1),
    ]

    /// The corner blended `smoothness` of the way from `circular` to `full`.
    static func points(smoothness: CGFloat) -> [CGPoint] {
        guard smoothness < 1 else { return full }
        return zip(circular, full).map { circle, continuous in
            CGPoint(x: circle.x + (continuous.x - circle.x) * smoothness, y: circle.y + (continuous.y - circle.y) * smoothness)
        }
    }
}

import Foundation

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: draws the view as if turned in
/// space about an axis through a point of its frame, seen in perspective.
///
/// How SwiftUI builds the matrix (as OpenSwiftUI's reverse-engineered `_Rotation3DEffect`
/// shows, checked there against SwiftUI's own numbers): the camera looks at the view from a
/// distance d = max(width, height) / perspective — so `perspective: 1`, the default, puts it one
/// view size away, and larger values bring it closer and deepen the effect. A point (x, y) of
/// the view (z = 0) is
/// 1. moved so that the anchor, (anchor in the frame, anchorZ), is the origin;
/// 2. turned by `angle` about the axis (the right-hand rule in x right, y down, z toward the
///    viewer: a positive turn about y takes the trailing edge away, as SwiftUI draws it);
/// 3. projected: w = 1 − z / d, so what moved toward the viewer grows and what moved away
///    shrinks;
/// 4. moved back by the anchor (times w, in homogeneous coordinates),
/// and drawn at (X / w, Y / w). Each step is linear in (x, y, 1), so the whole is one 3×3
/// `ProjectionTransform`.
///
/// Design boundary: right-to-left layouts, which SwiftUI mirrors the rotation for, are not
/// modelled (Cutaway lays out left to right).
nonisolated struct _Rotation3DEffect: GeometryEffect {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    // As SwiftUI's: every parameter animates.
    var animatableData: AnimatablePair<
        AnimatablePair<Angle.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>,
        AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
    > {
        get {
            AnimatablePair(
                AnimatablePair(angle.animatableData, AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z))),
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective)))
        }
        set {
            angle.animatableData = newValue.first.first
            axis = (newValue.first.second.first, newValue.first.second.second.first, newValue.first.second.second.second)
            anchor.animatableData = newValue.second.first
            (anchorZ, perspective) = (newValue.second.second.first, newValue.second.second.second)
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let (ax, ay, az) = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        let r = rotation
        // −1/d; a view of no size, or no perspective, is seen from infinitely far: no depth.
        let k = -perspective / max(size.width, size.height)
        let depth = k.isFinite ? k : 0
        var m = ProjectionTransform()
        // w = 1 + k·z after the turn, z = r[2]·(x − ax, y − ay, −az).
        m.m13 = depth * r[2][0]
        m.m23 = depth * r[2][1]
        m.m33 = 1 + depth * (-r[2][0] * ax - r[2][1] * ay - r[2][2] * az)
        // X = x after the turn + ax·w, Y likewise.
        m.m11 = r[0][0] + ax * m.m13
        m.m21 = r[0][1] + ax * m.m23
        m.m31 = -r[0][0] * ax - r[0][1] * ay - r[0][2] * az + ax * m.m33
        m.m12 = r[1][0] + ay * m.m13
        m.m22 = r[1][1] + ay * m.m23
        m.m32 = -r[1][0] * ax - r[1][1] * ay - r[1][2] * az + ay * m.m33
        return m
    }

    /// The turn as a matrix acting on column vectors (Rodrigues' formula,
    /// R = cos θ·I + sin θ·[u]× + (1 − cos θ)·u·uᵀ for the unit axis u); an axis of no length
    /// turns nothing.
    private var rotation: [[CGFloat]] {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
        let t = 1 - c
        return [
            [c + t * x * x, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, c + t * y * y, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, c + t * z * z],
        ]
    }
}

/// `projectionEffect(_:)`: draws the view through a projective transform of its own
/// coordinates. Not animatable, as in SwiftUI.
nonisolated struct _ProjectionEffect: GeometryEffect {
    var transform: ProjectionTransform

    func effectValue(size: CGSize) -> ProjectionTransform {
        transform
    }
}

nonisolated extension View {
    /// Draws this view turned by `angle` about `axis` through `anchor` (at depth `anchorZ`),
    /// in perspective from a distance of the view's larger side divided by `perspective`.
    /// Layout does not change.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws this view through `transform`, applied to its own coordinates (see
    /// `ProjectionTransform`). Layout does not change.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}

nonisolated extension _Rotation3DEffect: VisualEffectLink, @unchecked Sendable {
    // @unchecked: its axis is a tuple of numbers, which the compiler does not see as Sendable.
    var renderEffect: RenderEffect { .geometry(AnyGeometryEffect(self)) }
}

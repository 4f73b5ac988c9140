import Foundation

/// A modifier that moves, scales, rotates or otherwise transforms how its view is drawn,
/// without changing its layout: the view keeps its frame, and its parent lays out around the
/// frame as if nothing were applied.
///
/// As in SwiftUI, `effectValue(size:)` gives the transform in the view's own coordinates (the
/// origin at its top-leading corner, `size` its laid-out size), and an effect is `Animatable`:
/// inside an animated transaction its `animatableData` moves to the new value frame by frame,
/// and `effectValue(size:)` is asked again at each frame. `offset`, `scaleEffect`,
/// `rotationEffect` and `transformEffect` are effects of this kind.
///
/// A transform that is not affine (a perspective, as `rotation3DEffect` makes) is drawn as a
/// true projection (`DisplayEffect.projection`), and the geometry reports the box around the
/// projected frame.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// The nodes of `content`, each drawn through this effect sampled at the current time.
    func makeEffectNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let depth = context.modifierDepth
        let sampled = context.animated(self, key: depth < geometryEffectKeys.count ? geometryEffectKeys[depth] : "geometryEffect\(depth)")
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.effect(.geometry(AnyGeometryEffect(sampled))))
        }
        return nodes
    }
}

/// The keys of geometry effects' animated values at the first modifier depths, made once:
/// a keyframed effect is resolved on every frame.
private let geometryEffectKeys = (0..<16).map { "geometryEffect\($0)" }

/// A geometry effect kept on a node: compared as a value, so that a node whose effect did not
/// change is the same node (see `structurallyEqual`).
struct AnyGeometryEffect: Equatable {
    let effect: any GeometryEffect

    init(_ effect: any GeometryEffect) {
        self.effect = effect
    }

    /// The effect's transform for a view whose frame is `frame`, in the frame's coordinates
    /// (the effect's own coordinates moved to the frame's origin).
    func transform(in frame: CGRect) -> ProjectionTransform {
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let toFrame = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        return toLocal.concatenating(effect.effectValue(size: frame.size)).concatenating(toFrame)
    }

    static func == (lhs: AnyGeometryEffect, rhs: AnyGeometryEffect) -> Bool {
        structurallyEqual(lhs.effect, rhs.effect)
    }
}

/// `offset(_:)`: moves the view's drawing by a distance.
nonisolated struct _OffsetEffect: GeometryEffect {
    var offset: CGSize

    var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// `scaleEffect(_:anchor:)`: scales the view's drawing about a point of its frame.
nonisolated struct _ScaleEffect: GeometryEffect {
    var scale: CGSize
    var anchor: UnitPoint

    var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { (scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: CGRect(origin: .zero, size: size))))
    }
}

/// `rotationEffect(_:anchor:)`: turns the view's drawing about a point of its frame.
nonisolated struct _RotationEffect: GeometryEffect {
    var angle: Angle
    var anchor: UnitPoint

    var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { (angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // Positive angles turn clockwise on screen.
        ProjectionTransform(CGAffineTransform(rotationAngle: angle.radians).about(anchor.point(in: CGRect(origin: .zero, size: size))))
    }
}

/// `transformEffect(_:)`: draws the view through an affine transform of its own coordinates.
/// Not animatable, as in SwiftUI.
nonisolated struct _AffineTransformEffect: GeometryEffect {
    var transform: CGAffineTransform

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform)
    }
}

nonisolated extension View {
    /// Draws this view moved by `offset`, keeping its place in the layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws this view moved by `x` and `y` points, keeping its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Draws this view scaled by `scale` (horizontally and vertically) about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws this view scaled by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
    }

    /// Draws this view scaled by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Draws this view turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws this view through `transform`, applied to its own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_AffineTransformEffect(transform: transform))
    }
}

// The effects a `VisualEffect` chain can hold (Sendable where they are declared).
nonisolated extension _OffsetEffect: VisualEffectLink {
    var renderEffect: RenderEffect { .geometry(AnyGeometryEffect(self)) }
}

nonisolated extension _ScaleEffect: VisualEffectLink {
    var renderEffect: RenderEffect { .geometry(AnyGeometryEffect(self)) }
}

nonisolated extension _RotationEffect: VisualEffectLink {
    var renderEffect: RenderEffect { .geometry(AnyGeometryEffect(self)) }
}

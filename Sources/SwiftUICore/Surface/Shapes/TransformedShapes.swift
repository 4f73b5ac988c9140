import Foundation

// Shapes moved, turned, scaled or transformed inside their frame, as SwiftUI's shape modifiers
// make them. Unlike the view modifiers `offset`, `rotationEffect` and `scaleEffect`, these are
// still shapes: they can be trimmed, stroked and filled afterwards.

/// A shape moved by `offset` (it animates).
nonisolated public struct OffsetShape<Content: Shape>: Shape, PrimitiveView {
    public var shape: Content
    public var offset: CGSize

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape turned by `angle` about `anchor` of its frame (both animate).
nonisolated public struct RotatedShape<Content: Shape>: Shape, PrimitiveView {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set { (shape.animatableData, angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor.point(in: rect)))
    }
}

/// A shape scaled by `scale` about `anchor` of its frame (both animate).
nonisolated public struct ScaledShape<Content: Shape>: Shape, PrimitiveView {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set { (shape.animatableData, scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: rect)))
    }
}

/// A shape drawn through an affine transform of its path (not animatable, as in SwiftUI).
nonisolated public struct TransformedShape<Content: Shape>: Shape, PrimitiveView {
    public var shape: Content
    public var transform: CGAffineTransform

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

nonisolated extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape, PrimitiveView {
    private let base: any Shape

    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }
}

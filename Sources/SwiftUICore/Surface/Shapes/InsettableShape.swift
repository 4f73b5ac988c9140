import Foundation

/// A shape that can be drawn inset by an amount: what `strokeBorder` strokes, so that a line
/// stays inside the shape's frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape with its edges moved inward by `amount` points.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape drawn in its frame inset by `amount` (the frame itself stays).
nonisolated public struct _Inset<Base: Shape>: InsettableShape, PrimitiveView {
    public var base: Base
    public var amount: CGFloat

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }

    /// Inset by `amount`, or down to the frame's centre line where the frame is thinner than
    /// twice it (Foundation's `insetBy` would give a null rectangle at infinity).
    public func path(in rect: CGRect) -> Path {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return base.path(in: CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> {
        // A rounded rectangle inset again shrinks its corners again.
        let shrunk = (base as? any CornerInsettable)?.cornersShrunk(by: amount) as? Base
        return _Inset(base: shrunk ?? base, amount: self.amount + amount)
    }
}

nonisolated extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

nonisolated extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

nonisolated extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

nonisolated extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

nonisolated extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corner radius smaller by as much (the
    /// inset outline stays parallel to the original, as SwiftUI's does).
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
        _Inset(base: cornersShrunk(by: amount), amount: amount)
    }
}

/// A shape whose corners shrink by as much as it is inset, so that its outline stays parallel
/// to the original: a rounded rectangle's.
protocol CornerInsettable {
    func cornersShrunk(by amount: CGFloat) -> Self
}

nonisolated extension RoundedRectangle: CornerInsettable {
    func cornersShrunk(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.cornerSize = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return shape
    }
}

import Foundation

/// A rectangle with a radius of its own at each corner (SwiftUI, iOS 17).
///
/// Radii that do not fit (two on one side adding up to more than the side) are scaled down
/// together; continuous corners ease in as far as their sides leave room
/// (`Path+RoundedRect.swift`).
nonisolated public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }
}

nonisolated extension UnevenRoundedRectangle: InsettableShape {
    /// Inset by `amount`, each radius smaller by as much, so the outline stays parallel.
    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
        var shape = self
        let radii = cornerRadii
        shape.cornerRadii = RectangleCornerRadii(
            topLeading: max(0, radii.topLeading - amount), bottomLeading: max(0, radii.bottomLeading - amount),
            bottomTrailing: max(0, radii.bottomTrailing - amount), topTrailing: max(0, radii.topTrailing - amount))
        return _Inset(base: shape, amount: amount)
    }
}

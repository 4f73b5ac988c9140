import Foundation

/// A shape's outline drawn as a line: `Circle().stroke(lineWidth: 4)`.
///
/// Why a shape of its own and not a path: a stroke is drawn by the backends' own stroking
/// (Cairo's, an SVG `stroke`), which is what Core Graphics does on iOS, so caps, joins and
/// dashes come out as they do there. The node draws `shape`'s path with `style` in its
/// colour (see `DisplayListBuilder`). As in SwiftUI, the shape's animatable data and the
/// style's (width, miter limit, dash phase) animate together.
nonisolated public struct _StrokedShape<S: Shape>: Shape, PrimitiveView {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }

    /// The outline of the shape, which a stroke runs along (its centre line).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// A shape that may be a stroke: a stroked shape, or one made from a stroked shape (trimmed,
/// inset, moved, turned, scaled), whose path is then the line the stroke runs along.
protocol StrokingShape {
    /// How the shape's path is stroked; `nil`: it is filled.
    var strokeStyle: StrokeStyle? { get }
}

nonisolated extension _StrokedShape: StrokingShape {
    var strokeStyle: StrokeStyle? { style }
}

nonisolated extension _TrimmedShape: StrokingShape {
    var strokeStyle: StrokeStyle? { (shape as? any StrokingShape)?.strokeStyle }
}

nonisolated extension _Inset: StrokingShape {
    var strokeStyle: StrokeStyle? { (base as? any StrokingShape)?.strokeStyle }
}

nonisolated extension OffsetShape: StrokingShape {
    var strokeStyle: StrokeStyle? { (shape as? any StrokingShape)?.strokeStyle }
}

nonisolated extension RotatedShape: StrokingShape {
    var strokeStyle: StrokeStyle? { (shape as? any StrokingShape)?.strokeStyle }
}

nonisolated extension ScaledShape: StrokingShape {
    var strokeStyle: StrokeStyle? { (shape as? any StrokingShape)?.strokeStyle }
}

nonisolated extension TransformedShape: StrokingShape {
    var strokeStyle: StrokeStyle? { (shape as? any StrokingShape)?.strokeStyle }
}

nonisolated extension Shape {
    /// The shape's outline, stroked with `style` in the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline, stroked `lineWidth` points wide in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, stroked with `style` in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, style: style).fill(content)
    }

    /// The shape's outline, stroked `lineWidth` points wide in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)).fill(content)
    }
}

nonisolated extension InsettableShape {
    /// The shape's outline stroked inside its frame: the shape inset by half the line width,
    /// stroked, so the line's outer edge lies on the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

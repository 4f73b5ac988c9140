import Foundation

/// A 2D shape that fills the space it is offered.
nonisolated public protocol Shape: View, Animatable where Body == Never {
    nonisolated func path(in rect: CGRect) -> Path
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with `style` instead of the foreground style.
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        FilledShape(shape: self, style: AnyShapeStyle(style))
    }

    /// The path of a view of this shape laid out at `frame`, in the frame's space.
    ///
    /// SwiftUI asks a shape for its path in the view's own space, a rectangle at the origin the
    /// size of the view (`CGRect(origin: .zero, size: frame.size)`), and draws that path where
    /// the view is: a shape that draws from (0, 0), as a clock's hand or a slider's thumb does,
    /// starts at the view's top-left corner, not the screen's. Everything that draws, clips or
    /// hit-tests with a view's shape asks through here.
    func path(placedAt frame: CGRect) -> Path {
        let path = path(in: CGRect(origin: .zero, size: frame.size))
        return frame.origin == .zero ? path : path.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// A shape filled with an explicit style.
nonisolated struct FilledShape<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let shape: S
    let style: AnyShapeStyle

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(shape, fill: ShapeFill(style, in: context.environment))]
    }
}

extension PrimitiveView where Self: Shape {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.shapeLeaf(self, fill: nil)]
    }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner size animates, as in SwiftUI.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
}

/// A rectangle whose shorter sides are half circles.
///
/// Its style is `.circular` unless given, as in SwiftUI; either way the ends are half circles,
/// since a continuous corner of half the side has no room to ease in (`Path+RoundedRect.swift`).
nonisolated public struct Capsule: Shape, PrimitiveView {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

/// A circle centred in its frame, as large as the frame's shorter side.
nonisolated public struct Circle: Shape, PrimitiveView {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape, PrimitiveView {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal corner sizes).
    case circular
    /// Apple's continuous-curvature corner, which eases in from 1.528665 radii along each side
    /// (`Path+RoundedRect.swift`).
    case continuous
}

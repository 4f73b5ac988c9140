import Foundation

/// The shape of the container the view is in, set with `containerShape(_:)`.
///
/// In SwiftUI a widget, a button's bezel or a `containerShape(_:)` gives its content a shape to
/// follow; where none is set the shape is a rectangle. Cutaway has no widgets or bezels, so the
/// shape is the one the nearest `containerShape(_:)` above set, drawn in the view's own frame,
/// or a rectangle.
///
/// Design boundaries: SwiftUI draws the container's shape inset by the view's distance from the
/// container's edges (a concentric corner); Cutaway draws it in the view's frame as it is. The
/// shape is found when the view is filled or drawn as a view; a `ContainerRelativeShape` given
/// to `clipShape`, `stroke` or a `Path` is the rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape, PrimitiveView {
    public init() {}

    /// The rectangle: SwiftUI's shape where no container shape is set.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> { _Inset(base: self, amount: amount) }
}

/// The shape `containerShape(_:)` puts in the environment.
struct ContainerShapeValue {
    var shape: any InsettableShape
}

/// A shape that stands for another one, found in the environment where it is drawn.
protocol EnvironmentDependentShape {
    /// The shape to draw in `environment`.
    func resolvedShape(in environment: EnvironmentValues) -> any InsettableShape
}

nonisolated extension ContainerRelativeShape: EnvironmentDependentShape {
    func resolvedShape(in environment: EnvironmentValues) -> any InsettableShape {
        environment.containerShape?.shape ?? Rectangle()
    }
}

nonisolated extension _Inset: EnvironmentDependentShape where Base: EnvironmentDependentShape {
    func resolvedShape(in environment: EnvironmentValues) -> any InsettableShape {
        base.resolvedShape(in: environment).inset(by: amount)
    }
}

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape` takes in this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, ContainerShapeValue(shape: shape))
    }
}

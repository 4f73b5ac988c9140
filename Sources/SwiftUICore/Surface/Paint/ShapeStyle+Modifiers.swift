import Foundation

// Styles made from styles: `style.opacity(0.5)` and the hierarchy levels of a style,
// `.fill.secondary`, `Color.red.tertiary`.

/// `base` at `opacity` times its own.
struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var opacity: Double

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        var resolved = base.resolve(in: environment)
        resolved.opacity *= opacity
        return resolved
    }
}

/// A style that paints as some other fill: a colour or a gradient.
protocol ShapeFillConvertible {
    func shapeFill(in environment: EnvironmentValues) -> ShapeFill
}

extension _OpacityShapeStyle: ShapeFillConvertible {
    /// A colour at the opacity, or the gradient with every stop at it.
    func shapeFill(in environment: EnvironmentValues) -> ShapeFill {
        switch ShapeFill(base, in: environment) {
        case .color(var color):
            color.opacity *= opacity
            return .color(color)
        case .gradient(let gradient):
            return .gradient(_OpacityGradientStyle(base: gradient, opacity: opacity))
        case .material(var material):
            // A material at an opacity: its tint fainter (its backdrop is still blurred).
            material.tint.opacity *= opacity
            return .material(material)
        }
    }
}

/// A gradient with every stop at `opacity` times its own: how a gradient's `opacity(_:)` paints.
struct _OpacityGradientStyle: GradientShapeStyle {
    var base: any GradientShapeStyle
    var opacity: Double

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        var resolved = base.resolve(in: environment)
        resolved.opacity *= opacity
        return resolved
    }

    func paint(in frame: CGRect, environment: EnvironmentValues) -> GradientPaint {
        var paint = base.paint(in: frame, environment: environment)
        paint.stops = paint.stops.map { stop in
            var stop = stop
            stop.color.opacity *= opacity
            return stop
        }
        return paint
    }
}

/// `base` at a lower level of the hierarchy (1 secondary, 2 tertiary, 3 quaternary).
///
/// The fills step through UIKit's four system fills, and the foreground and label styles
/// through its four label colours. Any other style keeps its colour at the opacities of the
/// label levels relative to the primary one (0.6, 0.3 and 0.18 in light appearance, 0.6, 0.3
/// and 0.16 in dark: `SystemColor`'s label alphas), Cutaway's estimate of SwiftUI's rule, which
/// Apple does not publish.
struct _HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var level: Int

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let levels: [SystemColor]
        switch base {
        case is FillShapeStyle:
            levels = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        case is HierarchicalShapeStyle where environment.foregroundStyle == nil,
             is ForegroundStyle where environment.foregroundStyle == nil:
            levels = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        default:
            let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            var resolved = base.resolve(in: environment)
            resolved.opacity *= labels[min(3, level)].resolve(environment.colorScheme).opacity
            return resolved
        }
        let start = (base as? HierarchicalShapeStyle)?.level ?? 0
        return Color(.system(levels[min(3, start + level)], opacity: 1)).resolve(in: environment)
    }
}

extension ShapeStyle {
    /// This style at `opacity` times its own.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// This style one level down its hierarchy.
    public var secondary: some ShapeStyle { _HierarchicalShapeStyleModifier(base: self, level: 1) }

    /// This style two levels down its hierarchy.
    public var tertiary: some ShapeStyle { _HierarchicalShapeStyleModifier(base: self, level: 2) }

    /// This style three levels down its hierarchy.
    public var quaternary: some ShapeStyle { _HierarchicalShapeStyleModifier(base: self, level: 3) }
}

/// A colour or style to draw text and shapes with.
public protocol ShapeStyle: Sendable {
    /// The style's colour in `environment`.
    func resolve(in environment: EnvironmentValues) -> Color.Resolved
}

extension Color: ShapeStyle {}

/// A level of the label colour hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let color: Color = switch level {
        case 0: .label
        case 1: .secondaryLabel
        case 2: .tertiaryLabel
        default: .quaternaryLabel
        }
        return color.resolve(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Every colour `Color` names, as a shape style (`.foregroundStyle(.indigo)`), as SwiftUI
/// declares them on `ShapeStyle where Self == Color`.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        style.resolve(in: environment)
    }
}

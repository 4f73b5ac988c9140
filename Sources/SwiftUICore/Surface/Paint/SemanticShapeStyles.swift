import Foundation

// The shape styles that name a role rather than a colour (`.tint`, `.foreground`,
// `.background`, `.separator`, `.placeholder`, `.link`, `.fill`), resolved where they are drawn
// from the environment and the appearance, as SwiftUI resolves them. Colours are UIKit's
// (`SystemColor`).

/// The environment's tint (`tint(_:)`), else its accent colour (`accentColor(_:)`), else
/// iOS's system blue.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        // A tint set to `.tint` itself would never resolve: it means the accent colour.
        if let tint = environment.tint, !(tint.style is TintShapeStyle) {
            return tint.resolve(in: environment)
        }
        return Color.accentColor.resolve(in: environment)
    }
}

extension TintShapeStyle: ShapeFillConvertible {
    /// A shape filled with `.tint` takes the tint's own fill: a gradient tint
    /// (`.tint(Gradient(colors:))`, as gauges are tinted) paints as that gradient.
    func shapeFill(in environment: EnvironmentValues) -> ShapeFill {
        if let tint = environment.tint, !(tint.style is TintShapeStyle) {
            return ShapeFill(tint.style, in: environment)
        }
        return .color(resolve(in: environment))
    }
}

/// The environment's foreground style (`foregroundStyle(_:)`), else the label colour.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        if let style = environment.foregroundStyle, !(style.style is ForegroundStyle) {
            return style.resolve(in: environment)
        }
        return Color.label.resolve(in: environment)
    }
}

/// The environment's background style (`backgroundStyle(_:)`), else the system background
/// colour (white in light appearance, black in dark).
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        if let style = environment.backgroundStyle, !(style.style is BackgroundStyle) {
            return style.resolve(in: environment)
        }
        return Color.systemBackground.resolve(in: environment)
    }
}

/// The colour of separators between items: UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.separator.resolve(in: environment)
    }
}

/// The colour of placeholder text: UIKit's `placeholderText`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color(.system(.placeholderText, opacity: 1)).resolve(in: environment)
    }
}

/// The colour of links: UIKit's `link`.
public struct LinkShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color(.system(.link, opacity: 1)).resolve(in: environment)
    }
}

/// The translucent overlay fills for shapes on a background: UIKit's `systemFill`, and its
/// secondary, tertiary and quaternary levels through `.fill.secondary` and so on.
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color(.system(.systemFill, opacity: 1)).resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

nonisolated extension View {
    /// Sets the tint that controls and `.tint` paint with.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the tint colour that controls and `.tint` paint with.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the accent colour (`Color.accentColor`, and `.tint` where no tint is set).
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }

    /// Sets the style `.background` paints with.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

import Foundation

/// A colour, fixed or semantic (resolved per colour scheme), usable as a view that fills its
/// frame and as a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Provider: Hashable, Sendable {
        case resolved(Resolved)
        case system(SystemColor, opacity: Double)
        /// The environment's accent colour (`accentColor(_:)`), or iOS's system blue.
        case accent(opacity: Double)
        /// A colour set of the app's asset catalogs, found by the graph's `ImageCatalog` when
        /// the colour is resolved.
        case named(String, bundle: URL?, opacity: Double)
    }

    let provider: Provider

    init(_ provider: Provider) {
        self.provider = provider
    }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        provider = .resolved(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// The colour set `name` of the asset catalogs in `bundle` (`nil`: the main bundle and the
    /// package's resources), found where `Image(name, bundle:)` finds images, in the colour
    /// scheme of the view that draws it. A name without a colour set draws nothing (clear),
    /// noted once (`ImageNotice.missingColor`).
    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .named(name, bundle: bundle?.bundleURL, opacity: 1)
    }

    /// A grey from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from sRGB components in 0…1 (the colour space is the only one Cutaway draws in).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from its hue (0…1 around the colour wheel, from red), saturation and
    /// brightness: the HSB (HSV) model's usual conversion to sRGB.
    /// A hue that is no angle (±∞, NaN) is red's, 0, as the wheel starts there.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces a `Color` can be given in (SwiftUI's names; Cutaway draws in sRGB,
    /// and takes the others' components as sRGB's).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        switch provider {
        case .resolved(var resolved):
            resolved.opacity *= opacity
            return Color(.resolved(resolved))
        case .system(let color, let current):
            return Color(.system(color, opacity: current * opacity))
        case .accent(let current):
            return Color(.accent(opacity: current * opacity))
        case .named(let name, let bundle, let current):
            return Color(.named(name, bundle: bundle, opacity: current * opacity))
        }
    }

    /// The colour's components in `environment`'s colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        switch provider {
        case .resolved(let resolved):
            return resolved
        case .system(let color, let opacity):
            var resolved = environment.isElevated
                ? color.resolveElevated(environment.colorScheme) : color.resolve(environment.colorScheme)
            resolved.opacity *= opacity
            return resolved
        case .accent(let opacity):
            // An accent colour set to `.accentColor` itself would never resolve: blue.
            var accent = Color.blue
            if let color = environment.accentColor, !color.isAccentColor { accent = color }
            var resolved = accent.resolve(in: environment)
            resolved.opacity *= opacity
            return resolved
        case .named(let name, let bundle, let opacity):
            // Without a graph's catalogue (a colour resolved on its own), nothing is searched.
            var resolved = environment.imageCatalog?.color(named: name, bundle: bundle, colorScheme: environment.colorScheme)
                ?? Color.clear.resolve(in: environment)
            resolved.opacity *= opacity
            return resolved
        }
    }

    /// Whether this is `accentColor` (at some opacity).
    private var isAccentColor: Bool {
        if case .accent = provider { true } else { false }
    }

    public var description: String {
        switch provider {
        case .resolved(let resolved): resolved.description
        case .system(let color, let opacity): opacity == 1 ? "\(color)" : "\(color).opacity(\(opacity))"
        case .accent(let opacity): opacity == 1 ? "accentColor" : "accentColor.opacity(\(opacity))"
        case .named(let name, _, let opacity): opacity == 1 ? "\"\(name)\"" : "\"\(name)\".opacity(\(opacity))"
        }
    }

    /// Concrete sRGB components.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// A colour from 8-bit components and an opacity.
        init(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) {
            self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
        }

        public var description: String {
            func byte(_ value: Double) -> String {
                let byte = Int((min(1, max(0, value)) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            return "#" + byte(red) + byte(green) + byte(blue) + (opacity == 1 ? "" : byte(opacity))
        }
    }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(.system(.red, opacity: 1))
    public static let orange = Color(.system(.orange, opacity: 1))
    public static let yellow = Color(.system(.yellow, opacity: 1))
    public static let green = Color(.system(.green, opacity: 1))
    public static let mint = Color(.system(.mint, opacity: 1))
    public static let teal = Color(.system(.teal, opacity: 1))
    public static let cyan = Color(.system(.cyan, opacity: 1))
    public static let blue = Color(.system(.blue, opacity: 1))
    public static let indigo = Color(.system(.indigo, opacity: 1))
    public static let purple = Color(.system(.purple, opacity: 1))
    public static let pink = Color(.system(.pink, opacity: 1))
    public static let brown = Color(.system(.brown, opacity: 1))
    public static let gray = Color(.system(.gray, opacity: 1))
    /// The primary label colour.
    public static let primary = Color(.system(.label, opacity: 1))
    /// The secondary label colour.
    public static let secondary = Color(.system(.secondaryLabel, opacity: 1))
    /// The accent colour: the environment's (`accentColor(_:)`), else iOS's system blue (an
    /// app without an `AccentColor` asset).
    public static let accentColor = Color(.accent(opacity: 1))

    // UIKit's semantic colours, named as in UIColor.
    public static let label = Color(.system(.label, opacity: 1))
    public static let secondaryLabel = Color(.system(.secondaryLabel, opacity: 1))
    public static let tertiaryLabel = Color(.system(.tertiaryLabel, opacity: 1))
    public static let quaternaryLabel = Color(.system(.quaternaryLabel, opacity: 1))
    public static let systemBackground = Color(.system(.systemBackground, opacity: 1))
    public static let secondarySystemBackground = Color(.system(.secondarySystemBackground, opacity: 1))
    public static let systemGroupedBackground = Color(.system(.systemGroupedBackground, opacity: 1))
    public static let secondarySystemGroupedBackground = Color(.system(.secondarySystemGroupedBackground, opacity: 1))
    public static let separator = Color(.system(.separator, opacity: 1))
    public static let opaqueSeparator = Color(.system(.opaqueSeparator, opacity: 1))
}

extension Color {
    /// A colour with UIKit's semantic name: `Color(.secondarySystemGroupedBackground)`, as
    /// SwiftUI's `Color(_ color: UIColor)` reads on iOS.
    public init(_ color: UIColor) {
        self = color.color
    }

    /// A colour from a UIKit colour (`Color(uiColor: .systemTeal)`).
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}

/// iOS's system and semantic colours, with their light and dark values
/// (UIKit's `UIColor` definitions, iOS 17; the fills, placeholder text, link, tertiary
/// backgrounds and greys 2–6 as UIKit resolves them in each appearance, tabled by Noah Gilmore,
/// noahgilmore.com/blog/dark-mode-uicolor-compatibility, unchanged through iOS 18).
enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case gray2, gray3, gray4, gray5, gray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator

    /// The colour in content raised above the screen (a sheet's: UIKit's elevated interface
    /// level), which in dark mode lifts the backgrounds a step, as UIKit's elevated variants do:
    /// the system background becomes #1C1C1E, the secondary #2C2C2E, the tertiary #3A3A3C.
    func resolveElevated(_ scheme: ColorScheme) -> Color.Resolved {
        guard scheme == .dark else { return resolve(scheme) }
        switch self {
        case .systemBackground, .systemGroupedBackground: return .init(28, 28, 30)
        case .secondarySystemBackground, .secondarySystemGroupedBackground: return .init(44, 44, 46)
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: return .init(58, 58, 60)
        default: return resolve(scheme)
        }
    }

    func resolve(_ scheme: ColorScheme) -> Color.Resolved {
        let isDark = scheme == .dark
        switch self {
        case .red: return isDark ? .init(255, 69, 58) : .init(255, 59, 48)
        case .orange: return isDark ? .init(255, 159, 10) : .init(255, 149, 0)
        case .yellow: return isDark ? .init(255, 214, 10) : .init(255, 204, 0)
        case .green: return isDark ? .init(48, 209, 88) : .init(52, 199, 89)
        case .mint: return isDark ? .init(99, 230, 226) : .init(0, 199, 190)
        case .teal: return isDark ? .init(64, 200, 224) : .init(48, 176, 199)
        case .cyan: return isDark ? .init(100, 210, 255) : .init(50, 173, 230)
        case .blue: return isDark ? .init(10, 132, 255) : .init(0, 122, 255)
        case .indigo: return isDark ? .init(94, 92, 230) : .init(88, 86, 214)
        case .purple: return isDark ? .init(191, 90, 242) : .init(175, 82, 222)
        case .pink: return isDark ? .init(255, 55, 95) : .init(255, 45, 85)
        case .brown: return isDark ? .init(172, 142, 104) : .init(162, 132, 94)
        case .gray: return .init(142, 142, 147)
        case .gray2: return isDark ? .init(99, 99, 102) : .init(174, 174, 178)
        case .gray3: return isDark ? .init(72, 72, 74) : .init(199, 199, 204)
        case .gray4: return isDark ? .init(58, 58, 60) : .init(209, 209, 214)
        case .gray5: return isDark ? .init(44, 44, 46) : .init(229, 229, 234)
        case .gray6: return isDark ? .init(28, 28, 30) : .init(242, 242, 247)
        case .placeholderText: return isDark ? .init(235, 235, 245, 0.3) : .init(60, 60, 67, 0.3)
        case .link: return isDark ? .init(9, 132, 255) : .init(0, 122, 255)
        case .systemFill: return isDark ? .init(120, 120, 128, 0.36) : .init(120, 120, 128, 0.2)
        case .secondarySystemFill: return isDark ? .init(120, 120, 128, 0.32) : .init(120, 120, 128, 0.16)
        case .tertiarySystemFill: return isDark ? .init(118, 118, 128, 0.24) : .init(118, 118, 128, 0.12)
        case .quaternarySystemFill: return isDark ? .init(118, 118, 128, 0.18) : .init(116, 116, 128, 0.08)
        case .tertiarySystemBackground: return isDark ? .init(44, 44, 46) : .init(255, 255, 255)
        case .tertiarySystemGroupedBackground: return isDark ? .init(44, 44, 46) : .init(242, 242, 247)
        case .label: return isDark ? .init(255, 255, 255) : .init(0, 0, 0)
        case .secondaryLabel: return isDark ? .init(235, 235, 245, 0.6) : .init(60, 60, 67, 0.6)
        case .tertiaryLabel: return isDark ? .init(235, 235, 245, 0.3) : .init(60, 60, 67, 0.3)
        case .quaternaryLabel: return isDark ? .init(235, 235, 245, 0.16) : .init(60, 60, 67, 0.18)
        case .systemBackground: return isDark ? .init(0, 0, 0) : .init(255, 255, 255)
        case .secondarySystemBackground: return isDark ? .init(28, 28, 30) : .init(242, 242, 247)
        case .systemGroupedBackground: return isDark ? .init(0, 0, 0) : .init(242, 242, 247)
        case .secondarySystemGroupedBackground: return isDark ? .init(28, 28, 30) : .init(255, 255, 255)
        case .separator: return isDark ? .init(84, 84, 88, 0.6) : .init(60, 60, 67, 0.29)
        case .opaqueSeparator: return isDark ? .init(56, 56, 58) : .init(198, 198, 200)
        }
    }
}

nonisolated extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.shape(Rectangle(), fill: .color(resolve(in: context.environment))), typeName: "Color")]
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

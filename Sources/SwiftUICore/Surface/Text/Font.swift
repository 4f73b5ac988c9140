import Foundation

/// A font: size, line height, weight, design, width, slant and features.
///
/// The text styles carry iOS's sizes and line heights at the default Dynamic Type size
/// ("Large"), from Apple's Human Interface Guidelines typography tables. A point is one canvas
/// unit; the text engine must lay a 17-pt font out 17 units tall per em, whatever its resolution.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The em size in points.
    public var size: CGFloat
    /// The distance between consecutive baselines, or `nil` for the font's own
    /// ascent + descent + line gap.
    public var lineHeight: CGFloat?
    public var weight: Weight
    public var design: Design
    /// The width, for families that have several (`Font.Width`).
    public var width: Width
    /// Whether the font is the italic of its family (`italic()`).
    public var isItalic: Bool
    /// Whether digits use tabular (equal) advances, so numbers do not jitter as they change.
    public var usesMonospacedDigits: Bool
    /// The text style this font came from, if any (for descriptions).
    public var textStyle: TextStyle?

    init(size: CGFloat, lineHeight: CGFloat?, weight: Weight, design: Design = .default, textStyle: TextStyle? = nil) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.design = design
        self.width = .standard
        self.isItalic = false
        self.usesMonospacedDigits = false
        self.textStyle = textStyle
    }

    /// A system font of `size` points (`nil` weight and design: regular and default, as in
    /// SwiftUI's iOS 16 signature, whose parameters are optional).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, lineHeight: nil, weight: weight ?? .regular, design: design ?? .default)
    }

    /// A system font for `style`, at the style's size, line height and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(size: style.size, lineHeight: style.lineHeight, weight: weight ?? style.weight, design: design ?? .default, textStyle: style)
        font.textStyle = style
        return font
    }

    /// A font named `name` at `size` points. Cutaway draws it in the system font at that size:
    /// an app's own font files are not registered (docs/fidelity.md).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        system(size: size)
    }

    /// A font named `name` at `size` points, scaled with `textStyle` under Dynamic Type (Cutaway
    /// lays out at the default size, where it is `size`); drawn in the system font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        system(size: size)
    }

    /// A font named `name` at `fixedSize` points, not scaled by Dynamic Type; drawn in the
    /// system font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        system(size: fixedSize)
    }

    // iOS text styles, size / line height / weight (HIG, "Large" Dynamic Type size).
    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// The font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font's italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with another width (`.condensed`, `.expanded`, …).
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// The fixed-width variant of the font: the monospaced design (SwiftUI: "the fixed-width
    /// variant of the current font, if it exists"; the system font's is SF Mono).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The font with tabular digits.
    public func monospacedDigit() -> Font {
        var font = self
        font.usesMonospacedDigits = true
        return font
    }

    public var description: String {
        var text = textStyle.map { ".\($0)" } ?? ".system(size: \(Double(size)))"
        if weight != textStyle?.weight ?? .regular { text += ".weight(.\(weight))" }
        if design != .default { text += ".design(.\(design))" }
        if width != .standard { text += ".width(\(width))" }
        if isItalic { text += ".italic()" }
        if usesMonospacedDigits { text += ".monospacedDigit()" }
        return text
    }

    /// A font weight, with the CSS/OpenType numeric weight it maps to.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// The OpenType `usWeightClass` value (100 thin … 900 black).
        public let value: Int

        public static let ultraLight = Weight(value: 200)
        public static let thin = Weight(value: 100)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        public var description: String {
            switch value {
            case 100: "thin"
            case 200: "ultraLight"
            case 300: "light"
            case 400: "regular"
            case 500: "medium"
            case 600: "semibold"
            case 700: "bold"
            case 800: "heavy"
            case 900: "black"
            default: "\(value)"
            }
        }
    }

    /// A font design. Cutaway maps `.default` and `.rounded` to Inter, `.serif` to DejaVu Serif
    /// and `.monospaced` to DejaVu Sans Mono (docs/fidelity.md, "Fonts").
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// The iOS text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default Dynamic Type size (HIG typography table).
        public var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Line height (leading) at the default Dynamic Type size (HIG typography table).
        public var lineHeight: CGFloat {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// Weight: semibold for the headline, regular for every other style (HIG).
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }
}

import Foundation

/// The modifiers that restyle a text and give back a `Text` (SwiftUI's own overloads on
/// `Text`), so that styled pieces can be joined with `+`. Each sets one field of the text's
/// `TextAttributes`; set again further out, the outer value wins (modifiers apply in order).
/// Those that also exist on any view (`View.bold()`, …) are environment writes instead
/// (`TextStyleModifiers.swift`); on a `Text` these, being more specific, are the ones chosen.
extension Text {
    /// The text in `font` (`nil`: the environment's).
    public func font(_ font: Font?) -> Text {
        modified { $0.font = font }
    }

    /// The text in `weight` (`nil`: unchanged).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modified { if let weight { $0.weight = weight } }
    }

    /// The text in `design` (`nil`: unchanged).
    public func fontDesign(_ design: Font.Design?) -> Text {
        modified { if let design { $0.design = design } }
    }

    /// The text in `width` (`nil`: unchanged).
    public func fontWidth(_ width: Font.Width?) -> Text {
        modified { if let width { $0.width = width } }
    }

    /// The text in bold.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// The text in bold if `isActive` (else as it is).
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// The text in italic.
    public func italic() -> Text {
        modified { $0.isItalic = true }
    }

    /// The text in italic if `isActive` (else as it is).
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// The text in the fixed-width variant of its font (the monospaced design) if `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? modified { $0.isMonospaced = true } : self
    }

    /// The text with digits of equal advance, so that numbers do not jitter as they change.
    public func monospacedDigit() -> Text {
        modified { $0.usesMonospacedDigits = true }
    }

    /// The text struck through (or not, if `isActive` is false), in `color` (`nil`: the
    /// text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// The text struck through with a line of `pattern` (drawn solid; see `Text.LineStyle`).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// The text underlined (or not, if `isActive` is false), in `color` (`nil`: the text's
    /// colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// The text underlined with a line of `pattern` (drawn solid; see `Text.LineStyle`).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// The text with `kerning` points added after each character.
    ///
    /// SwiftUI's kerning moves characters apart inside ligatures' reach, tracking adds space
    /// around each character; both add the amount after every character, so Cutaway adds
    /// both to Pango's letter spacing (see docs/fidelity.md, "Text styling").
    public func kerning(_ kerning: CGFloat) -> Text {
        modified { $0.kerning = kerning }
    }

    /// The text with `tracking` points added after each character (see `kerning(_:)`).
    public func tracking(_ tracking: CGFloat) -> Text {
        modified { $0.tracking = tracking }
    }

    /// The text raised `baselineOffset` points above the baseline (negative: lowered).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        modified { $0.baselineOffset = baselineOffset }
    }

    /// The text in `color` (`nil`: the environment's foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        modified { $0.foreground = color.map { AnyShapeStyle($0) } }
    }

    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modified { $0.foreground = AnyShapeStyle(style) }
    }
}

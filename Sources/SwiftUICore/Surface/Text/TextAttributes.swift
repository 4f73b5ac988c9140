import Foundation

/// What text modifiers set, each field `nil` (or `false`) where none did: the styling a `Text`
/// keeps for itself (`Text.bold()`, `Text.kerning(_:)`, …) and the styling views pass to the
/// texts below them through the environment (`View.bold()`, `View.kerning(_:)`, …).
///
/// Why one value for both: SwiftUI's text modifiers exist twice, on `Text` (returning `Text`,
/// so pieces joined with `+` keep their own) and on any view (iOS 16, an environment write).
/// Both say the same things; a text resolves its styling by laying its own attributes over the
/// environment's (`overlaid(by:)`), so the text's win, and a concatenation's outer modifiers
/// lie under each piece's, so a piece's own win.
///
/// Design boundaries: `bold(false)` and `italic(false)` set nothing (they add no styling;
/// they cannot take back a bold set further out), while `underline(false)` and
/// `strikethrough(false)` turn the line off, since a line is a setting, not an addition.
/// `fontWeight(nil)` and the other `nil` arguments leave the field as it was.
struct TextAttributes: Equatable, Sendable {
    /// `Text.font(_:)`: the font, in place of the environment's.
    var font: Font?
    /// `Text.foregroundColor(_:)`, `Text.foregroundStyle(_:)`: the colour, in place of the
    /// environment's foreground style.
    var foreground: AnyShapeStyle?
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var width: Font.Width?
    var isMonospaced = false
    var usesMonospacedDigits = false
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// `nil`: not set; `.some(nil)`: turned off.
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??

    /// These attributes with `inner`'s set fields in place of these (the flags: either's).
    func overlaid(by inner: TextAttributes) -> TextAttributes {
        var result = self
        result.font = inner.font ?? font
        result.foreground = inner.foreground ?? foreground
        result.weight = inner.weight ?? weight
        result.isItalic = isItalic || inner.isItalic
        result.design = inner.design ?? design
        result.width = inner.width ?? width
        result.isMonospaced = isMonospaced || inner.isMonospaced
        result.usesMonospacedDigits = usesMonospacedDigits || inner.usesMonospacedDigits
        result.kerning = inner.kerning ?? kerning
        result.tracking = inner.tracking ?? tracking
        result.baselineOffset = inner.baselineOffset ?? baselineOffset
        result.underline = inner.underline ?? underline
        result.strikethrough = inner.strikethrough ?? strikethrough
        return result
    }

    /// `base` (the environment's font, or `.body`) as these attributes change it: their own
    /// font in its place, then weight, slant, design, width and digits.
    func font(over base: Font) -> Font {
        var font = self.font ?? base
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        if let design { font.design = design }
        if isMonospaced { font.design = .monospaced }
        if let width { font.width = width }
        if usesMonospacedDigits { font.usesMonospacedDigits = true }
        return font
    }

    /// Compared by value; the foreground style as the runtime compares any value
    /// (`structurallyEqual`: a colour by `==`), since `AnyShapeStyle` is not `Equatable`.
    static func == (lhs: TextAttributes, rhs: TextAttributes) -> Bool {
        guard lhs.font == rhs.font, lhs.weight == rhs.weight, lhs.isItalic == rhs.isItalic, lhs.design == rhs.design,
              lhs.width == rhs.width, lhs.isMonospaced == rhs.isMonospaced,
              lhs.usesMonospacedDigits == rhs.usesMonospacedDigits, lhs.kerning == rhs.kerning,
              lhs.tracking == rhs.tracking, lhs.baselineOffset == rhs.baselineOffset,
              lhs.underline == rhs.underline, lhs.strikethrough == rhs.strikethrough
        else { return false }
        switch (lhs.foreground, rhs.foreground) {
        case (nil, nil): return true
        case (let left?, let right?): return structurallyEqual(left.style, right.style)
        default: return false
        }
    }
}

private enum TextAttributesKey: EnvironmentKey {
    static var defaultValue: TextAttributes { TextAttributes() }
}

extension EnvironmentValues {
    /// The text styling views set for the texts below them (`View.bold()`, `View.kerning(_:)`).
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

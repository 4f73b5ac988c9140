import Foundation

/// The styling of one stretch of a text request's string: what a text engine draws a piece of
/// `Text("a").bold() + Text("b")` or of `Text("**a** b")` with.
///
/// A request with no runs is its string in its font, unadorned, in the run's colour, as every
/// text was before styling existed, so unstyled text is laid out exactly as it was. A request
/// with runs has them cover its string, in order.
public struct _TextStyleRun: Hashable, Sendable {
    /// How many characters (`Character`s) of the string the run covers.
    public var length: Int
    public var font: Font
    /// The run's colour (`nil`: the colour of the `TextRun` drawing the text).
    public var color: Color.Resolved?
    /// Points added after each character (`Text.kerning(_:)`, `Text.tracking(_:)`: both, added).
    public var letterSpacing: CGFloat
    /// Points the run is raised above the baseline (negative: lowered).
    public var baselineOffset: CGFloat
    public var underline: _TextDecoration?
    public var strikethrough: _TextDecoration?

    public init(
        length: Int, font: Font, color: Color.Resolved? = nil, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
        underline: _TextDecoration? = nil, strikethrough: _TextDecoration? = nil
    ) {
        self.length = length
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The run scaled by `factor`: font size, line height, spacing and offset (a text shrunk
    /// by `minimumScaleFactor(_:)` shrinks as a whole).
    func scaled(by factor: CGFloat) -> TextStyleRun {
        var run = self
        run.font = font.scaled(by: factor)
        run.letterSpacing *= factor
        run.baselineOffset *= factor
        return run
    }
}

/// An underline or strikethrough, solid (see `Text.LineStyle`), in `color` (`nil`: the colour
/// of the `TextRun` drawing the text).
public struct _TextDecoration: Hashable, Sendable {
    public var color: Color.Resolved?

    public init(color: Color.Resolved? = nil) {
        self.color = color
    }
}

extension Font {
    /// The font `factor` times as large, its line height too.
    func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.size *= factor
        font.lineHeight = lineHeight.map { $0 * factor }
        return font
    }
}

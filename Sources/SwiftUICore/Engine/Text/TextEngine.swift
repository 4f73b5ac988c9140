import Foundation

/// Measures and shapes text. The core lays text out through this protocol and never imports
/// a text library: `CutawayRender` provides the Pango implementation, and layout tests may use
/// a deterministic stand-in.
public protocol _TextEngine: AnyObject {
    /// Lays `request.string` out and returns its size and baselines.
    func measure(_ request: _TextLayoutRequest) -> _TextLayoutResult
    /// The metrics of `font`, used for text's spacing preferences.
    func metrics(of font: Font) -> _FontMetrics
    /// The x offset of each character boundary of the text's first line, from the left of
    /// the text's frame: `string.count + 1` values, the first 0. For rolling digits.
    func characterOffsets(_ request: _TextLayoutRequest) -> [CGFloat]
    /// The glyph of the symbol font (the icon font symbols are drawn with) at `codepoint`,
    /// or `nil` where the engine has no such glyph.
    func symbolGlyph(_ codepoint: UInt32) -> _SymbolGlyph?
}

extension TextEngine {
    /// Equal shares of the measured width: right for monospaced text, an estimate otherwise.
    public func characterOffsets(_ request: _TextLayoutRequest) -> [CGFloat] {
        let width = measure(request).size.width
        let count = max(1, request.string.count)
        return (0...request.string.count).map { width * CGFloat($0) / CGFloat(count) }
    }

    /// No symbol font: symbols draw as placeholders.
    public func symbolGlyph(_ codepoint: UInt32) -> _SymbolGlyph? { nil }
}

/// A glyph of the symbol font, in ems: its outline with x from the glyph's origin and y down
/// from the top of its em square (the icon font's em square is its design grid: its ascent
/// is one em and its descent none), and its advance.
public struct _SymbolGlyph: Equatable, Sendable {
    public var outline: Path
    public var advance: CGFloat

    public init(outline: Path, advance: CGFloat) {
        self.outline = outline
        self.advance = advance
    }
}

/// Everything that determines how a string is laid out. Equal requests give equal layouts,
/// so a request is also the key of every text cache.
public struct _TextLayoutRequest: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// The width to wrap at, or `nil` to lay the text out on as few lines as its newlines allow.
    public var width: CGFloat?
    /// The most lines to show (`nil`: no limit). Excess text is truncated with an ellipsis.
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    /// The styling of the string's pieces, in order, covering it; empty for a text in `font`
    /// alone (see `TextStyleRun`). With runs, `font` is the largest run's: it sets the lines'
    /// height and the text's baselines.
    public var runs: [_TextStyleRun]

    public init(
        string: String, font: Font, width: CGFloat? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, truncationMode: Text.TruncationMode = .tail, runs: [_TextStyleRun] = []
    ) {
        self.string = string
        self.font = font
        self.runs = runs
        self.width = width
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
    }
}

/// A text engine's own shaped layout of one request, which the core carries from measuring to
/// drawing without looking inside it.
///
/// Why: measuring a text shapes it (finds its glyphs and their positions), which is most of
/// what drawing it costs. A result that keeps the engine's layout lets the backend that knows
/// the engine draw that very layout, so a frame's text is shaped once, however full the
/// engine's caches are. An engine that only measures (a test's stand-in) makes none.
public protocol _ShapedText: AnyObject, Sendable {}

/// The measured layout of a string, in points.
public struct _TextLayoutResult: Hashable, Sendable {
    /// The width of the widest line, and the lines' height: from the first line's ascent to
    /// the last line's descent (`FontMetrics.height(lineCount:)`).
    public var size: CGSize
    /// The distance from the top to the first line's baseline: the font's ascent.
    public var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    public var lineCount: Int
    /// Whether text was cut off by the line limit or the available height.
    public var isTruncated: Bool
    /// The engine's shaped layout, for drawing without shaping again (`nil` if the engine
    /// made none). Not part of the result's value: equal requests shape alike.
    public var shapedText: (any _ShapedText)?

    public init(
        size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool,
        shapedText: (any _ShapedText)? = nil
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.shapedText = shapedText
    }

    public static func == (lhs: _TextLayoutResult, rhs: _TextLayoutResult) -> Bool {
        lhs.size == rhs.size && lhs.firstBaseline == rhs.firstBaseline && lhs.lastBaseline == rhs.lastBaseline
            && lhs.lineCount == rhs.lineCount && lhs.isTruncated == rhs.isTruncated
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(firstBaseline)
        hasher.combine(lastBaseline)
        hasher.combine(lineCount)
        hasher.combine(isTruncated)
    }
}

/// Vertical metrics of a font at its size, in points.
public struct _FontMetrics: Hashable, Sendable {
    /// Height above the baseline.
    public var ascent: CGFloat
    /// Depth below the baseline (positive).
    public var descent: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat
    /// The distance between baselines used for this font (the style's line height).
    public var lineHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, lineHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
        self.lineHeight = lineHeight
    }

    /// Extra space the line height adds beyond ascent + descent (never negative).
    public var leading: CGFloat { max(0, lineHeight - ascent - descent) }

    /// The space a line box of `lineHeight` has above the ascent: half the difference, as
    /// Pango and CSS place it (negative when the line height is less than ascent + descent).
    public var halfLeading: CGFloat { (lineHeight - ascent - descent) / 2 }

    /// The distance from the top of a text's frame to the top of its capitals.
    public var capTopInset: CGFloat { ascent - capHeight }

    /// The distance from the last baseline to the bottom of a text's frame.
    public var baselineBottomInset: CGFloat { descent }

    /// The height of `lineCount` lines of text, as iOS gives it: from the first line's ascent
    /// to the last line's descent, the lines `lineHeight` apart.
    ///
    /// Why: one line of `.body` on iOS is 20.33 pt tall, San Francisco's own ascent + descent
    /// at 17 pt (1.193 em, rounded up to the pixel), not the text style's 22-pt leading; the
    /// leading shows only between lines (`Font.TextStyle.lineHeight`, the HIG's table).
    public func height(lineCount: Int) -> CGFloat {
        ascent + descent + CGFloat(max(1, lineCount) - 1) * lineHeight
    }

    /// The most lines whose height (`height(lineCount:)`) fits in `height`: at least one. A
    /// tolerance of 1/1000 pt absorbs rounding in heights computed from line counts.
    public func lineCount(fitting height: CGFloat) -> Int {
        let further = (height + 0.001 - ascent - descent) / lineHeight
        guard further > 0 else { return 1 }
        // (A zero line height fits any number: a million lines is more than a canvas shows.)
        return Int(min(further, 1_000_000).rounded(.down)) + 1
    }
}

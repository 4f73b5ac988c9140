import Foundation
import Testing
@testable import SwiftUICore

/// The inline markdown of a key, against CommonMark's own examples (spec 0.31.2, "Emphasis and
/// strong emphasis", "Code spans", "Links", "Backslash escapes"; the example numbers are the
/// spec's) and GFM's strikethrough: each expected split is what the spec's HTML shows.
struct InlineMarkdownTests {
    typealias Style = InlineMarkdown.Style
    static let bold = Style(isBold: true), italic = Style(isItalic: true), plain = Style()
    static let struck = Style(isStrikethrough: true), code = Style(isCode: true)

    /// The pieces of a literal key, as (string, style).
    func parsed(_ key: String) -> [(String, Style)] {
        InlineMarkdown.pieces(of: [.verbatim(key)]).map { piece in (piece.segments.string(in: Locale(identifier: "en_US")), piece.style) }
    }

    func expect(_ key: String, _ expected: [(String, Style)], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = parsed(key)
        #expect(result.map(\.0) == expected.map(\.0), "\(key)", sourceLocation: sourceLocation)
        #expect(result.map(\.1) == expected.map(\.1), "\(key)", sourceLocation: sourceLocation)
    }

    @Test func emptyAndPlainTextAreOnePlainPieceOrNone() {
        expect("", [])
        expect("plain", [("plain", Self.plain)])
    }

    @Test func starsAndUnderscoresMakeItalicAndBold() {
        expect("*foo bar*", [("foo bar", Self.italic)])             // example 350
        expect("_foo bar_", [("foo bar", Self.italic)])             // example 356
        expect("**foo bar**", [("foo bar", Self.bold)])             // example 378
        expect("__foo bar__", [("foo bar", Self.bold)])             // example 384
        expect("a **b** c", [("a ", Self.plain), ("b", Self.bold), (" c", Self.plain)])
    }

    @Test func delimitersMustFlankTheirText() {
        expect("a * foo bar*", [("a * foo bar*", Self.plain)])      // example 352: not left-flanking
        expect("* a *", [("* a *", Self.plain)])
        expect("foo*bar*", [("foo", Self.plain), ("bar", Self.italic)]) // example 356's * form: intraword is fine
        expect("foo_bar_", [("foo_bar_", Self.plain)])              // example 365: _ not inside words
        expect("snake_case_name", [("snake_case_name", Self.plain)])
    }

    @Test func nestingCombinesStyles() {
        expect("***strong emph***", [("strong emph", Style(isBold: true, isItalic: true))])        // example 413
        expect("*foo **bar** baz*", [("foo ", Self.italic), ("bar", Style(isBold: true, isItalic: true)), (" baz", Self.italic)]) // example 420-ish
        expect("**foo *bar* baz**", [("foo ", Self.bold), ("bar", Style(isBold: true, isItalic: true)), (" baz", Self.bold)])
        expect("~~**a**~~", [("a", Style(isBold: true, isStrikethrough: true))])
    }

    @Test func unmatchedMarkersStayAsWritten() {
        expect("**foo*", [("*", Self.plain), ("foo", Self.italic)])  // example 441
        expect("*foo**", [("foo", Self.italic), ("*", Self.plain)])  // example 452
        expect("**open", [("**open", Self.plain)])
        expect("2 * 3 = 6", [("2 * 3 = 6", Self.plain)])
        expect("`unclosed", [("`unclosed", Self.plain)])
        expect("[no link]", [("[no link]", Self.plain)])
        expect("[text](has space)", [("[text](has space)", Self.plain)])
    }

    @Test func theRuleOfThreeKeepsAnIntrawordRunApart() {
        // Example 411: "*foo**bar*" is one italic "foo**bar": the inner run can open and
        // close, and 1 + 2 is a multiple of 3.
        expect("*foo**bar*", [("foo**bar", Self.italic)])
    }

    @Test func backslashesEscapePunctuation() {
        expect(#"\*not italic\*"#, [("*not italic*", Self.plain)])  // example 12
        expect(#"a\b"#, [(#"a\b"#, Self.plain)])                     // example 13: not punctuation
        expect(#"\\*a*"#, [(#"\"#, Self.plain), ("a", Self.italic)])
    }

    @Test func codeSpansAreMonospacedAndNotParsed() {
        expect("`foo`", [("foo", Self.code)])                        // example 328
        expect("``a ` b``", [("a ` b", Self.code)])
        expect("`*not italic*`", [("*not italic*", Self.code)])      // example 341's point
        expect("run `ls` now", [("run ", Self.plain), ("ls", Self.code), (" now", Self.plain)])
    }

    @Test func tildesStrikeThroughWithRunsOfEqualLength() {
        expect("~~gone~~", [("gone", Self.struck)])
        expect("~gone~", [("gone", Self.struck)])
        expect("~~a~", [("~~a~", Self.plain)])
        expect("~~~a~~~", [("~~~a~~~", Self.plain)])
    }

    @Test func linksKeepTheirDestinationAndMayHoldEmphasis() {
        let link = Style(link: "https://example.com")
        expect("[site](https://example.com)", [("site", link)])
        expect("see [**bold** site](https://example.com)!", [
            ("see ", Self.plain), ("bold", Style(isBold: true, link: "https://example.com")), (" site", link), ("!", Self.plain),
        ])
        expect("[a [b](u) c]", [("[a ", Self.plain), ("b", Style(link: "u")), (" c]", Self.plain)])
    }

    @Test func valuesAreOpaquePiecesThatCountAsLetters() {
        // "**\(count)**": the number is bold, and flanks the stars as a letter would.
        let count = TextSegment.formatted(SpecifiedArgument(value: 1000, specifier: "%lld"))
        let pieces = InlineMarkdown.pieces(of: [.verbatim("**"), count, .verbatim("** left")])
        #expect(pieces == [InlineMarkdown.Piece(segments: [count], style: Self.bold), InlineMarkdown.Piece(segments: [.verbatim(" left")], style: Self.plain)])
        // A value's own stars are no markup.
        let starred = TextSegment.formatted(InterpolatedString(string: "*a*"))
        #expect(InlineMarkdown.pieces(of: [starred]) == [InlineMarkdown.Piece(segments: [starred], style: Self.plain)])
    }

    @Test func aKeyWithoutMarkupCharactersIsNotParsed() {
        let text = InlineMarkdown.text(of: .verbatim("Hello, world"))
        #expect(text == Text(verbatim: "Hello, world"))
    }
}

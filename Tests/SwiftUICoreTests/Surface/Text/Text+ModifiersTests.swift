import Foundation
import Testing
@testable import SwiftUICore

/// Text modifiers give back a `Text`, pieces joined with `+` keep their own styling, markdown
/// in a literal makes styled pieces, and a text stays comparable by value. Expected runs are
/// built from the definitions: bold is `.bold` weight, kerning and tracking add, a piece's own
/// modifier wins over the concatenation's and the environment's.
struct TextModifiersTests {
    let red = Color.red.resolve(in: EnvironmentValues())
    let blue = Color.blue.resolve(in: EnvironmentValues())
    let label = Color.label.resolve(in: EnvironmentValues())

    /// The text run drawn for `view`'s one text.
    func run(_ view: some View) throws -> TextRun {
        let runs = try layOut(view).displayList.allItems.compactMap { item -> TextRun? in
            if case .text(let run, _) = item { return run }
            return nil
        }
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func textModifiersReturnText() {
        // Compiles only if each returns `Text` (joined with `+`, which only texts have).
        let text: Text = Text("a").bold() + Text("b").italic() + Text("c").fontWeight(.light).fontDesign(.serif)
            .fontWidth(.condensed) + Text("d").monospaced().monospacedDigit().kerning(1).tracking(1).baselineOffset(2)
            + Text("e").underline().strikethrough(color: .red).foregroundColor(.blue).foregroundStyle(.red)
            + Text("f").font(.title).bold(false).italic(false)
        #expect(text != Text("abcdef"))
    }

    @Test func anUnstyledTextHasNoRunsAndTheEnvironmentsFont() throws {
        let drawn = try run(Text("Plain").font(.title))
        #expect(drawn.request.runs.isEmpty)
        #expect(drawn.request.font == .title)
        #expect(drawn.color == label)
    }

    @Test func aTextStyledOnlyByFontAndColourHasNoRuns() throws {
        // A whole text bold and red is its font and colour, no runs: as plain text is drawn.
        let drawn = try run(Text("Bold").bold().foregroundColor(.red))
        #expect(drawn.request.runs.isEmpty)
        #expect(drawn.request.font == Font.body.weight(.bold))
        #expect(drawn.color == red)
    }

    @Test func concatenatedPiecesKeepTheirOwnColourAndFont() throws {
        let drawn = try run(Text("Total ").bold() + Text("12").foregroundColor(.red) + Text(" items"))
        #expect(drawn.request.string == "Total 12 items")
        #expect(drawn.request.runs == [
            TextStyleRun(length: 6, font: Font.body.weight(.bold)),
            TextStyleRun(length: 2, font: .body, color: red),
            TextStyleRun(length: 6, font: .body),
        ])
        #expect(drawn.color == label, "pieces without a colour take the text's")
    }

    @Test func kerningAndTrackingAddAndLinesTakeTheirPiecesColour() throws {
        let drawn = try run(Text("a").kerning(1.5).tracking(2) + Text("b").underline().foregroundColor(.blue).baselineOffset(-3))
        #expect(drawn.request.runs == [
            TextStyleRun(length: 1, font: .body, letterSpacing: 3.5),
            TextStyleRun(length: 1, font: .body, color: blue, baselineOffset: -3, underline: TextDecoration(color: blue)),
        ])
    }

    @Test func theOuterModifierOfAChainWinsAndAPiecesOwnWinsOverTheConcatenations() throws {
        #expect(try run(Text("a").fontWeight(.light).bold()).request.font.weight == .bold)
        #expect(try run(Text("a").bold().fontWeight(.light)).request.font.weight == .light)
        let drawn = try run((Text("a").fontWeight(.light) + Text("b")).bold().foregroundColor(.red))
        #expect(drawn.request.runs.map(\.font.weight) == [.light, .bold])
        #expect(drawn.request.runs.map(\.color) == [red, red])
    }

    @Test func viewModifiersStyleTheTextsBelowAndATextsOwnWin() throws {
        let drawn = try run(VStack { Text("a") + Text("b").fontWeight(.light) }.bold().italic().kerning(2).font(.title))
        #expect(drawn.request.runs == [
            TextStyleRun(length: 1, font: Font.title.weight(.bold).italic(), letterSpacing: 2),
            TextStyleRun(length: 1, font: Font.title.weight(.light).italic(), letterSpacing: 2),
        ])
        // A text's own weight wins; further in, the inner write wins, and `underline(false)`
        // takes a line back.
        let inner = try run(VStack { Text("a").fontWeight(.heavy) }.fontWeight(.thin))
        #expect(inner.request.font.weight == .heavy)
        let turnedOff = try run(VStack { VStack { Text("a") }.underline(false) }.underline())
        #expect(turnedOff.request.runs.isEmpty)
    }

    @Test func monospacedUsesTheMonospacedDesignAndDigitsStayTabular() throws {
        #expect(try run(Text("1").monospaced()).request.font.design == .monospaced)
        #expect(try run(VStack { Text("1") }.monospacedDigit()).request.font.usesMonospacedDigits)
        #expect(try run(Text("1").fontDesign(.serif).fontWidth(.expanded)).request.font == Font.body.width(.expanded).designed(.serif))
    }

    @Test func markdownInALiteralIsStyledButNotInAStringOrVerbatim() throws {
        let styled = try run(Text("a **b** *c* ~~d~~ `e` [f](u)"))
        #expect(styled.request.string == "a b c d e f")
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        #expect(styled.request.runs == [
            TextStyleRun(length: 2, font: .body),
            TextStyleRun(length: 1, font: Font.body.weight(.bold)),
            TextStyleRun(length: 1, font: .body),
            TextStyleRun(length: 1, font: Font.body.italic()),
            TextStyleRun(length: 1, font: .body),
            TextStyleRun(length: 1, font: .body, strikethrough: TextDecoration()),
            TextStyleRun(length: 1, font: .body),
            TextStyleRun(length: 1, font: Font.body.monospaced()),
            TextStyleRun(length: 1, font: .body),
            TextStyleRun(length: 1, font: .body, color: accent),
        ])
        let string = "**b**"
        #expect(try run(Text(string)).request.string == "**b**")
        #expect(try run(Text(verbatim: "**b**")).request.string == "**b**")
        // Interpolated strings are values, not markup; the literal around them is.
        let name = "*x*"
        let bold = try run(Text("**\(name)**"))
        #expect(bold.request.string == "*x*")
        #expect(bold.request.font == Font.body.weight(.bold))
    }

    @Test func textCaseAppliesToEveryPiece() throws {
        let drawn = try run(VStack { Text("ab").bold() + Text("cd") }.textCase(.uppercase))
        #expect(drawn.request.string == "ABCD")
        #expect(drawn.request.runs.map(\.length) == [2, 2])
    }

    @Test func textsBuiltAlikeCompareEqual() {
        // The runtime reuses a body whose view values compare equal; a styled text holds
        // values only.
        func make() -> Text { Text("a").bold().foregroundStyle(.secondary) + Text("**b** \(3)").kerning(1) }
        #expect(make() == make())
        #expect(Text("a").foregroundColor(.red) != Text("a").foregroundColor(.blue))
        #expect(Text("a") + Text("b") != Text("ab"))
    }

    @Test func aStyledTextsFrameFollowsTheTestEnginesRule() throws {
        // MonospacedTestTextEngine at 10 pt: 0.5 × 10 = 5 pt a character, 0.6 × 10 = 6 in
        // bold, plus the letter spacing: "ab" regular, "cd" bold, "ef" tracked by 1:
        // 2 × 5 + 2 × 6 + 2 × 6 = 34 pt (whole points, so pixel rounding keeps them).
        let frame = try layOut(HStack { Text("ab") + Text("cd").bold() + Text("ef").tracking(1); Spacer() }.font(.system(size: 10)))
        let text = try #require(frame.drawnTexts.first)
        #expect(text.frame.width == 34)
    }
}

extension Font {
    /// The font in `design` (for expected values).
    fileprivate func designed(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }
}

import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Styled text in SVG: each colour its own path of one outline, drawn as Cairo draws it.
@Suite(.serialized) struct SVGFrameWriterStyledTextTests {
    let engine: PangoTextEngine
    let writer: SVGFrameWriter
    let red = Color.Resolved(red: 1, green: 0, blue: 0)
    let blue = Color.Resolved(red: 0, green: 0, blue: 1)

    init() throws {
        engine = try PangoTextEngine()
        writer = SVGFrameWriter(textEngine: engine)
    }

    func text(_ request: TextLayoutRequest, at origin: CGPoint, element: String) -> DisplayItem {
        .text(TextRun(request: request, origin: origin, size: engine.measure(request).size, color: Color.Resolved(red: 0, green: 0, blue: 0)), element: ElementID(element))
    }

    /// "Red, plain, blue": three runs, the middle one in the text's own colour and
    /// underlined in red.
    var coloured: TextLayoutRequest {
        let font = Font.system(size: 20)
        return TextLayoutRequest(string: "Red plain blue", font: font, runs: [
            TextStyleRun(length: 4, font: font.weight(.bold), color: red),
            TextStyleRun(length: 6, font: font, underline: TextDecoration(color: red)),
            TextStyleRun(length: 4, font: font.italic(), color: blue, strikethrough: TextDecoration()),
        ])
    }

    @Test func aTextWithColouredRunsIsAGroupOfAPathPerColourGlyphsAndLinesApart() throws {
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 200, height: 40), items: [text(coloured, at: CGPoint(x: 5, y: 5), element: "t")]))
        let definition = try #require(lines(of: svg, containing: #"<g id="t0">"#).first)
        // In order of first use: the red bold glyphs, the plain glyphs in the text's own
        // colour (no fill: the `<use>`'s), the red underline, the blue italic glyphs, their
        // strikethrough (blue: a line without a colour takes its run's).
        let fills = definition.components(separatedBy: "<path ").dropFirst().map { path in
            path.range(of: #"fill="[^"]*""#, options: .regularExpression).map { String(path[$0]) }
        }
        #expect(fills == [##"fill="#FF0000""##, nil, ##"fill="#FF0000""##, ##"fill="#0000FF""##, ##"fill="#0000FF""##])
        #expect(lines(of: svg, containing: ##"<use id="e-t" href="#t0""##).count == 1)
    }

    @Test func aStyledTextWithoutColoursIsOnePath() {
        let font = Font.system(size: 20)
        let tracked = TextLayoutRequest(string: "Tracked", font: font, runs: [TextStyleRun(length: 7, font: font, letterSpacing: 2)])
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 200, height: 40), items: [text(tracked, at: .zero, element: "t")]))
        #expect(lines(of: svg, containing: #"<path id="t0" d=""#).count == 1)
    }

    /// Styled texts on white, to compare renderings: colours, weights, slant, lines,
    /// tracking and a raised run; or (`isStyled` false) the same strings in plain text.
    func comparisonFrame(isStyled: Bool = true) -> DisplayList {
        let font = Font.system(size: 18)
        let raised = TextLayoutRequest(string: "x2 tracked", font: font, runs: [
            TextStyleRun(length: 1, font: font),
            TextStyleRun(length: 1, font: font.weight(.semibold), color: red, baselineOffset: 6),
            TextStyleRun(length: 8, font: font, letterSpacing: 3, underline: TextDecoration(color: blue)),
        ])
        func plain(_ request: TextLayoutRequest) -> TextLayoutRequest {
            isStyled ? request : TextLayoutRequest(string: request.string, font: request.font)
        }
        return DisplayList(size: CGSize(width: 200, height: 80), items: [
            rectangleFill(0, 0, 200, 80, color: Color.Resolved(red: 1, green: 1, blue: 1), element: "background"),
            text(plain(coloured), at: CGPoint(x: 6, y: 8), element: "coloured"),
            text(plain(raised), at: CGPoint(x: 6, y: 44), element: "raised"),
        ])
    }

    /// Checks that `render`'s picture of the styled frame's SVG is as close to Cairo's as its
    /// picture of the same strings unstyled is.
    ///
    /// Why against plain text rather than a fixed count: renderers antialias glyph edges
    /// differently and Cairo snaps glyphs to pixels (`difference(_:_:tolerance:)`), so a
    /// frame this full of text differs on some 1,100 edge pixels when plain, by up to 190
    /// levels. Styled text may differ as much, a fifth more for its lines' edges; a missing
    /// or misplaced glyph or line would add whole shapes, and a full-range (255) difference.
    func expectStyledAgreesAsPlainTextDoes(_ render: (String) throws -> DecodedPNG) throws {
        let cairo = CairoRasterizer(textEngine: engine)
        let plain = difference(
            colorsOverWhite(try render(writer.svg(for: comparisonFrame(isStyled: false)))),
            colorsOverWhite(cairo.render(comparisonFrame(isStyled: false), scale: 1)))
        let styled = difference(
            colorsOverWhite(try render(writer.svg(for: comparisonFrame()))), colorsOverWhite(cairo.render(comparisonFrame(), scale: 1)))
        #expect(Double(styled.differing) < 1.2 * Double(plain.differing), "\(styled.differing) pixels differ, \(plain.differing) plain")
        #expect(styled.largest < 224, "plain: \(plain.largest)")
    }

    // Chromium is installed by `Scripts/setup --test`; without it the test is skipped (see
    // `SVGFrameWriterTests.browserRenderingMatchesCairo`, whose check this is).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfStyledTextMatchesCairo() throws {
        try expectStyledAgreesAsPlainTextDoes { svg in
            try renderWithChromium(svg, size: CGSize(width: 200, height: 80))
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs /usr/bin/rsvg-convert"))
    func librsvgRenderingOfStyledTextMatchesCairo() throws {
        try expectStyledAgreesAsPlainTextDoes(renderWithLibrsvg)
    }
}

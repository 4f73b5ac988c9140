import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Emoji in SVG: left out of the outlines, drawn as a PNG of the colour glyphs alone.
@Suite(.serialized) struct GlyphOutlinesColorGlyphsTests {
    let engine: PangoTextEngine
    let outlines: GlyphOutlines

    init() throws {
        engine = try PangoTextEngine()
        outlines = GlyphOutlines(textEngine: engine)
    }

    func run(_ string: String) -> TextRun {
        let request = TextLayoutRequest(string: string, font: .system(size: 20), width: nil)
        let size = engine.measure(request).size
        return TextRun(request: request, origin: .zero, size: size, color: Color.Resolved(red: 0, green: 0, blue: 0))
    }

    @Test func anEmojiIsLeftOutOfTheOutlineAndItsNeighboursKeepTheirPlaces() {
        // Before: Cairo traced the emoji's bitmap as squares of its pixels, in the text's colour.
        #expect(outlines.pathData(for: run("😀")) == "")
        // "A" is drawn where it is without the emoji after it: the same path data.
        #expect(outlines.pathData(for: run("A😀")) == outlines.pathData(for: run("A")))
    }

    @Test func aTextWithoutEmojiHasNoImage() {
        #expect(outlines.colorGlyphImage(for: run("Plain ★")) == nil)
    }

    @Test func anEmojisImageIsColouredAndStartsAfterTheTextBeforeIt() throws {
        let markup = try #require(outlines.colorGlyphImage(for: run("A😀")))
        let xMatch = try #require(markup.firstMatch(of: try Regex("x=\"([-0-9.]+)\""))?.output[1].substring)
        let x = try #require(Double(String(xMatch)))
        // The image's box starts at the emoji's ink, at or after the "A"'s advance (as the
        // engine measures it), less the whole point the box is rounded out to.
        let advanceOfA = engine.measure(TextLayoutRequest(string: "A", font: .system(size: 20), width: nil)).size.width
        #expect(CGFloat(x) >= advanceOfA.rounded(.down) - 1)
        let base64 = try #require(markup.firstMatch(of: try Regex("base64,([A-Za-z0-9+/=]+)"))?.output[1].substring)
        let data = try #require(Data(base64Encoded: String(base64)))
        let png = try PNGDecoder.decode(Array(data))
        var coloured = 0
        for index in stride(from: 0, to: png.rgba.count, by: 4) where png.rgba[index + 3] > 128 {
            let (red, green, blue) = (Int(png.rgba[index]), Int(png.rgba[index + 1]), Int(png.rgba[index + 2]))
            if max(red, green, blue) - min(red, green, blue) > 64 { coloured += 1 }
        }
        // A 20-point face at 4 pixels a point: hundreds of yellow pixels.
        #expect(coloured > 400)
    }

    @Test func theImageIsTheSameBytesEveryTime() {
        #expect(outlines.colorGlyphImage(for: run("👍🎉")) == GlyphOutlines(textEngine: engine).colorGlyphImage(for: run("👍🎉")))
    }
}

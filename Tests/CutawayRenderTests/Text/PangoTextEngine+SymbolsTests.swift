import Foundation
import Testing
@testable import SwiftUICore
@testable import CutawayRender

@Suite(.serialized) struct PangoTextEngineSymbolsTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    @Test func aGlyphIsTracedInEmsOfTheIconFontsGrid() throws {
        // Material Icons' `circle` (U+EF4A), as fontTools reads the font: advance 512 of 512
        // units per em, ink from 43 to 469 both ways (y up from the baseline, which is the
        // em square's bottom: so 43 to 469 down from its top too).
        let glyph = try #require(engine.symbolGlyph(0xEF4A))
        let box = glyph.outline.boundingRect
        #expect(glyph.advance == 1)
        for (value, units) in [(box.minX, 43.0), (box.maxX, 469.0), (box.minY, 43.0), (box.maxY, 469.0)] {
            #expect(abs(value - units / 512) < 0.002, "\(box) \(glyph.advance)")
        }
    }

    @Test func everyCatalogueNameHasAGlyphInTheInstalledFont() {
        let missing = SymbolCatalog.names.filter { name in
            guard let codepoint = SymbolCatalog.codepoint(for: name), let glyph = engine.symbolGlyph(codepoint) else { return true }
            return glyph.outline.isEmpty
        }
        #expect(missing.isEmpty, "\(missing)")
        #expect(SymbolCatalog.names.count >= 150)
    }

    @Test func aCodepointTheIconFontLacksHasNoGlyphEvenWhereAnotherFontHasOne() {
        // U+00E9 (é) is in Inter and DejaVu, not in the icon font: no fallback stands in.
        #expect(engine.symbolGlyph(0xE9) == nil)
        #expect(engine.symbolGlyph(0x10_FFFF) == nil)
    }
}

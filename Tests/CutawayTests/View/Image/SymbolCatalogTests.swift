import Testing
@testable import Cutaway

/// The SF Symbol names drawn with Material Icons, and the multicolour ones.
struct SymbolCatalogTests {
    @Test func theNamesRealFilesMetResolve() {
        // Material Icons 6.7.0's codepoints (its ligature table): thunderstorm, auto_awesome,
        // local_cafe.
        #expect(SymbolCatalog.codepoint(for: "cloud.sun.bolt.fill") == 0xEBDB)
        #expect(SymbolCatalog.codepoint(for: "sparkle") == 0xE65F)
        #expect(SymbolCatalog.codepoint(for: "cup.and.saucer") == 0xE541)
        #expect(SymbolCatalog.names.count == 392)
    }

    @Test func multicolourGivesTheFixedColourOnlyWhereSFSymbolsFixesOne() {
        #expect(SymbolCatalog.multicolor(for: "sun.max.fill") == .yellow)
        #expect(SymbolCatalog.multicolor(for: "heart.fill") == .red)
        // The cloud is the foreground's in SF Symbols: the glyph keeps the foreground style.
        #expect(SymbolCatalog.multicolor(for: "cloud.sun.bolt.fill") == nil)
        #expect(SymbolCatalog.multicolor(for: "trash") == nil)
    }
}

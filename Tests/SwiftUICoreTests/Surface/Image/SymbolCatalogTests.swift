import Testing
@testable import SwiftUICore

/// The SF Symbol names drawn with Material Icons, and the multicolour ones.
struct SymbolCatalogTests {
    @Test func theNamesRealFilesMetResolve() {
        // Material Icons 6.7.0's codepoints (its ligature table): thunderstorm, auto_awesome,
        // local_cafe.
        #expect(SymbolCatalog.codepoint(for: "cloud.sun.bolt.fill") == 0xEBDB)
        #expect(SymbolCatalog.codepoint(for: "sparkle") == 0xE65F)
        #expect(SymbolCatalog.codepoint(for: "cup.and.saucer") == 0xE541)
        #expect(SymbolCatalog.names.count == 411)
    }

    @Test func theNamesTheAppSamplesUseResolve() {
        // The 16 names Examples/AppSamples uses that the map lacked, each with a glyph.
        let appNames = [
            "battery.75percent", "speedometer", "flag.fill", "book.fill", "brain.head.profile",
            "newspaper.fill", "square.stack.fill", "chart.line.uptrend.xyaxis", "speaker.wave.3.fill",
            "mountain.2.fill", "arrow.uturn.backward.circle.fill", "dollarsign.circle.fill",
            "shippingbox.fill", "arrowtriangle.down.fill", "arrowtriangle.up.fill",
            "bitcoinsign.circle.fill",
        ]
        for name in appNames {
            #expect(SymbolCatalog.codepoint(for: name) != nil, "\(name)")
        }
        // Material Icons 6.7.0's codepoints: speed, psychology, currency_bitcoin, arrow_drop_up,
        // and a fill form sharing its outline sibling's glyph (inventory_2, as `shippingbox`).
        #expect(SymbolCatalog.codepoint(for: "speedometer") == 0xE9E4)
        #expect(SymbolCatalog.codepoint(for: "brain.head.profile") == 0xEA4A)
        #expect(SymbolCatalog.codepoint(for: "bitcoinsign.circle.fill") == 0xEBC5)
        #expect(SymbolCatalog.codepoint(for: "arrowtriangle.up.fill") == 0xE5C7)
        #expect(SymbolCatalog.codepoint(for: "shippingbox.fill") == SymbolCatalog.codepoint(for: "shippingbox"))
        // The filled flag is Material's `flag`, not the outline `flag` keeps (outlined_flag).
        #expect(SymbolCatalog.codepoint(for: "flag.fill") == 0xE153)
        #expect(SymbolCatalog.codepoint(for: "flag") == 0xE16E)
    }

    @Test func multicolourGivesTheFixedColourOnlyWhereSFSymbolsFixesOne() {
        #expect(SymbolCatalog.multicolor(for: "sun.max.fill") == .yellow)
        #expect(SymbolCatalog.multicolor(for: "heart.fill") == .red)
        // The cloud is the foreground's in SF Symbols: the glyph keeps the foreground style.
        #expect(SymbolCatalog.multicolor(for: "cloud.sun.bolt.fill") == nil)
        #expect(SymbolCatalog.multicolor(for: "trash") == nil)
    }
}

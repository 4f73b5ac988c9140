import Testing
@testable import CutawayTesting

@Suite struct CIEDE2000Tests {
    /// Pairs from Table 1 of Sharma, Wu and Dalal (2005), "The CIEDE2000 Color-Difference
    /// Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations":
    /// (L1, a1, b1), (L2, a2, b2), published ΔE00 to four decimals.
    static let referencePairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),  // pair 1
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),  // pair 2
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),  // pair 4
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),  // pair 7
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),  // pair 9: hue wrap-around
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),  // pair 11
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),  // pair 15
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),  // pair 17
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),  // pair 19
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),  // pair 25
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),  // pair 26
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),  // pair 29
    ]

    @Test func matchesPublishedReferencePairs() {
        for (l1, a1, b1, l2, a2, b2, published) in Self.referencePairs {
            let first = CIEDE2000.Lab(lightness: l1, a: a1, b: b1)
            let second = CIEDE2000.Lab(lightness: l2, a: a2, b: b2)
            // The published values are rounded to 4 decimals, hence the half-unit allowance.
            #expect(abs(CIEDE2000.difference(first, second) - published) < 1e-4 + 5e-5, "pair \(l1) \(a1) \(b1)")
            #expect(abs(CIEDE2000.difference(second, first) - published) < 1e-4 + 5e-5)
        }
    }

    @Test func equalColoursAreZero() {
        let colour = CIEDE2000.Lab(lightness: 42, a: 10, b: -7)
        #expect(CIEDE2000.difference(colour, colour) == 0)
    }

    @Test func sRGBWhiteAndBlackHaveTheirLabValues() {
        CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            let white = CIEDE2000.lab(of: 0xFFFF_FFFF, linearTable: table)
            #expect(abs(white.lightness - 100) < 1e-3 && abs(white.a) < 1e-2 && abs(white.b) < 1e-2)
            let black = CIEDE2000.lab(of: 0xFF00_0000, linearTable: table)
            #expect(abs(black.lightness) < 1e-9)
            // sRGB red is L 53.24, a 80.09, b 67.20 (D65), as tabulated by Lindbloom.
            let red = CIEDE2000.lab(of: 0xFF00_00FF, linearTable: table)
            #expect(abs(red.lightness - 53.24) < 0.01 && abs(red.a - 80.09) < 0.02 && abs(red.b - 67.20) < 0.02)
        }
    }

    @Test func translucentPixelsUseTheBlendedColour() {
        CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            // Black at alpha 51 over white is sRGB 204.
            let translucent = CIEDE2000.lab(of: 0x3300_0000, linearTable: table)
            let opaque = CIEDE2000.lab(of: 0xFFCC_CCCC, linearTable: table)
            #expect(abs(translucent.lightness - opaque.lightness) < 1e-9)
        }
    }
}

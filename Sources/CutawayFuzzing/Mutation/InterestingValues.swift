/// Integers that sit on the edges where decoders go wrong: zero and one, the ends of each
/// signed and unsigned width, powers of two either side, and the sizes Cutaway's own limits
/// name.
///
/// The 8-, 16- and 32-bit lists are AFL's `INTERESTING_8/16/32` (Zalewski, american fuzzy lop,
/// `config.h`), written unsigned; the additions are marked with their source.
enum InterestingValues {
    static let eightBit: [UInt8] = [0x80, 0xFF, 0, 1, 16, 32, 64, 100, 0x7F]

    static let sixteenBit: [UInt16] = eightBit.map(UInt16.init) + [
        0xFF80, 0xFF7F, 128, 255, 256, 512, 1000, 1024, 4096, 0x7FFF, 0x8000, 0xFFFF,
    ]

    static let thirtyTwoBit: [UInt32] = sixteenBit.map(UInt32.init) + [
        0x8000_0000, 0xFA00_0000, 0xFFFF_7FFF, 32768, 65535, 65536, 100_663_045, 0x7FFF_FFFF, 0xFFFF_FFFF,
        // PNG §11.2.2: 2³¹−1 is the largest width or height; these are just past the point
        // where width × height × 4 bytes of RGBA leaves 32 bits, and a canvas side of 2¹⁶.
        0x7FFF_FFFE, 0x8000_0001, 46_341, 32_769, 0x0001_0001,
        // Sizes around `SceneFileLimits`: 4096-point canvases, 20,000 frames, 10,000 views.
        4097, 20_000, 20_001, 10_000, 10_001,
    ]

    /// Pixel sizes for IHDR and fcTL: mostly small ones the image data can match, then edges.
    static let dimensions: [UInt32] = [
        0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 255, 256, 4096, 16_384, 46_341, 65_535, 65_536,
        0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
    ]

    /// Numbers as a JSON scene file would write them, for scene mutations: RFC 8259 number
    /// syntax at the edges of `Double` (IEEE 754 binary64: largest finite, smallest normal and
    /// subnormal, 2⁵³ where integers stop being exact, past the range), Int's edges, and the
    /// limits of the scene format (docs/scene-format.md).
    static let jsonNumbers: [String] = [
        "0", "-0", "1", "-1", "0.5", "2", "3", "4", "10", "100", "1000", "1e3", "0.001",
        "1.7976931348623157e308", "-1.7976931348623157e308", "1e309", "-1e309", "2.2250738585072014e-308",
        "4.9e-324", "1e-400", "9007199254740992", "9007199254740993", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551616",
        "123456789012345678901234567890", "0.1e-99999999999999999999", "1e99999999999999999999",
        "4096", "4097", "240", "241", "600", "600.0001", "20000", "10000", "1000000", "65536", "2147483648",
        "0.000000000000000000001", "1E+2", "-1e-7",
    ]
}

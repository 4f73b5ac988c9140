import Foundation

/// Reads the few numbers the tests need straight from an OpenType file's tables, as an oracle
/// independent of FreeType, HarfBuzz and Pango.
struct OpenTypeTables {
    let data: Data

    init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private func uint16(_ offset: Int) -> Int {
        Int(data[data.startIndex + offset]) << 8 | Int(data[data.startIndex + offset + 1])
    }

    private func int16(_ offset: Int) -> Int {
        Int(Int16(bitPattern: UInt16(uint16(offset))))
    }

    private func uint32(_ offset: Int) -> Int {
        uint16(offset) << 16 | uint16(offset + 2)
    }

    /// The offset of the table tagged `tag` (the table directory follows the 12-byte header).
    func table(_ tag: String) -> Int? {
        let count = uint16(4)
        for index in 0..<count {
            let record = 12 + 16 * index
            let name = String(decoding: data[(data.startIndex + record)..<(data.startIndex + record + 4)], as: UTF8.self)
            if name == tag { return uint32(record + 8) }
        }
        return nil
    }

    var unitsPerEm: Int { uint16(table("head")! + 18) }
    /// hhea ascender and descender (descender negative), in font units.
    var horizontalAscender: Int { int16(table("hhea")! + 4) }
    var horizontalDescender: Int { int16(table("hhea")! + 6) }
    /// hhea advanceWidthMax: the largest advance of any glyph, in font units.
    var advanceWidthMax: Int { uint16(table("hhea")! + 10) }
    /// OS/2 sTypoAscender / sTypoDescender, and whether fsSelection's USE_TYPO_METRICS is set.
    var typoAscender: Int { int16(table("OS/2")! + 68) }
    var typoDescender: Int { int16(table("OS/2")! + 70) }
    var usesTypoMetrics: Bool { uint16(table("OS/2")! + 62) & (1 << 7) != 0 }
    /// OS/2 sCapHeight (version 2 and later).
    var capHeight: Int { int16(table("OS/2")! + 88) }
}

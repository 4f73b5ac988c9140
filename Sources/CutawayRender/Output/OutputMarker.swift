/// How Cutaway recognises its own outputs, so that it replaces them and nothing else.
///
/// A folder Cutaway writes holds a small marker file; a file carries Cutaway's signature in
/// its own format: a PNG's `Software` text chunk, an SVG's or HTML page's leading comment
/// (after the doctype, in a page). The
/// videos ffmpeg writes (GIF, MP4, WebM) have no field that survives every container, so for
/// them the container's own magic bytes stand in: a file at that path already of that kind.
public enum OutputMarker {
    /// The marker's file name inside a folder Cutaway wrote.
    static let name = ".cutaway-output"

    /// The marker's text (the same bytes every time, so output folders stay deterministic).
    static let contents = Array("Written by Cutaway. Cutaway replaces this folder as a whole when it writes here again.\n".utf8)

    /// The comment an SVG or HTML page starts with.
    public static let textSignature = "<!-- Written by Cutaway -->"

    /// Whether the bytes at the start of a file (`head`, at most a few kilobytes) show it is
    /// one Cutaway wrote.
    static func isCutawayFile(head: [UInt8]) -> Bool {
        if head.starts(with: PNGEncoder.signature) { return pngHasCutawaySoftware(head) }
        if head.starts(with: Array(textSignature.utf8)) { return true }
        if head.starts(with: Array("<!doctype html>\n\(textSignature)".utf8)) { return true }
        // The golden report as versions before the comment wrote it.
        if head.starts(with: Array("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Cutaway: golden failures</title>".utf8)) { return true }
        // Video containers: GIF87a/GIF89a, an ISO BMFF `ftyp` box (MP4), EBML (WebM).
        if head.starts(with: Array("GIF8".utf8)) { return true }
        if head.count >= 8, head[4..<8].elementsEqual("ftyp".utf8) { return true }
        if head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return true }
        return false
    }

    /// A PNG whose `tEXt` chunks, before its image data, include `Software` = "Cutaway …".
    private static func pngHasCutawaySoftware(_ bytes: [UInt8]) -> Bool {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[offset + 4..<offset + 8]
            if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return false }
            let start = offset + 8, end = start + length
            if type.elementsEqual("tEXt".utf8), end <= bytes.count,
               bytes[start..<end].starts(with: Array("Software\0Cutaway".utf8)) {
                return true
            }
            offset = end + 4
        }
        return false
    }

    /// A folder entry named as Cutaway names what it writes into folders — frames
    /// (`frame-00042.png`, `.svg`), and a golden failure's pictures and geometry
    /// (`frame-00042.expected.png`, `.json`, `comparisons.png`) — which is what folders written
    /// before the marker existed hold.
    static func isOutputName(_ name: String) -> Bool {
        if name == "comparisons.png" { return true }
        let utf8 = Array(name.utf8)
        guard utf8.count >= 15, name.hasPrefix("frame-"), utf8[6..<11].allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        return ["", ".comparison", ".expected", ".difference"].contains { kind in
            [".png", ".svg", ".json"].contains { name == String(name.prefix(11)) + kind + $0 }
        }
    }
}

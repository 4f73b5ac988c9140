/// How Cutaway recognises its own outputs, so that it replaces them and nothing else.
///
/// A folder Cutaway writes holds a small marker file; a file carries Cutaway's signature in
/// its own format: a PNG's `Software` text chunk, an SVG's or HTML page's leading comment
/// (after the doctype, in a page), a video's metadata comment or GIF comment block.
public enum OutputMarker {
    /// The marker's file name inside a folder Cutaway wrote.
    static let name = ".cutaway-output"

    /// The marker's text (the same bytes every time, so output folders stay deterministic).
    static let contents = Array("Written by Cutaway. Cutaway replaces this folder as a whole when it writes here again.\n".utf8)

    /// The comment an SVG or HTML page starts with.
    public static let textSignature = "<!-- Written by Cutaway -->"

    /// Whether the bytes at the start of a file (`head`, up to 1 MiB) show it is one Cutaway
    /// wrote; a GIF is judged by its tail instead (`isCutawayGIF`).
    static func isCutawayFile(head: [UInt8]) -> Bool {
        if head.starts(with: PNGEncoder.signature) { return pngHasCutawaySoftware(head) }
        if head.starts(with: Array(textSignature.utf8)) { return true }
        if head.starts(with: Array("<!doctype html>\n\(textSignature)".utf8)) { return true }
        // The golden report as versions before the comment wrote it.
        if head.starts(with: Array("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Cutaway: golden failures</title>".utf8)) { return true }
        // A video Cutaway made carries the signature as its metadata comment (MP4 with its
        // index first, WebM in its header) or as a GIF comment block (`SceneRenderer.signGIF`).
        if head.starts(with: Array("GIF8".utf8)) { return false }
        return head.firstRange(of: Array(videoSignature.utf8)) != nil
    }

    /// The comment written into videos.
    public static let videoSignature = "Written by Cutaway"

    /// Whether a GIF's last bytes are Cutaway's comment block and the trailer.
    static func isCutawayGIF(tail: [UInt8]) -> Bool {
        tail.last == 0x3B && tail.firstRange(of: Array(videoSignature.utf8)) != nil
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
}

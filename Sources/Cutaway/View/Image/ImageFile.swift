import Foundation

/// A bitmap file an `Image` draws: where it is, its format, its size in pixels and the scale
/// its pixels are at (2 for a `name@2x.png`), read from the file's header alone.
///
/// Why the header and not the whole file: layout needs only the image's size, and a view's
/// body may be evaluated every frame; decoding is the backend's work, done once per file.
public struct ImageFile: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png
        case jpeg
    }

    public var url: URL
    public var format: Format
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: CGFloat

    public init(url: URL, format: Format, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.url = url
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The file at `url` if it starts as a PNG or a JPEG that says its size; `nil` otherwise.
    /// Reads at most the first 64 KiB (a JPEG's size is in its first frame header, after any
    /// metadata segments; one past that is not looked for).
    init?(contentsOf url: URL, scale: CGFloat) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return nil }
        let bytes = [UInt8](data)
        guard let (format, width, height) = Self.header(bytes), width > 0, height > 0 else { return nil }
        self.init(url: url, format: format, pixelWidth: width, pixelHeight: height, scale: scale)
    }

    /// The format and pixel size a file's first bytes declare.
    static func header(_ bytes: [UInt8]) -> (Format, Int, Int)? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the 8-byte signature, then the IHDR chunk (length, type, width, height).
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: signature) {
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8),
                  let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return (.png, width, height)
        }
        // JPEG: SOI, then segments (0xFF, marker, big-endian length including itself) up to
        // a start-of-frame marker (C0–CF except C4, C8 and CC), whose payload is precision,
        // height, width.
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else { return nil }
                return (.jpeg, width, height)
            }
            offset += 2 + length
        }
        return nil
    }
}

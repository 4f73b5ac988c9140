import Foundation

/// A bitmap file an `Image` draws: where it is, its format, its size in pixels and the scale
/// its pixels are at (2 for a `name@2x.png`), read from the file's header alone.
///
/// Why the header and not the whole file: layout needs only the image's size, and a view's
/// body may be evaluated every frame; decoding is the backend's work, done once per file.
public struct _ImageFile: Hashable, Sendable {
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
    /// Whether its asset catalog says to draw it as a template ("Render As: Template Image",
    /// `template-rendering-intent`), when the image asks for no rendering mode.
    public var prefersTemplate: Bool

    public init(url: URL, format: Format, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, prefersTemplate: Bool = false) {
        self.url = url
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.prefersTemplate = prefersTemplate
    }

    /// The most pixels an image may have, and the most a side may: the limits the backends
    /// decode within (`ImageDecodingLimits.default`), so a file layout takes is one they draw.
    static let maximumPixelCount = 13_107_200
    static let maximumDimension = 32_767

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The file at `url` if it is a regular file that starts as a PNG or a JPEG saying a size
    /// within the decoding limits; `nil` otherwise (as iOS finds no image in it). Reads at most
    /// the first 4 MiB (a JPEG's size is in its first frame header, after any metadata
    /// segments, which photos' XMP and ICC profiles can make long). A FIFO or a device is never
    /// opened: opening one could wait for ever.
    init?(contentsOf url: URL, scale: CGFloat, prefersTemplate: Bool = false) {
        guard case .success(let file)? = Self.read(contentsOf: url, scale: scale, prefersTemplate: prefersTemplate) else { return nil }
        self = file
    }

    /// Why a file that is there is not drawn as an image.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file could not be read.
        case unreadable
        /// Its first bytes are neither a PNG's nor a JPEG's.
        case notPNGOrJPEG
        /// It says it has no pixels (a side of 0).
        case noPixels
        /// It says it has more pixels than an image may (`maximumPixelCount`, `maximumDimension`).
        case tooLarge(width: Int, height: Int)

        public var description: String {
            switch self {
            case .unreadable: "it cannot be read"
            case .notPNGOrJPEG: "it is neither a PNG nor a JPEG"
            case .noPixels: "it has no pixels"
            case .tooLarge(let width, let height):
                "it is \(width) × \(height) pixels, more than an image may have (\(ImageFile.maximumPixelCount) pixels, \(ImageFile.maximumDimension) a side)"
            }
        }
    }

    /// The file at `url` as `init(contentsOf:scale:prefersTemplate:)` takes it, or why a file
    /// that is there is refused; `nil` when no regular file is there.
    static func read(contentsOf url: URL, scale: CGFloat, prefersTemplate: Bool = false) -> Result<ImageFile, Refusal>? {
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else { return nil }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4 << 20) else { return .failure(.unreadable) }
        guard let (format, width, height) = Self.header([UInt8](data)) else { return .failure(.notPNGOrJPEG) }
        guard width > 0, height > 0 else { return .failure(.noPixels) }
        guard width <= Self.maximumDimension, height <= Self.maximumDimension, width * height <= Self.maximumPixelCount else {
            return .failure(.tooLarge(width: width, height: height))
        }
        // A scale is the catalog's, from 1 to 3 (`ImageCatalog`): anything else names no image.
        guard scale.isFinite, scale > 0 else { return nil }
        return .success(ImageFile(url: url, format: format, pixelWidth: width, pixelHeight: height, scale: scale, prefersTemplate: prefersTemplate))
    }

    /// The format and pixel size a file's first bytes declare.
    package static func header(_ bytes: [UInt8]) -> (Format, Int, Int)? {
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

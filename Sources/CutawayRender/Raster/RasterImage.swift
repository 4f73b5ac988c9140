/// A rasterized frame: premultiplied ARGB32 pixels, exactly as Cairo's `CAIRO_FORMAT_ARGB32`
/// lays them out (one native-endian `UInt32` per pixel, `0xAARRGGBB`; on the little-endian
/// machines Cutaway runs on the bytes in memory are B, G, R, A).
///
/// Rows are `bytesPerRow` apart, which may be larger than `width * 4` (Cairo pads strides).
public struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes between the starts of two consecutive rows.
    public let bytesPerRow: Int
    /// `bytesPerRow * height` bytes of premultiplied ARGB32.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4)
        precondition(bytes.count >= bytesPerRow * height)
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
    }

    /// The premultiplied pixel at (`x`, `y`) as `0xAARRGGBB`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        let offset = y * bytesPerRow + x * 4
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}

extension RasterImage {
    /// An image from straight (not premultiplied) RGBA bytes, `width * 4` per row.
    public init(straightRGBA rgba: [UInt8], width: Int, height: Int) {
        precondition(rgba.count == width * height * 4, "expected \(width * height * 4) bytes, found \(rgba.count)")
        var bytes = [UInt8](repeating: 0, count: rgba.count)
        for index in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = UInt32(rgba[index + 3])
            // Premultiplied, rounded: c·a/255; stored as B, G, R, A (little-endian ARGB32).
            func premultiplied(_ channel: UInt8) -> UInt8 { UInt8((UInt32(channel) * alpha + 127) / 255) }
            bytes[index] = premultiplied(rgba[index + 2])
            bytes[index + 1] = premultiplied(rgba[index + 1])
            bytes[index + 2] = premultiplied(rgba[index])
            bytes[index + 3] = rgba[index + 3]
        }
        self.init(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }
}

/// A frame as plain bytes: the value golden-frame comparison works on.
///
/// Why not a renderer's surface type: comparison must run without Cairo (rule 5 and 6 of
/// STYLE.md), so the comparison core sees only width, height and bytes. Whoever renders or
/// decodes a PNG converts to this once.
///
/// Layout: rows top to bottom, pixels left to right, four bytes per pixel in the order
/// red, green, blue, alpha. Colours are *straight* (not premultiplied) sRGB, as in a PNG.
///
/// Invariant: `pixels.count == width * height * 4`. It is checked when the image is made and
/// again by `compareImages`, because `pixels` is mutable so that callers can paint into it.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Straight RGBA8, `width * height * 4` bytes, row-major with no row padding.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
        precondition(
            pixels.count == width * height * 4,
            "RGBAImage: \(pixels.count) bytes for \(width)×\(height), expected \(width * height * 4)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = red
            pixels[index + 1] = green
            pixels[index + 2] = blue
            pixels[index + 3] = alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The four channels of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    /// Replaces the pixel at column `x`, row `y`.
    public mutating func setPixel(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        pixels[offset] = red
        pixels[offset + 1] = green
        pixels[offset + 2] = blue
        pixels[offset + 3] = alpha
    }
}

/// One RGBA8 pixel read as a single little-endian `UInt32`, so that "are these two pixels
/// equal" is one integer comparison in the hot loops of `compareImages`.
///
/// Internal on purpose: it exists for speed, and public API takes `RGBAImage` only.
typealias PackedPixel = UInt32

extension PackedPixel {
    // Channels as `Double` for the colour arithmetic; alpha stays an integer for the
    // "is it opaque" test.
    @inline(__always) var red: Double { Double(self & 0xFF) }
    @inline(__always) var green: Double { Double((self >> 8) & 0xFF) }
    @inline(__always) var blue: Double { Double((self >> 16) & 0xFF) }
    @inline(__always) var alphaByte: UInt32 { self >> 24 }

    /// The pixel's colour composited over opaque white, as pixelmatch does before measuring:
    /// `255 + (channel - 255) * alpha`. Opaque pixels are returned unchanged.
    @inline(__always) var overWhite: (red: Double, green: Double, blue: Double) {
        let alpha = alphaByte
        if alpha == 255 { return (red, green, blue) }
        let coverage = Double(alpha) / 255
        return (255 + (red - 255) * coverage, 255 + (green - 255) * coverage, 255 + (blue - 255) * coverage)
    }
}

extension UnsafeRawBufferPointer {
    /// The pixel at `index` (not byte offset). Array storage of `UInt8` promises no 4-byte
    /// alignment, so this uses an unaligned load, which is a plain load on x86-64 and arm64.
    @inline(__always) func packedPixel(at index: Int) -> PackedPixel {
        UInt32(littleEndian: loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
}

import CCairoPango
import Cutaway
import Foundation

/// The decoded pixels of the image files a rasterizer draws, as Cairo surfaces, each decoded
/// once: PNG with Cutaway's own decoder, JPEG with libjpeg-turbo (accurate integer DCT, so the
/// pixels are the same on every machine), both within `ImageDecodingLimits.default`.
///
/// A file that cannot be read or decoded (it changed since layout read its header, or it is
/// damaged) draws nothing and is remembered as such.
final class ImageSurfaces {
    /// A Cairo image surface, freed with its owner.
    final class Surface {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { cairo_surface_destroy(pointer) }
    }

    /// At most 64 decoded files are kept; eviction costs only decoding again.
    private var surfaces = BoundedCache<ImageFile, Surface?>(capacity: 64)

    func surface(for file: ImageFile) -> Surface? {
        if let known = surfaces.value(for: file) { return known }
        let surface = Self.decode(file)
        surfaces.insert(surface, for: file)
        return surface
    }

    static func decode(_ file: ImageFile, limits: ImageDecodingLimits = .default) -> Surface? {
        guard let bytes = try? ImageFileReader.contents(of: file.url, limits: limits) else { return nil }
        switch file.format {
        case .png:
            guard let png = try? PNGDecoder.decode(bytes, limits: limits) else { return nil }
            let image = RasterImage(straightRGBA: png.rgba, width: png.width, height: png.height)
            return surface(width: image.width, height: image.height) { pixels, stride in
                image.bytes.withUnsafeBytes { source in
                    let rowBytes = image.width * 4
                    for row in 0..<image.height {
                        let from = UnsafeRawBufferPointer(rebasing: source[row * image.bytesPerRow..<row * image.bytesPerRow + rowBytes])
                        UnsafeMutableRawPointer(pixels + row * stride).copyMemory(from: from.baseAddress!, byteCount: rowBytes)
                    }
                }
                return true
            }
        case .jpeg:
            guard let decoder = tjInitDecompress() else { return nil }
            defer { tjDestroy(decoder) }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let header = bytes.withUnsafeBufferPointer {
                tjDecompressHeader3(decoder, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
            }
            guard header == 0, width > 0, height > 0, Int(width) <= limits.maximumDimension, Int(height) <= limits.maximumDimension,
                  Int(width) * Int(height) <= limits.maximumPixelCount else { return nil }
            return surface(width: Int(width), height: Int(height)) { pixels, stride in
                // BGRA with opaque alpha is Cairo's little-endian ARGB32 byte order.
                bytes.withUnsafeBufferPointer {
                    tjDecompress2(
                        decoder, $0.baseAddress, UInt(bytes.count), pixels, width, Int32(stride), height,
                        Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT) == 0
                }
            }
        }
    }

    /// A new ARGB32 surface whose pixels `fill` writes (given the pixels and the stride),
    /// or `nil` if Cairo cannot make it or `fill` fails.
    private static func surface(width: Int, height: Int, fill: (UnsafeMutablePointer<UInt8>, Int) -> Bool) -> Surface? {
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let surface = Surface(pointer)
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(pointer) else { return nil }
        cairo_surface_flush(pointer)
        guard fill(data, Int(cairo_image_surface_get_stride(pointer))) else { return nil }
        cairo_surface_mark_dirty(pointer)
        return surface
    }
}

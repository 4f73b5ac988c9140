import CCairoPango
import Cutaway
import Foundation

/// The decoded pixels of the image files a rasterizer draws, as Cairo surfaces, each decoded
/// once: PNG by Cairo's libpng reader (every colour type, bit depth, palette transparency and
/// interlacing a PNG may have), JPEG by libjpeg-turbo (accurate integer DCT, so the pixels are
/// the same on every machine; a file it warns about, as every viewer draws it), each within
/// `ImageDecodingLimits.default`, checked on the file's header before any pixel is decoded.
///
/// A file that cannot be read or decoded (it changed since layout read its header, or it is
/// damaged) draws nothing and is remembered as such. The decoded surfaces kept are bounded by
/// their bytes (`byteBudget`), the least recently drawn dropped first.
final class ImageSurfaces {
    /// A Cairo image surface, freed with its owner.
    final class Surface {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { cairo_surface_destroy(pointer) }
        var byteCount: Int { Int(cairo_image_surface_get_stride(pointer)) * Int(cairo_image_surface_get_height(pointer)) }
    }

    /// 256 MiB of decoded pixels: five images at the pixel budget, hundreds of app-sized ones.
    static let byteBudget = 256 << 20

    private var entries: [(file: ImageFile, surface: Surface?)] = []
    private var byteCount = 0

    func surface(for file: ImageFile) -> Surface? {
        if let index = entries.firstIndex(where: { $0.file == file }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.surface
        }
        let surface = Self.decode(file)
        entries.append((file, surface))
        byteCount += surface?.byteCount ?? 0
        while byteCount > Self.byteBudget, entries.count > 1 {
            byteCount -= entries.removeFirst().surface?.byteCount ?? 0
        }
        return surface
    }

    static func decode(_ file: ImageFile, limits: ImageDecodingLimits = .default) -> Surface? {
        guard let bytes = try? ImageFileReader.contents(of: file.url, limits: limits) else { return nil }
        switch file.format {
        case .png:
            guard let (_, width, height) = ImageFile.header(Array(bytes.prefix(24))), fits(width, height, limits) else { return nil }
            return decodePNG(bytes)
        case .jpeg:
            guard let decoder = tjInitDecompress() else { return nil }
            defer { tjDestroy(decoder) }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let header = bytes.withUnsafeBufferPointer {
                tjDecompressHeader3(decoder, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
            }
            guard header == 0, fits(Int(width), Int(height), limits) else { return nil }
            return surface(width: Int(width), height: Int(height)) { pixels, stride in
                // BGRA with opaque alpha is Cairo's little-endian ARGB32 byte order.
                let status = bytes.withUnsafeBufferPointer {
                    tjDecompress2(
                        decoder, $0.baseAddress, UInt(bytes.count), pixels, width, Int32(stride), height,
                        Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
                }
                // A warning (stray bytes between segments, a file cut short: what is there is
                // decoded, the rest grey) still gives the pixels every viewer shows.
                return status == 0 || tjGetErrorCode(decoder) == Int32(TJERR_WARNING.rawValue)
            }
        }
    }

    /// Whether an image of `width` × `height` pixels is within the limits.
    static func fits(_ width: Int, _ height: Int, _ limits: ImageDecodingLimits) -> Bool {
        width > 0 && height > 0 && width <= limits.maximumDimension && height <= limits.maximumDimension
            && width * height <= limits.maximumPixelCount
    }

    /// A PNG decoded by Cairo (libpng), premultiplied ARGB32 as Cairo draws it; `nil` if
    /// libpng refuses it.
    private static func decodePNG(_ bytes: [UInt8]) -> Surface? {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let closure = Unmanaged.passUnretained(reader).toOpaque()
        let pointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, closure)!
        }
        let surface = Surface(pointer)
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else { return nil }
        // Cairo gives 8-bit-alpha-free PNGs an RGB24 surface: drawn alike (opaque).
        return surface
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

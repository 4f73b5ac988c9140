import CCairoPango
import Foundation

/// PNG through Cairo's own `cairo_surface_write_to_png`: the slow, single-threaded reference
/// path that benchmarks compare `PNGEncoder` with. Cutaway's outputs never use it.
public enum CairoPNGWriter {
    /// Throws `CairoError` when Cairo cannot wrap the pixels or write the PNG.
    public static func encode(_ image: RasterImage) throws(CairoError) -> [UInt8] {
        var pixels = image.bytes
        var png: [UInt8] = []
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
            defer { cairo_surface_destroy(surface) }
            return withUnsafeMutablePointer(to: &png) { output in
                cairo_surface_write_to_png_stream(surface, { closure, data, length in
                    let output = closure!.assumingMemoryBound(to: [UInt8].self)
                    output.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, output)
            }
        }
        // Writing reports the surface's own failure (a size Cairo refuses) as well as its own.
        guard status == CAIRO_STATUS_SUCCESS else { throw .pngFailed(status: CairoError.text(status)) }
        return png
    }
}

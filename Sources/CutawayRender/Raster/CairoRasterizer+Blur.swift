import CCairoPango
import Cutaway
import Foundation

extension CairoRasterizer {
    /// A surface's pixels blurred by `sigma` pixels, where to find them: below
    /// `GaussianBlur.Reduction.smallestSigma` the surface itself, blurred in place; from there
    /// a surface k times smaller each way, its pixels the surface's averaged down
    /// (`GaussianBlur.Reduction`) and blurred, for Cairo's bilinear filter to draw back up as
    /// it composites them. Never a full-size copy: the layer is read once, and the blur's work
    /// and memory fall by k².
    struct BlurredPixels {
        /// The blurred pixels (owned by `reducedCopy` when reduced).
        private(set) var surface: OpaquePointer
        /// k: one blurred pixel for k × k of the original's.
        private(set) var factor: Int
        private var reducedCopy: CairoSurface?

        /// Blurs `surface`'s pixels (an image surface's; another kind is left as it is), then
        /// lets `change` work on them (pixels, width, height, bytes per row), as blurred.
        init(blurring surface: OpaquePointer, sigma: Double, clampsEdges: Bool, then change: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void = { _, _, _, _ in }) {
            (self.surface, factor, reducedCopy) = (surface, 1, nil)
            guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else { return }
            let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
            let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
            guard width > 0, height > 0 else { return }
            let factor = GaussianBlur.Reduction.factor(sigma: min(sigma, 2 * Double(max(width, height))))
            let reducedSize = GaussianBlur.Reduction.reducedSize(width: width, height: height, factor: factor)
            guard factor > 1, let reduced = try? CairoSurface(width: reducedSize.width, height: reducedSize.height),
                  let reducedPixels = cairo_image_surface_get_data(reduced.surface)
            else {
                GaussianBlur.apply(to: pixels, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma, clampsEdges: clampsEdges)
                change(pixels, width, height, bytesPerRow)
                cairo_surface_mark_dirty(surface)
                return
            }
            let reducedBytesPerRow = Int(cairo_image_surface_get_stride(reduced.surface))
            GaussianBlur.Reduction.reduce(
                pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                into: reducedPixels, reducedBytesPerRow: reducedBytesPerRow, factor: factor, clampsEdges: clampsEdges)
            GaussianBlur.apply(
                to: reducedPixels, width: reducedSize.width, height: reducedSize.height, bytesPerRow: reducedBytesPerRow,
                sigma: GaussianBlur.Reduction.reducedSigma(sigma, factor: factor), clampsEdges: clampsEdges)
            change(reducedPixels, reducedSize.width, reducedSize.height, reducedBytesPerRow)
            cairo_surface_mark_dirty(reduced.surface)
            (self.surface, self.factor, reducedCopy) = (reduced.surface, factor, reduced)
        }

        /// A pattern of the blurred pixels for a source whose matrix, `toPixels`, maps user space
        /// to the original surface's pixels: bilinear, padded with clamped edges, transparent past
        /// them otherwise (as the blur read them). The caller destroys it.
        func pattern(toPixels: cairo_matrix_t, clampsEdges: Bool) -> OpaquePointer {
            let pattern = cairo_pattern_create_for_surface(surface)!
            guard factor > 1 else {
                var matrix = toPixels
                cairo_pattern_set_matrix(pattern, &matrix)
                return pattern
            }
            // The original's pixel (x, y) is (x/k, y/k) here: pixel centres x + ½ fall at
            // (x + ½)/k − ½ of the reduced pixels' centres, between two of them.
            var (original, reduce, matrix) = (toPixels, cairo_matrix_t(), cairo_matrix_t())
            let k = Double(factor)
            cairo_matrix_init_scale(&reduce, 1 / k, 1 / k)
            cairo_matrix_multiply(&matrix, &original, &reduce)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, clampsEdges ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            return pattern
        }
    }

    /// A layer's pattern blurred (`BlurredPixels`): the pattern to paint in its place, which
    /// the caller destroys. A layer on another kind of surface is painted as it is.
    func blurred(_ layer: OpaquePointer, sigma: Double, clampsEdges: Bool) -> OpaquePointer {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(layer, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return cairo_pattern_reference(layer) }
        let blurred = BlurredPixels(blurring: surface, sigma: sigma, clampsEdges: clampsEdges)
        guard blurred.factor > 1 else { return cairo_pattern_reference(layer) }
        // The layer's matrix maps user space to its device space; its surface's device offset
        // (a group starts at minus its corner) on to its pixels.
        var (toDevice, offset, toPixels) = (cairo_matrix_t(), cairo_matrix_t(), cairo_matrix_t())
        cairo_pattern_get_matrix(layer, &toDevice)
        var (x, y) = (0.0, 0.0)
        cairo_surface_get_device_offset(surface, &x, &y)
        cairo_matrix_init_translate(&offset, x, y)
        cairo_matrix_multiply(&toPixels, &toDevice, &offset)
        return blurred.pattern(toPixels: toPixels, clampsEdges: clampsEdges)
    }
}

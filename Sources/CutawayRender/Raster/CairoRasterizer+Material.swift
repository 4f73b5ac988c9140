import CCairoPango
import Cutaway
import Foundation

extension CairoRasterizer {
    /// Draws a material: the pixels drawn so far beneath `path`'s bounds, three standard
    /// deviations further (`MaterialPaint.backdropReach`), copied, blurred, saturated, drawn
    /// back clipped to the path, and the tint over them.
    ///
    /// How it reads the backdrop: Cairo's current target (`cairo_get_group_target`) is the
    /// layer being drawn, the frame itself or a group that an opacity, a mask or a filter
    /// pushed (the backdrop roots of `MaterialPaint`). The path's box goes to device space
    /// through the current matrix, is cut to the target's pixels (a group's surface starts at
    /// minus its device offset) and rounded out to whole pixels; that rectangle is copied
    /// into a surface of its own, so the read stays bounded whatever the canvas's size.
    ///
    /// Invariants: the copy's edges repeat their pixels when blurred (`clampsEdges`), so a
    /// material at the canvas's edge does not darken there; the SVG writers' filter region
    /// is the same rectangle with `edgeMode="duplicate"`. The blurred copy is drawn over the
    /// backdrop, source over: over an opaque frame that is the blurred backdrop; where the
    /// backdrop is translucent, it is the SVG writers' copy-over-original too.
    func drawMaterial(_ path: Path, _ paint: MaterialPaint, on cairo: OpaquePointer) {
        guard !path.isEmpty else { return }
        defer {
            cairo_save(cairo)
            addPath(path, to: cairo)
            setSource(paint.tint, on: cairo)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let region = Self.backdropRegion(of: path, reach: paint.backdropReach, on: cairo, target: target)
        else { return }
        guard let backdrop = try? CairoSurface(width: region.width, height: region.height) else { return }
        cairo_surface_flush(target)
        let copy = cairo_create(backdrop.surface)!
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, target, Double(-region.x), Double(-region.y))
        cairo_paint(copy)
        cairo_destroy(copy)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // Device pixels per point: the square root of the transform's area scale.
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let blurred = BlurredPixels(blurring: backdrop.surface, sigma: Double(paint.blurRadius) * scale, clampsEdges: true) { pixels, width, height, bytesPerRow in
            ColorMatrixFilter.apply(to: pixels, width: width, height: height, bytesPerRow: bytesPerRow, matrix: paint.saturationMatrix)
        }
        cairo_save(cairo)
        addPath(path, to: cairo)
        cairo_clip(cairo)
        // The copy is in device pixels: drawn with no transform, at the corner it came from.
        cairo_identity_matrix(cairo)
        var toPixels = cairo_matrix_t()
        cairo_matrix_init_translate(&toPixels, Double(-region.x), Double(-region.y))
        let pattern = blurred.pattern(toPixels: toPixels, clampsEdges: true)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }

    /// The device pixels a material over `path` reads: its box, `reach` points further, in
    /// device space, cut to the target's pixels (`nil`: none of them).
    private static func backdropRegion(
        of path: Path, reach: CGFloat, on cairo: OpaquePointer, target: OpaquePointer
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        let box = path.boundingRect.insetBy(dx: -reach, dy: -reach)
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for corner in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_user_to_device(cairo, &x, &y)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        guard [minX, minY, maxX, maxY].allSatisfy(\.isFinite) else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let (left, top) = (-offsetX, -offsetY)
        let right = left + Double(cairo_image_surface_get_width(target)), bottom = top + Double(cairo_image_surface_get_height(target))
        let x0 = max(left, minX.rounded(.down)), y0 = max(top, minY.rounded(.down))
        let x1 = min(right, maxX.rounded(.up)), y1 = min(bottom, maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    }
}

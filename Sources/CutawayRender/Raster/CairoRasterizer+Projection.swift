import CCairoPango
import Cutaway
import Foundation

extension CairoRasterizer {
    /// Draws `items` through a projective transform of the coordinates around them
    /// (`DisplayEffect.projection`), which Cairo's affine matrices cannot express.
    ///
    /// How: the items are drawn, with the current matrix, into a layer of their own (not a
    /// Cairo group: a group is cut at the canvas, and a projection can bring in what lies
    /// outside it); then every device pixel of the projected box, within the current clip,
    /// takes its colour from the layer through the inverse transform (`ProjectiveWarp`), and
    /// the result is painted where it belongs, under the clip. In device pixels the warp is
    /// `device⁻¹ · projection · device` (the current matrix is affine), so outer transforms
    /// and the scale are followed exactly.
    ///
    /// Bounds, so that the work is the pixels that show: the output is the projected box
    /// clipped to the clip's extents (at most the canvas), the layer the items' box cut to
    /// what maps into that output. Nothing is drawn where the projection has nothing to show
    /// (`ProjectionTransform.projectedBounds(of:)` is `nil`: behind the viewer, singular, not
    /// finite), nor past 2²⁴ pixels of layer (64 MiB; a view that large would not fit a
    /// canvas Cutaway draws).
    func drawProjected(_ items: [DisplayItem], through transform: ProjectionTransform, on cairo: OpaquePointer) {
        guard let box = items.bounds, let projected = transform.projectedBounds(of: box) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = ProjectionTransform(CGAffineTransform(
            a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
            tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0)))
        var toUser = device
        guard toUser.invert() else { return }
        var unwarp = toUser.concatenating(transform).concatenating(device)
        guard unwarp.invert() else { return }
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard let deviceProjected = device.projectedBounds(of: projected),
              let output = PixelBox(around: deviceProjected, within: clip),
              let deviceBox = device.projectedBounds(of: box),
              // A pixel more on each side: bilinear sampling reads one past an edge.
              var source = PixelBox(around: deviceBox.insetBy(dx: -1, dy: -1))
        else { return }
        // What maps into the output, where that is a box (its corners in front of the viewer).
        if let preimage = unwarp.projectedBounds(of: output.rect), let needed = PixelBox(around: preimage.insetBy(dx: -1, dy: -1)) {
            guard let cut = source.intersection(needed) else { return }
            source = cut
        }
        guard source.width * source.height <= 1 << 24, output.width * output.height <= 1 << 24,
              let layer = try? CairoSurface(width: source.width, height: source.height),
              let warped = try? CairoSurface(width: output.width, height: output.height)
        else { return }
        let layerCairo = cairo_create(layer.surface)!
        var layerMatrix = matrix
        layerMatrix.x0 -= Double(source.x)
        layerMatrix.y0 -= Double(source.y)
        cairo_set_matrix(layerCairo, &layerMatrix)
        cairo_set_antialias(layerCairo, CAIRO_ANTIALIAS_GRAY)
        draw(items, on: layerCairo)
        cairo_destroy(layerCairo)
        cairo_surface_flush(layer.surface)
        cairo_surface_flush(warped.surface)
        // An output pixel, to the device, through the inverse, to the layer's pixels.
        let inverse = ProjectionTransform(CGAffineTransform(translationX: CGFloat(output.x), y: CGFloat(output.y)))
            .concatenating(unwarp)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: CGFloat(-source.x), y: CGFloat(-source.y))))
        ProjectiveWarp.draw(layer.warpLayer, into: warped.warpLayer, inverse: inverse)
        cairo_surface_mark_dirty(warped.surface)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, warped.surface, Double(output.x), Double(output.y))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}

/// A rectangle of whole device pixels.
private struct PixelBox {
    let x: Int, y: Int, width: Int, height: Int

    /// The pixels `rect` touches (within `clip`'s), or `nil` for none or a rectangle too far
    /// out to count in pixels.
    init?(around rect: CGRect, within clip: CGRect? = nil) {
        var rect = rect
        if let clip { rect = rect.intersection(clip) }
        let limit = CGFloat(1 << 30)
        guard !rect.isNull, !rect.isEmpty, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ abs($0) < limit }) else { return nil }
        let (minX, minY) = (Int(rect.minX.rounded(.down)), Int(rect.minY.rounded(.down)))
        let (maxX, maxY) = (Int(rect.maxX.rounded(.up)), Int(rect.maxY.rounded(.up)))
        (x, y, width, height) = (minX, minY, maxX - minX, maxY - minY)
    }

    private init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    func intersection(_ other: PixelBox) -> PixelBox? {
        let (minX, minY) = (max(x, other.x), max(y, other.y))
        let (maxX, maxY) = (min(x + width, other.x + other.width), min(y + height, other.y + other.height))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CairoSurface {
    /// The surface's pixels, for `ProjectiveWarp` (valid while the surface lives; flush first).
    fileprivate var warpLayer: ProjectiveWarp.Layer {
        ProjectiveWarp.Layer(
            pixels: cairo_image_surface_get_data(surface)!, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
    }
}

import CCairoPango
import Cutaway
import Foundation

/// Draws display lists into ARGB32 images with Cairo.
///
/// Shapes are antialiased in grey levels; text is drawn from the very Pango layouts it was
/// measured with (each `TextRun` carries its own), unhinted, so that what was measured in
/// points is what appears at any scale, and no text is shaped twice. Groups are Cairo's state
/// and groups: a clip or a transform is `cairo_save`, the effect, the items, `cairo_restore`;
/// an opacity is `cairo_push_group`, the items, `cairo_pop_group_to_source` and
/// `cairo_paint_with_alpha`. Effects on a layer's pixels (blur, shadow, colour matrix) draw
/// the items into a layer as large as they reach and work on its pixels; a material reads the
/// pixels beneath it back (`CairoRasterizer+Material`); a projection, which
/// Cairo's affine transforms cannot draw, warps such a layer (`CairoRasterizer+Projection`).
public final class CairoRasterizer {
    public let textEngine: PangoTextEngine
    /// Whether an image whose first item covers every pixel opaquely skips being cleared
    /// first (tests turn it off to check the pixels are the same, `Scripts/bench` to time both).
    public var skipsClearingCoveredCanvas = true
    /// The image files drawn so far, decoded.
    private let images = ImageSurfaces()

    public init(textEngine: PangoTextEngine) {
        self.textEngine = textEngine
    }

    /// Draws `displayList` at `scale` pixels per point.
    ///
    /// Precondition: the image is at most 32,767 pixels a side (Cairo's limit; a scene file's
    /// canvas is at most 4,096 points at 3x). The pixels are this array's own, so Cairo
    /// allocates nothing large here: past the size check, only running out of memory for the
    /// context's small bookkeeping could fail, which is checked as a precondition too.
    public func render(_ displayList: DisplayList, scale: Int) -> RasterImage {
        precondition((1...3).contains(scale), "scale must be 1, 2 or 3")
        let width = Int((displayList.size.width * CGFloat(scale)).rounded(.up))
        let height = Int((displayList.size.height * CGFloat(scale)).rounded(.up))
        precondition(
            (0...CairoError.maximumImageSide).contains(width) && (0...CairoError.maximumImageSide).contains(height),
            "a \(width)×\(height) image is larger than Cairo draws (\(CairoError.maximumImageSide) pixels a side)")
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        // Cairo draws straight into the image's own storage: no copy of the pixels after. A
        // frame that starts by filling every pixel with an opaque colour overwrites whatever
        // is there, so its storage need not be cleared first (a frame is written once and read
        // once; clearing was a third of the memory traffic of a large frame). The bytes are
        // marked initialised before Cairo writes them: kept because it pays, a 780×1688 frame
        // rasters in 0.80–0.83× the time of clearing first (`Scripts/bench`, side by side in
        // one run), and `RasterShortcutTests` checks that no pixel changes.
        let count = stride * height
        var bytes = skipsClearingCoveredCanvas && Self.coversEveryPixel(displayList, scale: scale)
            ? [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
            : [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
            let cairo = cairo_create(surface)!
            precondition(cairo_status(cairo) == CAIRO_STATUS_SUCCESS, "Cairo: \(CairoError.text(cairo_status(cairo)))")
            cairo_scale(cairo, Double(scale), Double(scale))
            cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
            draw(displayList.items, on: cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        return RasterImage(width: width, height: height, bytesPerRow: stride, bytes: bytes)
    }

    /// Whether a display list's first item fills the whole canvas, a whole number of pixels at
    /// `scale`, with an opaque colour: every pixel then takes exactly that colour first.
    static func coversEveryPixel(_ displayList: DisplayList, scale: Int) -> Bool {
        let size = displayList.size
        guard case .fill(let path, let color, _)? = displayList.items.first, color.opacity >= 1,
              (size.width * CGFloat(scale)).rounded() == size.width * CGFloat(scale),
              (size.height * CGFloat(scale)).rounded() == size.height * CGFloat(scale)
        else { return false }
        return path == Path(CGRect(origin: .zero, size: size))
    }

    func draw(_ items: [DisplayItem], on cairo: OpaquePointer) {
        for item in items {
            draw(item, on: cairo)
        }
    }

    func draw(_ item: DisplayItem, on cairo: OpaquePointer) {
        switch item {
        case .fill(let path, let color, _):
            addPath(path, to: cairo)
            setSource(color, on: cairo)
            cairo_fill(cairo)
        case .stroke(let path, let color, let style, _):
            addPath(path, to: cairo)
            setSource(color, on: cairo)
            setStroke(style, on: cairo)
            cairo_stroke(cairo)
        case .gradient(let path, let paint, let stroke, _):
            addPath(path, to: cairo)
            let pattern = makePattern(paint, covering: path.boundingRect.insetBy(dx: -(stroke?.lineWidth ?? 0), dy: -(stroke?.lineWidth ?? 0)), on: cairo)
            cairo_set_source(cairo, pattern)
            if let stroke {
                setStroke(stroke, on: cairo)
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
            cairo_pattern_destroy(pattern)
        case .text(let run, _):
            let handle = textEngine.layout(for: run)
            setSource(run.color, on: cairo)
            cairo_move_to(cairo, Double(run.origin.x - handle.logicalOrigin.x), Double(run.origin.y - handle.logicalOrigin.y))
            pango_cairo_show_layout(cairo, handle.layout)
        case .image(let run, _):
            drawImage(run, on: cairo)
        case .material(let path, let paint, _):
            drawMaterial(path, paint, on: cairo)
        case .group(.clip(let path), let items, _):
            cairo_save(cairo)
            addPath(path, to: cairo)
            cairo_clip(cairo)
            draw(items, on: cairo)
            cairo_restore(cairo)
        case .group(.mask, let items, _):
            guard items.count == 2 else { return draw(items, on: cairo) }
            cairo_push_group(cairo)
            draw(items[0], on: cairo)
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            draw(items[1], on: cairo)
            let mask = cairo_pop_group(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(mask)
        case .group(.blur(let radius, let opaque), let items, _):
            // An opaque blur reads past its edges the edge pixels, so its layer is the items alone.
            drawLayer(items, reaching: opaque ? 0 : 3 * radius, on: cairo) { layer, scale in
                let blurredLayer = blurred(layer, sigma: Double(radius) * scale, clampsEdges: opaque)
                cairo_set_source(cairo, blurredLayer)
                cairo_paint(cairo)
                cairo_pattern_destroy(blurredLayer)
            }
        case .group(.shadow(let color, let radius, let offset), let items, _):
            guard offset.width.isFinite, offset.height.isFinite else { return draw(items, on: cairo) }
            drawLayer(items, reaching: 3 * radius + max(abs(offset.width), abs(offset.height)), on: cairo) { layer, scale in
                // The shadow: the layer's alpha in the shadow's colour, blurred, moved under it.
                cairo_push_group(cairo)
                setSource(color, on: cairo)
                cairo_mask(cairo, layer)
                let shadow = cairo_pop_group(cairo)!
                let blurredShadow = blurred(shadow, sigma: Double(radius) * scale, clampsEdges: false)
                cairo_save(cairo)
                cairo_translate(cairo, Double(offset.width), Double(offset.height))
                cairo_set_source(cairo, blurredShadow)
                cairo_paint(cairo)
                cairo_restore(cairo)
                cairo_pattern_destroy(blurredShadow)
                cairo_pattern_destroy(shadow)
                cairo_set_source(cairo, layer)
                cairo_paint(cairo)
            }
        case .group(.colorMatrix(let matrix), let items, _):
            // A point past the items, so that the layer's clip cuts no antialiased edge.
            drawLayer(items, reaching: 1, on: cairo) { layer, _ in
                withPixels(of: layer) { pixels, width, height, bytesPerRow in
                    ColorMatrixFilter.apply(to: pixels, width: width, height: height, bytesPerRow: bytesPerRow, matrix: matrix)
                }
                cairo_set_source(cairo, layer)
                cairo_paint(cairo)
            }
        case .group(.projection(let transform), let items, _):
            drawProjected(items, through: transform, on: cairo)
        case .group(.blend(let mode), let items, _):
            cairo_push_group(cairo)
            draw(items, on: cairo)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, Self.cairoOperator(mode))
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        case .group(.opacity(let opacity), let items, _):
            cairo_push_group(cairo)
            draw(items, on: cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        case .group(.transform(let transform), let items, _):
            // A transform that flattens everything (`scaleEffect(0)`) or is not finite draws
            // nothing; given to Cairo it would stop the rest of the frame from drawing.
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, determinant].allSatisfy(\.isFinite)
            else { return }
            cairo_save(cairo)
            var matrix = cairo_matrix_t(
                xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
            cairo_transform(cairo, &matrix)
            draw(items, on: cairo)
            cairo_restore(cairo)
        }
    }

    /// Draws `items` into a layer (a Cairo group) as large as they reach, `margin` more on each
    /// side, and hands it to `composite` with the device pixels per point. Limiting the layer
    /// to the items keeps a blur's work to their pixels, not the whole canvas's.
    private func drawLayer(
        _ items: [DisplayItem], reaching margin: CGFloat, on cairo: OpaquePointer, composite: (OpaquePointer, Double) -> Void
    ) {
        guard let box = items.bounds?.insetBy(dx: -margin, dy: -margin) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // Device pixels per point: the square root of the transform's area scale.
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_clip(cairo)
        cairo_push_group(cairo)
        draw(items, on: cairo)
        let layer = cairo_pop_group(cairo)!
        composite(layer, scale)
        cairo_pattern_destroy(layer)
        cairo_restore(cairo)
    }

    /// Draws an image's pieces (`ImageRun.slices`), each its part of the file stretched over
    /// its part of the rectangle, sampled as the run's interpolation asks (padded at the
    /// file's edges, so a stretched edge does not fade); a template image is its tint painted
    /// through the file's alpha.
    private func drawImage(_ run: ImageRun, on cairo: OpaquePointer) {
        guard let surface = images.surface(for: run.file) else { return }
        let filter = switch run.interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium, .high: CAIRO_FILTER_GOOD
        }
        let pixelsPerPoint = Double(run.file.scale)
        for (source, destination) in run.slices {
            let (sx, sy) = (Double(destination.width / source.width), Double(destination.height / source.height))
            guard sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { continue }
            cairo_save(cairo)
            cairo_rectangle(cairo, Double(destination.minX), Double(destination.minY), Double(destination.width), Double(destination.height))
            cairo_clip(cairo)
            // File points to the destination, then file pixels to file points.
            cairo_translate(cairo, Double(destination.minX) - Double(source.minX) * sx, Double(destination.minY) - Double(source.minY) * sy)
            cairo_scale(cairo, sx / pixelsPerPoint, sy / pixelsPerPoint)
            let pattern = cairo_pattern_create_for_surface(surface.pointer)!
            cairo_pattern_set_filter(pattern, filter)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            if let tint = run.tint {
                setSource(tint, on: cairo)
                cairo_mask(cairo, pattern)
            } else {
                cairo_set_source(cairo, pattern)
                cairo_paint(cairo)
            }
            cairo_pattern_destroy(pattern)
            cairo_restore(cairo)
        }
    }

    /// Hands the pixels of a group's image surface to `change` (pixels, width, height, bytes
    /// per row), then tells Cairo they changed. A group on another kind of surface is left as is.
    private func withPixels(of pattern: OpaquePointer, _ change: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        change(
            data, Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)),
            Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    /// Cairo's operator for a blend mode. Cairo has no plus-darker; it is drawn as multiply,
    /// its nearest (both darken; they differ where colours are light).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Cairo's stroke parameters for `style` (the same model as Core Graphics': a dash pattern
    /// whose lengths are all zero draws a solid line, as an empty one does).
    private func setStroke(_ style: StrokeStyle, on cairo: OpaquePointer) {
        // Cairo refuses a negative width (it would stop the frame); a negative one draws nothing.
        cairo_set_line_width(cairo, Double(max(0, style.lineWidth)))
        let cap = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, Double(max(1, style.miterLimit)))
        let dashes = style.dash.map { Double(max(0, $0)) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    /// A Cairo pattern for `paint`: Cairo's own linear and radial gradients (padded, as
    /// SwiftUI's are), and for an angular gradient an image of its colours over `box`
    /// (`AngularGradientImage`; see `GradientPaint.angularLocation` for the gap outside a
    /// partial sweep).
    private func makePattern(_ paint: GradientPaint, covering box: CGRect, on cairo: OpaquePointer) -> OpaquePointer {
        func addStops(_ pattern: OpaquePointer) {
            for stop in paint.stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        switch paint.kind {
        case .linear(let start, let end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(pattern)
            return pattern
        case .radial(let center, let startRadius, let endRadius, let scale):
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), Double(startRadius), Double(center.x), Double(center.y), Double(endRadius))!
            addStops(pattern)
            if scale != CGSize(width: 1, height: 1), scale.width != 0, scale.height != 0 {
                // The pattern's matrix maps user space to pattern space: the inverse scale about the centre.
                var matrix = cairo_matrix_t(
                    xx: 1 / Double(scale.width), yx: 0, xy: 0, yy: 1 / Double(scale.height),
                    x0: Double(center.x) - Double(center.x) / Double(scale.width), y0: Double(center.y) - Double(center.y) / Double(scale.height))
                cairo_pattern_set_matrix(pattern, &matrix)
            }
            return pattern
        case .angular(let center, let startAngle, let endAngle):
            return angularPattern(AngularGradientImage(paint, center: center, startAngle: startAngle, endAngle: endAngle), covering: box, on: cairo)
        }
    }

    /// A pattern of an angular gradient's pixels (`AngularGradientImage`) over the device
    /// pixels that the part of `box` inside the clip covers, each the colour of its centre's
    /// angle whatever the transform (a rotated ring too). Past `largestPixelCount` pixels,
    /// each pixel of the image is k × k of the device's, drawn back bilinearly.
    private func angularPattern(_ gradient: AngularGradientImage, covering box: CGRect, on cairo: OpaquePointer) -> OpaquePointer {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let area = box.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return cairo_pattern_create_rgba(0, 0, 0, 0) }
        // The device pixels the area covers, and one more each side for the filter.
        var (left, top, right, bottom) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for corner in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_user_to_device(cairo, &x, &y)
            (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
        }
        guard [left, top, right, bottom].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return cairo_pattern_create_rgba(0, 0, 0, 0) }
        (left, top, right, bottom) = (left.rounded(.down) - 1, top.rounded(.down) - 1, right.rounded(.up) + 1, bottom.rounded(.up) + 1)
        var factor = 1
        while (right - left) * (bottom - top) / Double(factor * factor) > Double(AngularGradientImage.largestPixelCount) { factor *= 2 }
        let width = Int(((right - left) / Double(factor)).rounded(.up)), height = Int(((bottom - top) / Double(factor)).rounded(.up))
        guard let surface = try? CairoSurface(width: width, height: height) else { return cairo_pattern_create_rgba(0, 0, 0, 0) }
        // Image pixel (i, j) is device pixels from (left + i·k, top + j·k): its centre, and its
        // steps along a row and down a column, in user space.
        func user(_ x: Double, _ y: Double) -> SIMD2<Double> {
            var (x, y) = (x, y)
            cairo_device_to_user(cairo, &x, &y)
            return SIMD2(x, y)
        }
        let k = Double(factor), origin = user(left + k / 2, top + k / 2)
        let grid = AngularGradientImage.PixelGrid(origin: origin, column: user(left + k * 1.5, top + k / 2) - origin, row: user(left + k / 2, top + k * 1.5) - origin)
        let data = cairo_image_surface_get_data(surface.surface)!
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            gradient.draw(into: pixels, width: width, height: height, rowLength: stride / 4, grid: grid)
        }
        cairo_surface_mark_dirty(surface.surface)
        let pattern = cairo_pattern_create_for_surface(surface.surface)!
        // The pattern's matrix maps user space to the image's pixels: to the device, then
        // from the image's corner, k device pixels to one.
        var toDevice = cairo_matrix_t(), fromCorner = cairo_matrix_t(xx: 1 / k, yx: 0, xy: 0, yy: 1 / k, x0: -left / k, y0: -top / k)
        var toImage = cairo_matrix_t()
        cairo_get_matrix(cairo, &toDevice)
        cairo_matrix_multiply(&toImage, &toDevice, &fromCorner)
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // At the device's own pixels every centre falls on an image pixel's centre.
        cairo_pattern_set_filter(pattern, factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        return pattern
    }

    func setSource(_ color: Color.Resolved, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    }

    func addPath(_ path: Path, to cairo: OpaquePointer) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(cairo, Double(point.x), Double(point.y))
            case .line(let point):
                cairo_line_to(cairo, Double(point.x), Double(point.y))
            case .curve(let point, let control1, let control2):
                cairo_curve_to(
                    cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(point.x), Double(point.y))
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }
}

/// A Cairo ARGB32 image surface, destroyed with its owner.
final class CairoSurface {
    let surface: OpaquePointer

    /// Throws when Cairo cannot make it: a side over Cairo's limit, or no memory for the pixels.
    init(width: Int, height: Int) throws(CairoError) {
        guard (0...CairoError.maximumImageSide).contains(width), (0...CairoError.maximumImageSide).contains(height) else {
            throw .surfaceFailed(width: width, height: height, status: CairoError.text(CAIRO_STATUS_INVALID_SIZE))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .surfaceFailed(width: width, height: height, status: CairoError.text(status))
        }
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// A copy of the surface's pixels.
    func image() -> RasterImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        return RasterImage(width: width, height: height, bytesPerRow: stride, bytes: bytes)
    }
}

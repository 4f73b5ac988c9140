import CCairoPango
import Cutaway
import Foundation

/// Frames of a scene laid out in a grid, each labelled with its time: a filmstrip (one row)
/// or a contact sheet, for docs and reviews.
public struct ContactSheet {
    /// Frames per row.
    public var columns: Int
    /// Space around and between frames, in points.
    public var margin: CGFloat = 16
    /// The height of the label strip under each frame, in points.
    public var labelHeight: CGFloat = 22

    public init(columns: Int) {
        precondition(columns > 0, "a sheet needs at least one column")
        self.columns = columns
    }

    /// Renders `scene` at `times` (seconds; each rounded to the nearest frame, in order) and lays
    /// the frames out, at `scale` pixels per point (the scene's own scale when `nil`).
    public func render(_ scene: RenderScene, at times: [Double], scale: Int? = nil, with renderer: SceneRenderer) throws -> RasterImage {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        let player = Player(scene: scene, textEngine: renderer.textEngine, images: renderer.images)
        let indices = scene.frameIndices(at: times)
        var images: [(image: RasterImage, label: String)] = []
        try player.play(through: indices) { shown in
            images.append((renderer.rasterizer.render(shown.displayList, scale: scene.canvas.scale), String(format: "t = %.2f s", shown.time)))
        }
        return try compose(images, canvas: scene.canvas, engine: renderer.textEngine)
    }

    /// `frames` (each the canvas's size) in a grid, each labelled underneath.
    /// The sheet's size in pixels for `count` frames of `canvas` at its scale.
    public func pixelSize(count: Int, canvas: RenderCanvas) -> (width: Int, height: Int) {
        let rows = (count + columns - 1) / columns
        let cell = CGSize(width: canvas.width, height: canvas.height + labelHeight)
        let width = Double(margin) + Double(min(columns, count)) * Double(cell.width + margin)
        let height = Double(margin) + Double(rows) * Double(cell.height + margin)
        let scale = Double(canvas.scale)
        return (Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)))
    }

    /// Throws `CairoError` when the sheet is too large for Cairo (32,767 pixels a side) or for
    /// the memory.
    public func compose(_ frames: [(image: RasterImage, label: String)], canvas: RenderCanvas, engine: PangoTextEngine) throws(CairoError) -> RasterImage {
        let scale = Double(canvas.scale)
        let cell = CGSize(width: canvas.width, height: canvas.height + labelHeight)
        let size = pixelSize(count: frames.count, canvas: canvas)
        let surface = try CairoSurface(width: size.width, height: size.height)
        let cairo = cairo_create(surface.surface)!
        // A context on a good surface fails only for want of memory for itself.
        precondition(cairo_status(cairo) == CAIRO_STATUS_SUCCESS, "Cairo: \(CairoError.text(cairo_status(cairo)))")
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        for (index, frame) in frames.enumerated() {
            let x = Double(margin) + Double(index % columns) * Double(cell.width + margin)
            let y = Double(margin) + Double(index / columns) * Double(cell.height + margin)
            paint(frame.image, on: cairo, x: x, y: y, scale: scale)
            // A hairline frame, in the separator grey, so light frames stand out from the page.
            cairo_set_source_rgba(cairo, 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29)
            cairo_set_line_width(cairo, 1 / scale)
            cairo_rectangle(cairo, x - 0.5 / scale, y - 0.5 / scale, Double(canvas.width) + 1 / scale, Double(canvas.height) + 1 / scale)
            cairo_stroke(cairo)
            // One line as wide as the frame, cut with an ellipsis: a label never runs into the next.
            let label = TextLayoutRequest(string: frame.label, font: .caption, width: canvas.width, lineLimit: 1)
            let layout = engine.layout(for: label)
            cairo_set_source_rgba(cairo, 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6)
            cairo_move_to(cairo, x, y + Double(canvas.height) + Double(labelHeight - layout.result.size.height) / 2 + 2)
            pango_cairo_show_layout(cairo, layout.layout)
        }
        return surface.image()
    }

    /// Paints `image` (device pixels) with its top-left corner at (`x`, `y`) points.
    private func paint(_ image: RasterImage, on cairo: OpaquePointer, x: Double, y: Double, scale: Double) {
        var pixels = image.bytes
        pixels.withUnsafeMutableBufferPointer { buffer in
            let source = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
            defer { cairo_surface_destroy(source) }
            cairo_save(cairo)
            cairo_translate(cairo, x, y)
            cairo_scale(cairo, 1 / scale, 1 / scale)
            cairo_set_source_surface(cairo, source, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }
}

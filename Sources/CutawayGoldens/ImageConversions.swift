import CutawayRender
import CutawayTesting

/// Between the comparison core's images (straight RGBA, no Cairo) and the renderer's.
extension RGBAImage {
    package init(_ png: DecodedPNG) {
        self.init(width: png.width, height: png.height, pixels: png.rgba)
    }
}

extension RasterImage {
    package init(_ image: RGBAImage) {
        self.init(straightRGBA: image.pixels, width: image.width, height: image.height)
    }
}

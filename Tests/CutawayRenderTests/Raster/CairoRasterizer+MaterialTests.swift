import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Materials in Cairo: the backdrop read back, blurred, saturated and tinted, against a
/// Gaussian and a colour formula computed here.
@Suite(.serialized) struct CairoRasterizerMaterialTests {
    let rasterizer: CairoRasterizer
    let red = Color.Resolved(red: 1, green: 0, blue: 0)
    let blue = Color.Resolved(red: 0, green: 0, blue: 1)
    let clear = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0)

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    func fill(_ rect: CGRect, _ color: Color.Resolved, _ name: String) -> DisplayItem {
        .fill(Path(rect), color: color, element: ElementID(name))
    }

    /// Red left of x = 100, blue from it, 200 × 40 points.
    var twoColourBackdrop: [DisplayItem] {
        [fill(CGRect(x: 0, y: 0, width: 100, height: 40), red, "left"), fill(CGRect(x: 100, y: 0, width: 100, height: 40), blue, "right")]
    }

    /// The standard normal distribution function, by the error function.
    func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    /// A pixel's straight red, green, blue in 0…1 (the tests' frames are opaque).
    func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Double] {
        let pixel = image.pixel(x: x, y: y)
        return [16, 8, 0].map { Double(pixel >> UInt32($0) & 0xFF) / 255 }
    }

    @Test func theBackdropIsBlurredByAGaussianAcrossTheEdgeBeneath() {
        // No tint, no saturation change: the material shows the blurred backdrop alone. Across
        // the edge at x = 100 a Gaussian of σ gives the pixel centred at x + 0.5 the share
        // Φ((x + 0.5 − 100)/σ) of blue (the step response of a Gaussian, its distribution
        // function); three boxes approximate it to within 2 % (`GaussianBlurTests`).
        for (scale, sigma) in [(1, 6.0), (2, 6.0)] {
            let paint = MaterialPaint(blurRadius: CGFloat(sigma), saturation: 1, tint: clear)
            let image = rasterizer.render(DisplayList(size: CGSize(width: 200, height: 40), items: twoColourBackdrop + [
                .material(Path(CGRect(x: 60, y: 10, width: 80, height: 20)), paint, element: ElementID("card")),
            ]), scale: scale)
            for x in stride(from: 60 * scale, to: 140 * scale, by: 1) {
                let blueShare = phi((Double(x) + 0.5 - 100 * Double(scale)) / (sigma * Double(scale)))
                let pixel = rgb(image, x, 20 * scale)
                #expect(abs(pixel[2] - blueShare) <= 0.025 && abs(pixel[0] - (1 - blueShare)) <= 0.025,
                        "scale \(scale), x = \(x): \(pixel) against blue \(blueShare)")
            }
            // Outside the shape the backdrop is untouched.
            #expect(rgb(image, 98 * scale, 5 * scale) == [1, 0, 0] && rgb(image, 102 * scale, 35 * scale) == [0, 0, 1])
        }
    }

    @Test func saturationAndTintFollowTheirFormulas() {
        // A uniform backdrop blurs to itself. Saturation s moves each channel from the
        // luminance L = 0.213 r + 0.715 g + 0.072 b (Filter Effects §9.6, `saturate`) by s:
        // c' = L + s (c − L), clamped to 0…1; the tint (colour t, opacity a) then lies over it,
        // source over: c'' = c' (1 − a) + t a.
        let backdrop = Color.Resolved(red: 0.8, green: 0.4, blue: 0.2)
        for material in [Material.ultraThin, .thin, .regular, .thick] {
            for scheme in [ColorScheme.light, .dark] {
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                let paint = material.paint(in: environment)
                let image = rasterizer.render(DisplayList(size: CGSize(width: 60, height: 60), items: [
                    fill(CGRect(x: 0, y: 0, width: 60, height: 60), backdrop, "backdrop"),
                    .material(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), paint, element: ElementID("card")),
                ]), scale: 1)
                let (r, g, b) = (backdrop.red, backdrop.green, backdrop.blue)
                let luminance = 0.213 * r + 0.715 * g + 0.072 * b
                let tint = paint.tint
                let tints: [Double] = [tint.red, tint.green, tint.blue]
                var expected: [Double] = []
                for (channel, tinted) in zip([r, g, b], tints) {
                    let saturated: Double = min(1, max(0, luminance + paint.saturation * (channel - luminance)))
                    expected.append(saturated * (1 - tint.opacity) + tinted * tint.opacity)
                }
                let pixel = rgb(image, 30, 30)
                // Two roundings to 8 bits (the saturated layer, then the tint): 1.5 levels.
                #expect(zip(pixel, expected).allSatisfy { abs($0 - $1) <= 1.5 / 255 }, "\(material) \(scheme): \(pixel) against \(expected)")
            }
        }
    }

    @Test func aMaterialInALayerSeesOnlyWhatTheLayerDrewAndAClipOrTransformLetsTheFrameThrough() {
        let paint = MaterialPaint(blurRadius: 2, saturation: 1, tint: clear)
        let card = DisplayItem.material(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), paint, element: ElementID("card"))
        let backdrop = fill(CGRect(x: 0, y: 0, width: 20, height: 20), red, "backdrop")
        // In an opacity group (a layer of its own) the backdrop is the group's: empty, so the
        // copy is transparent and the red beneath shows unchanged.
        let layered = rasterizer.render(DisplayList(size: CGSize(width: 20, height: 20), items: [
            fill(CGRect(x: 0, y: 0, width: 20, height: 20), blue, "beneath"),
            .group(.opacity(1), [card], element: ElementID("layer")),
        ]), scale: 1)
        #expect(rgb(layered, 10, 10) == [0, 0, 1])
        // Through a translation and a clip, the frame so far: red, then moved 0 by the
        // transform's inverse, still red in the middle.
        let moved = rasterizer.render(DisplayList(size: CGSize(width: 40, height: 20), items: [
            backdrop, fill(CGRect(x: 20, y: 0, width: 20, height: 20), blue, "right"),
            .group(.clip(Path(CGRect(x: 0, y: 0, width: 40, height: 20))), [
                .group(.transform(.translation(x: 20, y: 0)), [card], element: ElementID("move")),
            ], element: ElementID("clip")),
        ]), scale: 2)
        // The card is at x 25…35 over blue, 10 points (5σ) from red: blue.
        #expect(rgb(moved, 60, 20) == [0, 0, 1])
    }
}

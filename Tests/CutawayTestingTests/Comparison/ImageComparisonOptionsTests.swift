import Cutaway
import CutawayRender
import Dispatch
import Foundation
import Synchronization
import Testing
@testable import CutawayTesting

/// The calibration of the default comparison (`ImageComparisonOptions()`), on pairs of frames
/// Cutaway renders: changes a person sees on an iOS screen must fail, what rendering alone
/// produces must pass. `docs/goldens.md` tabulates the same numbers.
///
/// Where the numbers come from: pixel counts from the geometry (canvas points × scale²), ΔE00
/// from an independent Python transcription of Sharma, Wu and Dalal (2005) run on the colours
/// the rasteriser writes (sRGB, D65). Each pair is also checked against pixelmatch's YIQ 0.1,
/// the old default, where it decides differently: that is what the calibration changed.
@Suite(.serialized) struct ImageComparisonOptionsCalibrationTests {
    let engine: PangoTextEngine
    let rasterizer: CairoRasterizer

    init() throws {
        engine = try PangoTextEngine()
        rasterizer = CairoRasterizer(textEngine: engine)
    }

    func render<Content: View>(
        scale: Int, width: CGFloat = 390, height: CGFloat = 200, @ViewBuilder _ content: @escaping @MainActor () -> Content
    ) throws -> RGBAImage {
        let scene = RenderScene("calibration", canvas: RenderCanvas(width: width, height: height, scale: scale), content: content)
        let frame = try Player(scene: scene, textEngine: engine).frame(at: 0)
        return rgba(rasterizer.render(frame.displayList, scale: scale))
    }

    func rgba(_ image: RasterImage) -> RGBAImage {
        RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA())
    }

    static let pixelmatch = ImageComparisonOptions(colorDistance: .yiq(), shiftTolerance: 0)

    // MARK: Must fail

    @Test(arguments: [2, 3]) func aCardsCornerRadiusFrom16To12OnTheGroupedBackgroundFails(scale: Int) throws {
        func card(_ radius: CGFloat) throws -> RGBAImage {
            try render(scale: scale) { RoundedRectangle(cornerRadius: radius).fill(Color.white).frame(width: 300, height: 120) }
        }
        let (before, after) = (try card(16), try card(12))
        let result = compareImages(after, before)
        #expect(result.verdict == .different)
        // White against #F2F2F7 (L* 95.62, a* 0.89, b* −2.40) is ΔE00 3.637.
        #expect(abs(result.maximumColorDistance - 3.637) < 0.01)
        // Between the arcs at each corner lie (16² − 12²)(1 − π/4) = 24.0 pt² (96 px at 2x, 216 at
        // 3x). The shift rule forgives the pixel or so along each arc, so somewhat more than a
        // third of that remains (measured: 204 at 2x, 596 at 3x).
        let area = 4 * (256.0 - 144) * (1 - Double.pi / 4) * Double(scale * scale)
        #expect(Double(result.differentPixelCount) > area * 0.35 && Double(result.differentPixelCount) <= area)
        // pixelmatch's threshold sees nothing: YIQ distance 0.047 is under 0.1.
        #expect(compareImages(after, before, options: Self.pixelmatch).verdict == .withinTolerance)
    }

    @Test(arguments: [2, 3]) func aSeparatorMovedByOnePointFails(scale: Int) throws {
        func rows(above: CGFloat) throws -> RGBAImage {
            try render(scale: scale) {
                VStack(spacing: 0) {
                    Color.white.frame(height: above)
                    Divider()
                    Color.white.frame(height: 80 - above)
                }
            }
        }
        let result = compareImages(try rows(above: 41), try rows(above: 40))
        #expect(result.verdict == .different)
        // A divider is one pixel row across the 390-pt width; moving it by 1 pt (2 or 3 rows)
        // changes the old row and the new one: 2 × 390 × scale pixels, none forgiven, because the
        // rows it left and reached are scale − 1 ≥ 1 pixels apart from the other image's line.
        #expect(result.differentPixelCount == 2 * 390 * scale)
        #expect(result.shiftedPixelCount == 0)
    }

    @Test(arguments: [2, 3]) func secondaryTextInAnotherColourFails(scale: Int) throws {
        func label(_ style: some ShapeStyle) throws -> RGBAImage {
            try render(scale: scale) { Text("Updated 5 minutes ago").foregroundStyle(style).padding().background(Color.white) }
        }
        let secondary = try label(HierarchicalShapeStyle.secondary)
        // Tertiary: the label's grey at 30 % rather than 60 %, a change anyone sees.
        let tertiary = compareImages(try label(HierarchicalShapeStyle.tertiary), secondary)
        #expect(tertiary.verdict == .different)
        #expect(tertiary.maximumColorDistance > 15)
        // systemGray (142, 142, 147) for secondaryLabel over white (138, 138, 142): ΔE00 1.82,
        // visible side by side; pixelmatch's YIQ distance is 0.019 and passes it.
        let gray = try label(Color.gray)
        let subtle = compareImages(gray, secondary)
        #expect(subtle.verdict == .different)
        #expect(abs(subtle.maximumColorDistance - 1.82) < 0.05)
        #expect(compareImages(gray, secondary, options: Self.pixelmatch).verdict == .withinTolerance)
    }

    @Test(arguments: [2, 3]) func aMaterialsTintChangeFails(scale: Int) throws {
        // Cutaway has no materials yet; over a flat backdrop a material's blur is the backdrop
        // itself, so what a tint change does is a translucent white layer changing opacity. Over
        // systemBlue, 72 % → 64 % white is (184, 216, 255) → (163, 208, 255): ΔE00 3.87.
        func tint(_ opacity: Double, over backdrop: Color) throws -> RGBAImage {
            try render(scale: scale) { ZStack { backdrop; Color.white.opacity(opacity).frame(width: 300, height: 80) } }
        }
        let result = compareImages(try tint(0.64, over: .blue), try tint(0.72, over: .blue))
        #expect(result.verdict == .different)
        // Every pixel of the 300 × 80-pt layer, none else.
        #expect(result.differentPixelCount == 300 * 80 * scale * scale)
        #expect(abs(result.maximumColorDistance - 3.87) < 0.05)
        #expect(compareImages(try tint(0.64, over: .blue), try tint(0.72, over: .blue), options: Self.pixelmatch).verdict == .withinTolerance)
        // Over the grouped background the same change is ΔE00 0.20, which nobody sees: it passes.
        let grey = compareImages(try tint(0.64, over: .systemGroupedBackground), try tint(0.72, over: .systemGroupedBackground))
        #expect(grey.verdict == .withinTolerance)
        #expect(grey.maximumColorDistance < 1)
    }

    // MARK: Must pass

    @Test func theSameFrameRenderedOnOtherThreadsIsIdentical() throws {
        let scene = RenderScene("threads", canvas: RenderCanvas(width: 390, height: 200, scale: 3)) {
            VStack(spacing: 12) {
                Text("Wi-Fi").font(.headline)
                RoundedRectangle(cornerRadius: 16).fill(Color.white).frame(height: 80)
                Text("Updated 5 minutes ago").foregroundStyle(.secondary)
            }
            .padding()
        }
        let displayList = try Player(scene: scene, textEngine: engine).frame(at: 0).displayList
        let alone = rgba(rasterizer.render(displayList, scale: 3))
        // Four renders at once on two or more threads, each with its own engine, as
        // `cutaway render` does on every core.
        let results = Mutex<[RGBAImage?]>(Array(repeating: nil, count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            guard let engine = try? PangoTextEngine() else { return }
            let image = CairoRasterizer(textEngine: engine).render(displayList, scale: 3)
            let pixels = RGBAImage(width: image.width, height: image.height, pixels: image.straightRGBA())
            results.withLock { $0[index] = pixels }
        }
        for image in results.withLock({ $0 }) {
            let image = try #require(image)
            #expect(compareImages(image, alone).verdict == .identical)
        }
    }

    @Test(arguments: [2, 3]) func textReRenderedAFractionOfAPixelAwayPasses(scale: Int) throws {
        // Layout that lands text a fraction of a pixel elsewhere: Pango positions glyphs at
        // sub-pixel offsets and hinting snaps stems to whole pixels, so stems jump a column.
        var forgivenOnlyByTheShiftRule = 0
        for font in [Font.largeTitle, .headline, .body, .footnote, .caption2] {
            for string in ["Settings", "Wi-Fi & Bluetooth 123", "Quick brown fox jumps; gjpqy"] {
                let request = TextLayoutRequest(string: string, font: font)
                let size = engine.measure(request).size
                func text(dx: CGFloat, dy: CGFloat) -> RGBAImage {
                    let bounds = CGRect(x: 0, y: 0, width: size.width + 20, height: size.height + 20)
                    let run = TextRun(
                        request: request, origin: CGPoint(x: 10 + dx, y: 10 + dy), size: size,
                        color: Color.Resolved(red: 0, green: 0, blue: 0))
                    return rgba(rasterizer.render(DisplayList(size: bounds.size, items: [
                        .fill(Path(bounds), color: Color.Resolved(red: 1, green: 1, blue: 1), element: ElementID("background")),
                        .text(run, element: ElementID("text")),
                    ]), scale: scale))
                }
                let original = text(dx: 0, dy: 0)
                for pixels in [0.05, 0.1, 0.2, 0.3, 0.45] {
                    let offset = CGFloat(pixels) / CGFloat(scale)
                    for moved in [text(dx: offset, dy: 0), text(dx: 0, dy: offset)] {
                        let result = compareImages(moved, original)
                        #expect(result.verdict.isPassing, "\(font) \(string) moved \(pixels) px at \(scale)x: \(result.differentPixelCount) px")
                        if !compareImages(moved, original, options: .init(shiftTolerance: 0)).verdict.isPassing {
                            forgivenOnlyByTheShiftRule += 1
                        }
                    }
                }
            }
        }
        // The shift rule is what makes them pass: without it, 93 of these 150 moved texts fail at
        // 2x and 63 at 3x (and as many under pixelmatch's YIQ 0.1, the old default).
        #expect(forgivenOnlyByTheShiftRule > 50)
    }

    @Test func aWholePointMoveOfTextFailsAt3x() throws {
        // The shift rule forgives one pixel, not one point: text moved by 1 pt (3 px) fails.
        func label(_ leading: CGFloat) throws -> RGBAImage {
            try render(scale: 3) { Text("Updated 5 minutes ago").padding(.leading, leading).frame(maxWidth: .infinity, alignment: .leading) }
        }
        #expect(compareImages(try label(21), try label(20)).verdict == .different)
    }
}

import Cutaway
import Foundation
import Testing
@testable import CutawayRender

@Suite(.serialized) struct CairoRasterizerTests {
    let rasterizer: CairoRasterizer
    let red = Color.Resolved(red: 1, green: 0, blue: 0)
    let element = ElementID("test")

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    func render(_ items: [DisplayItem], width: CGFloat = 10, height: CGFloat = 10, scale: Int = 2) -> RasterImage {
        rasterizer.render(DisplayList(size: CGSize(width: width, height: height), items: items), scale: scale)
    }

    @Test func emptyListIsTransparentAtTheScaledSize() {
        let image = render([], scale: 3)
        #expect(image.width == 30 && image.height == 30)
        #expect(image.pixel(x: 15, y: 15) == 0)
    }

    @Test func fillCoversItsPixelsExactly() {
        // A 5×5-pt square at 2x covers pixels 0..<10 fully and nothing else.
        let image = render([.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), color: red, element: element)])
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.pixel(x: 9, y: 9) == 0xFFFF_0000)
        #expect(image.pixel(x: 10, y: 9) == 0)
        #expect(image.pixel(x: 9, y: 10) == 0)
    }

    /// A slider's thumb drawn from (0, 0) of its rectangle, whatever the rectangle's origin.
    nonisolated private struct Thumb: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
        }
    }

    @Test func aShapeDrawnFromItsOriginLandsInItsViewsFrame() throws {
        let scene = RenderScene("thumb", canvas: RenderCanvas(width: 40, height: 40, scale: 1), duration: 0, fps: 1) {
            Thumb().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
        }
        let list = try Player(scene: scene, textEngine: rasterizer.textEngine).frame(at: 0).displayList
        let image = rasterizer.render(list, scale: 1)
        // The 20-pt frame centred on 40 covers pixels 10..<30; the thumb is its top-left
        // quarter, pixels 10..<20 on both axes, red; the canvas's top-left corner, where a path
        // in the canvas's space would have drawn, and the frame's other quarters are not.
        let red: UInt32 = 0xFFFF_0000
        #expect(image.pixel(x: 10, y: 10) == red)
        #expect(image.pixel(x: 19, y: 19) == red)
        #expect(image.pixel(x: 20, y: 15) != red)
        #expect(image.pixel(x: 15, y: 20) != red)
        #expect(image.pixel(x: 5, y: 5) != red)
    }

    @Test func halfPixelEdgesAreAntialiasedInGrey() {
        // An edge at 2.25 pt = 4.5 px covers half of pixel column 4: alpha 0x80 (or 0x7F).
        let image = render([.fill(Path(CGRect(x: 0, y: 0, width: 2.25, height: 5)), color: red, element: element)])
        let alpha = image.pixel(x: 4, y: 2) >> 24
        #expect(alpha == 0x80 || alpha == 0x7F)
    }

    @Test func clipLimitsDrawing() {
        let image = render([
            .group(
                .clip(Path(CGRect(x: 0, y: 0, width: 2, height: 2))),
                [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)], element: element),
        ])
        #expect(image.pixel(x: 3, y: 3) == 0xFFFF_0000)
        #expect(image.pixel(x: 4, y: 4) == 0)
    }

    @Test func opacityGroupComposites() {
        let image = render([
            .group(.opacity(0.5), [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)], element: element),
        ])
        let pixel = image.pixel(x: 5, y: 5)
        // Premultiplied half red: alpha and red both 0x80 (Cairo rounds 127.5 either way).
        #expect([0x8080_0000, 0x7F7F_0000].contains(pixel))
    }

    /// A 4-pt-wide horizontal line from x = 3 to x = 7 at y = 5, on a 10-pt canvas at 2x.
    private func line(_ style: StrokeStyle) -> RasterImage {
        var style = style
        style.lineWidth = 4
        let path = Path { $0.move(to: CGPoint(x: 3, y: 5)); $0.addLine(to: CGPoint(x: 7, y: 5)) }
        return render([.stroke(path, color: red, style: style, element: element)])
    }

    @Test func capsEndTheLineAsTheirNamesSay() {
        // Pixel (5, 10) is the centre of point (2.75, 5.25): 0.25 before the line's end.
        // A butt cap stops at x = 3; a square cap reaches x = 1; a round cap covers the disc
        // of radius 2 around (3, 5), which holds it.
        #expect(line(StrokeStyle(lineCap: .butt)).pixel(x: 5, y: 10) == 0)
        #expect(line(StrokeStyle(lineCap: .square)).pixel(x: 5, y: 10) == 0xFFFF_0000)
        #expect(line(StrokeStyle(lineCap: .round)).pixel(x: 5, y: 10) == 0xFFFF_0000)
        // Pixel (2, 6), point (1.25, 3.25): inside the square cap's corner, outside the round
        // cap's disc (its distance from (3, 5) is 2.47 > 2).
        #expect(line(StrokeStyle(lineCap: .square)).pixel(x: 2, y: 6) == 0xFFFF_0000)
        #expect(line(StrokeStyle(lineCap: .round)).pixel(x: 2, y: 6) == 0)
    }

    @Test func dashesLeaveGapsFromTheirPhase() {
        // Dashes of 1 and gaps of 1 from x = 3: dash 3–4, gap 4–5, dash 5–6, gap 6–7.
        let dashed = line(StrokeStyle(dash: [1, 1]))
        #expect(dashed.pixel(x: 7, y: 10) == 0xFFFF_0000)  // point 3.75
        #expect(dashed.pixel(x: 9, y: 10) == 0)  // point 4.75
        // A phase of 1 starts in the gap: gap 3–4, dash 4–5.
        let shifted = line(StrokeStyle(dash: [1, 1], dashPhase: 1))
        #expect(shifted.pixel(x: 7, y: 10) == 0)
        #expect(shifted.pixel(x: 9, y: 10) == 0xFFFF_0000)
    }

    @Test func joinsMeetAsTheirNamesSay() {
        // A right angle at (5, 2): up from (5, 8), then right to (9, 2), 2 wide. The miter
        // fills the corner square [4, 5] × [1, 2]; the bevel only its half x + y ≥ 6 (the line
        // from (4, 2) to (5, 1)). Pixel (8, 2) is point (4.25, 1.25), where x + y = 5.5.
        let corner = Path {
            $0.move(to: CGPoint(x: 5, y: 8))
            $0.addLine(to: CGPoint(x: 5, y: 2))
            $0.addLine(to: CGPoint(x: 9, y: 2))
        }
        func draw(_ join: CGLineJoin) -> RasterImage {
            render([.stroke(corner, color: red, style: StrokeStyle(lineWidth: 2, lineJoin: join), element: element)])
        }
        #expect(draw(.miter).pixel(x: 8, y: 2) == 0xFFFF_0000)
        #expect(draw(.bevel).pixel(x: 8, y: 2) == 0)
    }

    /// The red, green and blue bytes of a pixel (opaque, so premultiplying changes nothing).
    private func rgb(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
    }

    @Test func aLinearGradientInterpolatesAlongItsLine() {
        let paint = GradientPaint(kind: .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0)),
                                  stops: [.init(color: red, location: 0), .init(color: Color.Resolved(red: 0, green: 0, blue: 1), location: 1)])
        let image = render([.gradient(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint, stroke: nil, element: element)])
        // Pixel 5 at 2x is centred on x = 2.75: 27.5 % of the way, so red 0.725 · 255 = 184.9
        // and blue 0.275 · 255 = 70.1 (Cairo rounds; allow one level).
        let (r, g, b) = (rgb(image.pixel(x: 5, y: 5))[0], rgb(image.pixel(x: 5, y: 5))[1], rgb(image.pixel(x: 5, y: 5))[2])
        #expect(abs(r - 185) <= 1 && g == 0 && abs(b - 70) <= 1)
    }

    @Test func anAngularGradientTurnsClockwiseFromItsStartAngle() {
        let paint = GradientPaint(kind: .angular(center: CGPoint(x: 5, y: 5), startAngle: 0, endAngle: 2 * .pi),
                                  stops: [.init(color: red, location: 0), .init(color: Color.Resolved(red: 0, green: 0, blue: 1), location: 1)])
        let image = render([.gradient(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint, stroke: nil, element: element)])
        // Straight below the centre (y down) is a quarter turn on: 3/4 red, 1/4 blue. Pixel
        // (9, 17) is centred on (4.75, 8.75), at atan2(3.75, −0.25) = 93.8°: location 0.2606.
        let below = rgb(image.pixel(x: 9, y: 17))
        #expect(abs(below[0] - Int((0.7394 * 255).rounded())) <= 2 && abs(below[2] - Int((0.2606 * 255).rounded())) <= 2)
        // Straight above is three quarters on: pixel (9, 2), centred on (4.75, 1.25), at 266.2°.
        let above = rgb(image.pixel(x: 9, y: 2))
        #expect(abs(above[0] - Int((0.2606 * 255).rounded())) <= 2 && abs(above[2] - Int((0.7394 * 255).rounded())) <= 2)
    }

    @Test func aMaskShowsItsContentThroughItsAlpha() {
        // Red over the canvas, masked by a half-opaque square over its left half.
        let content = DisplayItem.group(.transform(.identity), [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)], element: element)
        let mask = DisplayItem.group(.transform(.identity), [
            .fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5), element: element),
        ], element: element)
        let image = render([.group(.mask, [content, mask], element: element)])
        // Premultiplied red at half alpha where the mask is; nothing where it is not.
        #expect([0x8080_0000, 0x7F7F_0000].contains(image.pixel(x: 2, y: 5)))
        #expect(image.pixel(x: 15, y: 5) == 0)
    }

    @Test func aShadowIsTheLayersAlphaBlurredMovedAndUnderIt() {
        // A red square (2…6 pt) with a black shadow moved 2 pt right, σ = 0.5 pt (1 px at 2x).
        let square = DisplayItem.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), color: red, element: element)
        let image = render([.group(.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 0.5, offset: CGSize(width: 2, height: 0)), [square], element: element)])
        // Inside the square: the square itself, drawn over its shadow.
        #expect(image.pixel(x: 8, y: 8) == 0xFFFF_0000)
        // Right of the square (x = 7 pt, 1 pt inside the shadow's 8-pt edge, 2σ): shadow, near opaque black.
        let shadow = image.pixel(x: 14, y: 8)
        #expect(shadow >> 24 > 0xE0 && shadow & 0x00FF_FFFF == 0)
        // Left of the square, where the shadow moved away from: nothing.
        #expect(image.pixel(x: 2, y: 8) == 0)
    }

    @Test func blendModesCombineWithWhatIsBeneath() {
        // Red over opaque blue: multiply gives (1·0, 0·0, 0·1) = black, screen
        // 1 − (1 − a)(1 − b) = (1, 0, 1) magenta, lighten the larger of each: magenta too.
        let blue = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: Color.Resolved(red: 0, green: 0, blue: 1), element: element)
        func blended(_ mode: BlendMode) -> UInt32 {
            render([blue, .group(.blend(mode), [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)], element: element)])
                .pixel(x: 5, y: 5)
        }
        #expect(blended(.multiply) == 0xFF00_0000)
        #expect(blended(.screen) == 0xFFFF_00FF)
        #expect(blended(.lighten) == 0xFFFF_00FF)
        #expect(blended(.destinationOver) == 0xFF00_00FF)
    }

    @Test func aFlatteningTransformDrawsNothingAndLeavesTheRestOfTheFrame() {
        // `scaleEffect(0)`: a transform with determinant 0. Given to Cairo it would put the
        // context in an error state that hides everything drawn after it.
        let square = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)
        let image = render([
            .group(.transform(.scale(x: 0, y: 0, anchor: CGPoint(x: 5, y: 5))), [square], element: element),
            .group(.transform(DisplayTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), [square], element: element),
            .fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: red, element: element),
        ])
        #expect(image.pixel(x: 1, y: 1) == 0xFFFF_0000)
        #expect(image.pixel(x: 10, y: 10) == 0)
    }

    @Test func transformMovesDrawing() {
        let image = render([
            .group(.transform(.translation(x: 5, y: 0)), [.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: red, element: element)], element: element),
        ])
        #expect(image.pixel(x: 0, y: 0) == 0)
        #expect(image.pixel(x: 10, y: 0) == 0xFFFF_0000)
    }

    @Test func nestedGroupsApplyInsideOutAndEndWithTheirItems() {
        // A 10×10-pt red square, in two opacity groups of 0.5, clipped to a 2×2-pt square,
        // moved right by 4 pt; then a 1-pt square after the groups. At 2x the clip covers
        // pixels x 8..<12, y 0..<4 (4 pt + 2 pt); each group halves the alpha: 255 · ½ is 127
        // or 128 (Cairo rounds either way), and half of that 63 or 64, premultiplied (red =
        // alpha). The square after the groups is neither moved, clipped nor faded.
        let square = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element)
        let image = render([
            .group(.transform(.translation(x: 4, y: 0)), [
                .group(.clip(Path(CGRect(x: 0, y: 0, width: 2, height: 2))), [
                    .group(.opacity(0.5), [.group(.opacity(0.5), [square], element: element)], element: element),
                ], element: element),
            ], element: element),
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: red, element: element),
        ])
        for (x, y) in [(8, 0), (11, 3), (9, 2)] {
            let pixel = image.pixel(x: x, y: y)
            let alpha = pixel >> 24, red = (pixel >> 16) & 0xFF
            #expect((63...64).contains(alpha) && red == alpha && pixel & 0xFFFF == 0, "pixel (\(x), \(y))")
        }
        for (x, y) in [(7, 0), (12, 0), (8, 4), (19, 19)] {
            #expect(image.pixel(x: x, y: y) == 0, "pixel (\(x), \(y))")
        }
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.pixel(x: 1, y: 1) == 0xFFFF_0000)
        #expect(image.pixel(x: 2, y: 0) == 0)
    }

    @Test func textIsDrawnInsideItsFrame() throws {
        let request = TextLayoutRequest(string: "Footer", font: .body)
        let size = rasterizer.textEngine.measure(request).size
        let run = TextRun(request: request, origin: CGPoint(x: 10, y: 10), size: size, color: Color.Resolved(red: 0, green: 0, blue: 0))
        let image = render([.text(run, element: element)], width: 100, height: 50, scale: 1)
        var inked: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) >> 24 > 0 {
                inked.append((x, y))
            }
        }
        #expect(!inked.isEmpty)
        // Every inked pixel lies in the text's frame (glyph ink stays inside the line box).
        #expect(inked.allSatisfy { x, y in
            CGFloat(x) >= 9 && CGFloat(x) <= 10 + size.width + 1 && CGFloat(y) >= 10 && CGFloat(y) <= 10 + size.height
        })
    }

    /// Two seconds of texts that change: a cross-fade, rolling digits and text that stays.
    func changingTextScene() -> RenderScene {
        let word = SceneValue("before"), count = SceneValue("98")
        return RenderScene(
            "changing-text", canvas: RenderCanvas(width: 200, height: 120, scale: 2), duration: 1, fps: 8,
            script: [.run(at: 0.25, animation: .linear(duration: 0.5)) {
                word.value = "after"
                count.value = "99"
            }]
        ) {
            VStack {
                Text(word.value).contentTransition(.opacity)
                Text(count.value).contentTransition(.numericText())
                Text("A line that stays the same").font(.caption)
            }
        }
    }

    @Test func eachFrameIsShapedWhileMeasuredAndNotAgainWhenDrawn() throws {
        let engine = rasterizer.textEngine
        let player = Player(scene: changingTextScene(), textEngine: engine)
        var drawnTexts = 0
        for index in 0..<player.scene.frameCount {
            let list = try player.frame(at: index).displayList
            let made = engine.cacheMisses
            // Forgotten, so that drawing any text by its request would lay it out again.
            engine.removeCachedLayouts()
            _ = rasterizer.render(list, scale: 2)
            #expect(engine.cacheMisses == made, "frame \(index): \(engine.cacheMisses - made) layouts made while drawing")
            drawnTexts += list.allItems.filter { if case .text = $0 { true } else { false } }.count
        }
        // The fades drew old and new text in the frames between (more texts than 3 a frame).
        #expect(drawnTexts > 3 * player.scene.frameCount)
    }

    @Test func drawingTheCarriedLayoutGivesTheBytesOfLayingTheRequestOutAgain() throws {
        let player = Player(scene: changingTextScene(), textEngine: rasterizer.textEngine)
        func withoutLayouts(_ items: [DisplayItem]) -> [DisplayItem] {
            items.map { item in
                switch item {
                case .text(var run, let element):
                    run.shapedText = nil
                    return .text(run, element: element)
                case .group(let effect, let items, let element): return .group(effect, withoutLayouts(items), element: element)
                default: return item
                }
            }
        }
        for index in [0, 4, 8] {
            let list = try player.frame(at: index).displayList
            var bare = list
            bare.items = withoutLayouts(list.items)
            #expect(!bare.allItems.contains { if case .text(let run, _) = $0 { run.shapedText != nil } else { false } })
            #expect(rasterizer.render(list, scale: 2) == rasterizer.render(bare, scale: 2), "frame \(index)")
        }
    }

    @Test func sameSceneGivesSameBytes() {
        let items: [DisplayItem] = [
            .fill(Path(roundedRect: CGRect(x: 1, y: 1, width: 8, height: 8), cornerRadius: 3), color: red, element: element),
        ]
        #expect(render(items) == render(items))
    }
}

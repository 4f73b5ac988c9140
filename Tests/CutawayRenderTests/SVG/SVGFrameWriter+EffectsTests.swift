import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Colour matrices and projections in SVG: what is written, and how browsers and librsvg
/// draw it against Cairo's PNG.
@Suite(.serialized) struct SVGFrameWriterEffectsTests {
    let engine: PangoTextEngine
    let writer: SVGFrameWriter
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    let blue = Color.Resolved(red: 0.1, green: 0.3, blue: 0.9)

    init() throws {
        engine = try PangoTextEngine()
        writer = SVGFrameWriter(textEngine: engine)
    }

    func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat, _ color: Color.Resolved, _ element: String) -> DisplayItem {
        .fill(Path(CGRect(x: x, y: y, width: side, height: side)), color: color, element: ElementID(element))
    }

    /// A turn by `angle` about the vertical axis through `anchor`, seen from `distance` (as
    /// `CairoRasterizerProjectionTests` builds it).
    func turnAboutY(_ angle: Double, anchor: CGPoint, distance: CGFloat) -> ProjectionTransform {
        var perspective = ProjectionTransform()
        perspective.m11 = CGFloat(cos(angle))
        perspective.m13 = CGFloat(sin(angle)) / distance
        return ProjectionTransform(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
            .concatenating(perspective)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
    }

    @Test func aColourMatrixIsAnFeColorMatrixInSRGBAPointPastTheItems() {
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 20, height: 10), items: [
            .group(.colorMatrix(.brightness(0.25)), [square(2, 2, 4, blue, "s")], element: ElementID("b")),
        ]))
        #expect(lines(of: svg, containing: "<filter") == [
            #"<filter id="filter-b" filterUnits="userSpaceOnUse" x="1" y="1" width="6" height="6" color-interpolation-filters="sRGB">"#
                + #"<feColorMatrix type="matrix" values="1 0 0 0 0.25 0 1 0 0 0.25 0 0 1 0 0.25 0 0 0 1 0"/></filter>"#,
        ])
        #expect(lines(of: svg, containing: "e-b") == [#"<g id="e-b" filter="url(#filter-b)">"#])
    }

    @Test func aProjectionIsASwitchOfACSSMatrix3dAndAnAffineStandIn() throws {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 20, height: 10), items: [
            .group(.projection(perspective), [square(0, 0, 10, blue, "s")], element: ElementID("p")),
        ]))
        #expect(xmlParseError(svg) == nil)
        // The content once, in <defs>; the switch uses it twice.
        #expect(lines(of: svg, containing: #"<g id="content-p">"#).count == 1)
        #expect(lines(of: svg, containing: ##"href="#content-p""##).count == 2)
        // Corners (0, 0), (10, 0), (0, 10), (10, 10) go to (0, 0), (9.09, 0), (0, 10), (9.09, 9.09):
        // the foreignObject is that box, a point more each side.
        #expect(lines(of: svg, containing: "<foreignObject") == [
            #"<foreignObject x="-1" y="-1" width="11.091" height="12" requiredExtensions="http://www.w3.org/1999/xhtml">"#,
        ])
        // Then moved by (1, 1), the box's corner negated: X + W and Y + W, so the first row
        // gains m13 = 0.01 in both columns and the last is (1, 1, 0, 1).
        #expect(lines(of: svg, containing: "matrix3d(1.01,0.01,0,0.01,0,1,0,0,0,0,1,0,1,1,0,1)").count == 1)
        #expect(lines(of: svg, containing: "<use href=\"#content-p\" transform=").count == 1)
    }

    @Test func aProjectionThatDrawsNothingIsAnEmptyGroup() {
        var behind = ProjectionTransform()
        behind.m13 = -1
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 20, height: 10), items: [
            .group(.projection(behind), [square(0, 0, 10, blue, "s")], element: ElementID("p")),
        ]))
        #expect(lines(of: svg, containing: "e-p") == [#"<g id="e-p"/>"#])
        #expect(!svg.contains("foreignObject") && !svg.contains("e-s"))
    }

    /// A square through each colour effect, over white, and one half transparent.
    func colourComparisonFrame() -> DisplayList {
        let colours = [Color.Resolved(red: 0.9, green: 0.2, blue: 0.1), Color.Resolved(red: 0.2, green: 0.7, blue: 0.3), blue]
        let matrices: [ColorMatrix] = [
            .brightness(0.3), .contrast(1.8), .saturation(0.2), .grayscale(1), .hueRotation(.degrees(120)),
            .colorMultiply(Color.Resolved(red: 1, green: 0.6, blue: 0.2)), .colorInvert, .luminanceToAlpha,
        ]
        var items = [CutawayRenderTests.rectangleFill(0, 0, 160, 60, color: white, element: "background")]
        for (index, matrix) in matrices.enumerated() {
            let x = CGFloat(index % 4) * 40 + 4, y = CGFloat(index / 4) * 30 + 3
            items.append(.group(.colorMatrix(matrix), [
                square(x, y, 12, colours[0], "a\(index)"),
                square(x + 12, y, 12, colours[1], "b\(index)"),
                .fill(Path(ellipseIn: CGRect(x: x + 22, y: y + 6, width: 12, height: 12)), color: Color.Resolved(red: 0.1, green: 0.3, blue: 0.9, opacity: 0.5), element: ElementID("c\(index)")),
            ], element: ElementID("m\(index)")))
        }
        return DisplayList(size: CGSize(width: 160, height: 60), items: items)
    }

    // Chromium is installed by `Scripts/setup --test`; without it the test is skipped (see
    // `SVGFrameWriterTests.browserRenderingMatchesCairo`, whose check this is).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfColourEffectsMatchesCairo() throws {
        let (differing, largest) = try chromiumDifferenceFromCairo(colourComparisonFrame())
        // Both map the sRGB values of un-premultiplied pixels: only edges differ.
        #expect(differing < 160 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }

    /// A square turned 55° about its vertical axis and a square turned about its top edge,
    /// over white; with `label`, a text on the turned square.
    func projectionComparisonFrame(label: Bool = false) -> DisplayList {
        let request = TextLayoutRequest(string: "3D", font: .system(size: 16, weight: .bold))
        let text = DisplayItem.text(
            TextRun(request: request, origin: CGPoint(x: 22, y: 20), size: engine.measure(request).size, color: white), element: ElementID("label"))
        // 30° about the horizontal line through (100, 15), seen from 40: y → y·cos 30°,
        // z = y·sin 30°, w = 1 − z/40: the bottom comes forward and widens.
        var forward = ProjectionTransform()
        forward.m22 = CGFloat(cos(Double.pi / 6))
        forward.m23 = -CGFloat(sin(Double.pi / 6)) / 40
        let tilt = ProjectionTransform(CGAffineTransform(translationX: -100, y: -15)).concatenating(forward)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 100, y: 15)))
        return DisplayList(size: CGSize(width: 140, height: 60), items: [
            CutawayRenderTests.rectangleFill(0, 0, 140, 60, color: white, element: "background"),
            .group(.projection(turnAboutY(55 * .pi / 180, anchor: CGPoint(x: 30, y: 30), distance: 50)),
                   [square(10, 10, 40, blue, "card")] + (label ? [text] : []), element: ElementID("turn")),
            .group(.projection(tilt), [square(85, 15, 30, Color.Resolved(red: 0.9, green: 0.4, blue: 0.1), "tilted")], element: ElementID("tilt")),
        ])
    }

    func chromiumDifferenceFromCairo(_ list: DisplayList) throws -> (differing: Int, largest: Int) {
        difference(
            colorsOverWhite(try renderWithChromium(writer.svg(for: list), size: list.size)),
            colorsOverWhite(CairoRasterizer(textEngine: engine).render(list, scale: 1)))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfProjectionsMatchesCairo() throws {
        // The same projection: the quadrilaterals' edges differ by antialiasing only.
        let (differing, largest) = try chromiumDifferenceFromCairo(projectionComparisonFrame())
        #expect(differing < 140 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
        // Text through a projection: Chromium fills the glyph outlines through the matrix,
        // Cairo resamples its glyphs (snapped to its grid) from the layer. Stems a pixel or
        // two wide then differ by up to most of a level range, as styled text's edges may
        // (`SVGFrameWriterStyledTextTests`): the bound is that test's.
        let labelled = try chromiumDifferenceFromCairo(projectionComparisonFrame(label: true))
        #expect(labelled.differing < 140 * 60 / 20, "\(labelled.differing) pixels differ")
        #expect(labelled.largest < 224, "largest difference \(labelled.largest)")
    }

    // librsvg draws no HTML: it takes the switch's affine stand-in, which covers about the
    // same box. It has colour matrices.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs /usr/bin/rsvg-convert"))
    func librsvgDrawsColourEffectsAsCairoAndTheStandInOfAProjection() throws {
        let colours = colourComparisonFrame()
        let (differing, largest) = difference(
            colorsOverWhite(try renderWithLibrsvg(writer.svg(for: colours))), colorsOverWhite(CairoRasterizer(textEngine: engine).render(colours, scale: 1)))
        #expect(differing < 160 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
        let projected = projectionComparisonFrame(label: true)
        let pixels = colorsOverWhite(try renderWithLibrsvg(writer.svg(for: projected)))
        let box = try #require(projected.items[1].bounds)
        // Something is drawn inside the turned card's projected box, nothing left of it.
        let centre = Int(box.midY) * 140 + Int(box.midX)
        #expect(pixels[centre] != [255, 255, 255])
        #expect((0..<60).allSatisfy { pixels[$0 * 140 + Int(box.minX) - 2] == [255, 255, 255] })
    }
}

/// Materials in SVG: a copy of the backdrop, filtered and clipped, and how Chromium draws it
/// against Cairo's PNG.
@Suite(.serialized) struct SVGFrameWriterMaterialTests {
    let engine: PangoTextEngine
    let writer: SVGFrameWriter

    init() throws {
        engine = try PangoTextEngine()
        writer = SVGFrameWriter(textEngine: engine)
    }

    /// Stripes of four colours, with a regular and a thin material card over them, the second
    /// turned and moved, and a thick card over both (whose copy holds the first two as uses).
    func materialFrame() -> DisplayList {
        let colours = [
            Color.Resolved(red: 0.95, green: 0.3, blue: 0.2), Color.Resolved(red: 0.2, green: 0.7, blue: 0.3),
            Color.Resolved(red: 0.2, green: 0.3, blue: 0.9), Color.Resolved(red: 0.95, green: 0.8, blue: 0.2),
        ]
        var items: [DisplayItem] = colours.enumerated().map { index, colour in
            .fill(Path(CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 100)), color: colour, element: ElementID("stripe\(index)"))
        }
        let environment = EnvironmentValues()
        func paint(_ material: Material) -> MaterialPaint {
            var paint = material.paint(in: environment)
            paint.blurRadius = 6
            return paint
        }
        items.append(.material(Path(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 30), cornerRadius: 8), paint(.regular), element: ElementID("regular")))
        items.append(.group(.transform(DisplayTransform(CGAffineTransform(translationX: 100, y: 20).rotated(by: 0.2))), [
            .material(Path(CGRect(x: 0, y: 0, width: 50, height: 30)), paint(.thin), element: ElementID("thin")),
        ], element: ElementID("turned")))
        items.append(.material(Path(CGRect(x: 30, y: 55, width: 100, height: 35)), paint(.ultraThin), element: ElementID("over")))
        return DisplayList(size: CGSize(width: 160, height: 100), items: items)
    }

    @Test func aMaterialIsAFilteredCopyOfItsBackdropClippedToItsPath() throws {
        let svg = writer.svg(for: materialFrame())
        #expect(xmlParseError(svg) == nil)
        // The stripes are written once as themselves and again in each card's copy.
        #expect(lines(of: svg, containing: #"id="e-stripe0""#).count == 1)
        #expect(lines(of: svg, containing: #"id="backdrop-stripe0"#).count == 3)
        // A later card's copy draws the earlier cards by reference, not as copies of their
        // own: the first in the second's and the third's, the second in the third's.
        #expect(lines(of: svg, containing: ##"<use href="#e-regular"/>"##).count == 2)
        #expect(lines(of: svg, containing: ##"<use href="#e-thin"/>"##).count == 1)
        // The first card's region: its box (10…70, 10…40) and 3σ = 18 more, cut to the canvas.
        #expect(lines(of: svg, containing: #"<filter id="filter-regular""#).first?.contains(#"x="0" y="0" width="88" height="58""#) == true)
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="6" edgeMode="duplicate"/>"#))
    }

    // Chromium is installed by `Scripts/setup --test`; without it the test is skipped.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfMaterialsMatchesCairo() throws {
        let list = materialFrame()
        let (differing, largest) = difference(
            colorsOverWhite(try renderWithChromium(writer.svg(for: list), size: list.size)),
            colorsOverWhite(CairoRasterizer(textEngine: engine).render(list, scale: 1)))
        // The same blur (the specification's three boxes), saturation and tint: edges and
        // the box approximation's rounding differ.
        #expect(differing < 160 * 100 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }
}

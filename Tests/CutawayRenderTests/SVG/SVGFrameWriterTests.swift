import Cutaway
import Foundation
import Testing
@testable import CutawayRender

@Suite(.serialized) struct SVGFrameWriterTests {
    let engine: PangoTextEngine
    let writer: SVGFrameWriter
    let header = "<!-- Written by Cutaway -->\n" + ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">"##

    init() throws {
        engine = try PangoTextEngine()
        writer = SVGFrameWriter(textEngine: engine)
    }

    func svg(_ items: [DisplayItem]) -> String {
        writer.svg(for: DisplayList(size: CGSize(width: 20, height: 10), items: items))
    }

    @Test func emptyListIsJustTheCanvas() {
        #expect(svg([]) == header + "\n</svg>\n")
    }

    @Test func rectangleFill() {
        #expect(svg([CutawayRenderTests.rectangleFill(1, 2, 3.5, 4, element: "a")]) == """
            \(header)
              <path id="e-a" d="M1 2L4.5 2L4.5 6L1 6Z" fill="#FF0000"/>
            </svg>

            """)
    }

    @Test func translucentStroke() {
        let item = DisplayItem.stroke(
            Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 0.125),
            style: StrokeStyle(lineWidth: 0.75), element: ElementID("line"))
        #expect(lines(of: svg([item]), containing: "<path") == [
            ##"<path id="e-line" d="M0 0L2 0L2 2L0 2Z" fill="none" stroke="#0080FF" stroke-opacity="0.125" stroke-width="0.75" stroke-miterlimit="10"/>"##
        ])
    }

    @Test func strokeStylesAreWrittenWhereTheyDifferFromSVGsDefaults() {
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let styled = DisplayItem.stroke(
            path, color: black, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [3, 1.5], dashPhase: 0.5),
            element: ElementID("s"))
        #expect(lines(of: svg([styled]), containing: "<path") == [
            ##"<path id="e-s" d="M0 0L2 0L2 2L0 2Z" fill="none" stroke="#000000" stroke-width="2" stroke-miterlimit="4" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="3 1.5" stroke-dashoffset="0.5"/>"##
        ])
    }

    @Test func blendAndEffectGroupsAreWrittenAsCSSAndFilters() {
        let square = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: Color.Resolved(red: 0, green: 0, blue: 0), element: ElementID("s"))
        let document = svg([
            .group(.blend(.multiply), [square], element: ElementID("b")),
            .group(.blur(radius: 2, opaque: false), [square], element: ElementID("f")),
        ])
        #expect(document.contains(#"<g id="e-b" style="mix-blend-mode:multiply">"#))
        // The filter's region is the square and 3σ around it.
        #expect(document.contains(#"<filter id="filter-f" filterUnits="userSpaceOnUse" x="-6" y="-6" width="14" height="14" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="2"/></filter>"#))
        #expect(document.contains(#"<g id="e-f" filter="url(#filter-f)">"#))
        #expect(xmlParseError(document) == nil)
    }

    @Test func opacityGroup() {
        let blue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.25)
        #expect(svg([
            .group(.opacity(0.5), [CutawayRenderTests.rectangleFill(0, 0, 10, 10, color: blue, element: "box")], element: ElementID("group")),
        ]) == """
            \(header)
              <g id="e-group" opacity="0.5">
                <path id="e-box" d="M0 0L10 0L10 10L0 10Z" fill="#0000FF" fill-opacity="0.25"/>
              </g>
            </svg>

            """)
    }

    @Test func clip() {
        #expect(svg([
            .group(
                .clip(Path(CGRect(x: 0, y: 0, width: 5, height: 5))), [CutawayRenderTests.rectangleFill(0, 0, 10, 10, element: "card")],
                element: ElementID("card")),
        ]) == """
            \(header)
              <defs>
                <clipPath id="clip-card"><path d="M0 0L5 0L5 5L0 5Z"/></clipPath>
              </defs>
              <g id="e-card" clip-path="url(#clip-card)">
                <path id="e-card-2" d="M0 0L10 0L10 10L0 10Z" fill="#FF0000"/>
              </g>
            </svg>

            """)
    }

    @Test func transform() {
        #expect(svg([
            .group(
                .transform(.scale(x: 2, y: 2, anchor: CGPoint(x: 10, y: 5))), [CutawayRenderTests.rectangleFill(0, 0, 1, 1, element: "dot")],
                element: ElementID("zoom")),
        ]) == """
            \(header)
              <g id="e-zoom" transform="matrix(2 0 0 2 -10 -5)">
                <path id="e-dot" d="M0 0L1 0L1 1L0 1Z" fill="#FF0000"/>
              </g>
            </svg>

            """)
    }

    @Test func nestedGroupsAreNestedElementsAndEndWithTheirItems() {
        let output = svg([
            .group(.transform(.translation(x: 4, y: 0)), [
                .group(.clip(Path(CGRect(x: 0, y: 0, width: 2, height: 2))), [
                    .group(.opacity(0.5), [CutawayRenderTests.rectangleFill(0, 0, 10, 10, element: "inner")], element: ElementID("fade")),
                ], element: ElementID("cut")),
                .group(.opacity(0.25), [], element: ElementID("empty")),
            ], element: ElementID("move")),
            CutawayRenderTests.rectangleFill(0, 0, 1, 1, element: "after"),
        ])
        #expect(output == """
            \(header)
              <defs>
                <clipPath id="clip-cut"><path d="M0 0L2 0L2 2L0 2Z"/></clipPath>
              </defs>
              <g id="e-move" transform="matrix(1 0 0 1 4 0)">
                <g id="e-cut" clip-path="url(#clip-cut)">
                  <g id="e-fade" opacity="0.5">
                    <path id="e-inner" d="M0 0L10 0L10 10L0 10Z" fill="#FF0000"/>
                  </g>
                </g>
                <g id="e-empty" opacity="0.25"/>
              </g>
              <path id="e-after" d="M0 0L1 0L1 1L0 1Z" fill="#FF0000"/>
            </svg>

            """)
        #expect(xmlParseError(output) == nil)
    }

    @Test func elementIDsAreSanitisedAndUnique() {
        let output = svg([
            CutawayRenderTests.rectangleFill(0, 0, 1, 1, element: "/VStack[0]/Text#separator"),
            CutawayRenderTests.rectangleFill(0, 0, 1, 1, element: "/VStack[0]/Text#separator"),
            CutawayRenderTests.rectangleFill(0, 0, 1, 1, element: "/VStack[0]/Text_separator"),
        ])
        #expect(lines(of: output, containing: "<path").map { $0.components(separatedBy: " d=")[0] } == [
            #"<path id="e-_VStack_0__Text_separator""#,
            #"<path id="e-_VStack_0__Text_separator-2""#,
            #"<path id="e-_VStack_0__Text_separator-3""#,
        ])
    }

    @Test func textIsAnOutlineDefinitionAndUses() throws {
        let request = TextLayoutRequest(string: "Hello", font: .system(size: 17))
        let size = engine.measure(request).size
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let output = svg([
            .text(TextRun(request: request, origin: CGPoint(x: 2, y: 1.5), size: size, color: black), element: ElementID("title")),
            .text(TextRun(request: request, origin: CGPoint(x: 2, y: 6), size: size, color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)), element: ElementID("shadow")),
        ])
        let definitions = lines(of: output, containing: #"<path id="t"#)
        #expect(definitions.count == 1)
        #expect(definitions.first?.hasPrefix(#"<path id="t0" d="M"#) == true)
        #expect(lines(of: output, containing: "<use") == [
            ##"<use id="e-title" href="#t0" x="2" y="1.5" fill="#000000"/>"##,
            ##"<use id="e-shadow" href="#t0" x="2" y="6" fill="#000000" fill-opacity="0.5"/>"##,
        ])
        #expect(!output.contains("<text"))
        #expect(xmlParseError(output) == nil)
    }

    @Test func writingAFrameTracesTheLayoutsItsTextsCarry() throws {
        let request = TextLayoutRequest(string: "Traced", font: .system(size: 17))
        let measured = engine.measure(request)
        let list = DisplayList(size: CGSize(width: 20, height: 10), items: [
            .text(TextRun(request: request, origin: .zero, size: measured.size, color: Color.Resolved(red: 0, green: 0, blue: 0), shapedText: measured.shapedText), element: ElementID("t")),
        ])
        let made = engine.cacheMisses
        engine.removeCachedLayouts()
        let output = SVGFrameWriter(textEngine: engine).svg(for: list)
        #expect(engine.cacheMisses == made)
        #expect(lines(of: output, containing: #"<path id="t0" d="M"#).count == 1)
    }

    @Test func requestsWithTheSameGlyphsShareOneOutline() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let items: [DisplayItem] = ([nil, 200] as [CGFloat?]).map { width in
            let request = TextLayoutRequest(string: "Same", font: .system(size: 17), width: width)
            return .text(TextRun(request: request, origin: .zero, size: engine.measure(request).size, color: black), element: ElementID("label"))
        }
        let output = svg(items)
        #expect(lines(of: output, containing: #"<path id="t"#).count == 1)
        #expect(lines(of: output, containing: ##"href="#t0""##).count == 2)
    }

    @Test func outputIsDeterministicAndWellFormed() throws {
        let request = TextLayoutRequest(string: "A & <B>", font: .system(size: 13), width: 40, alignment: .center)
        let items: [DisplayItem] = [
            .group(.transform(.translation(x: 0.1, y: -0.0001)), [
                .group(.clip(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3)), [
                    .group(.opacity(1.0 / 3), [
                        .text(TextRun(request: request, origin: .zero, size: engine.measure(request).size, color: Color.Resolved(red: 0.2, green: 0.3, blue: 0.4)), element: ElementID("t")),
                    ], element: ElementID("&")),
                ], element: ElementID("<c>")),
            ], element: ElementID("a\"b")),
        ]
        let first = svg(items)
        let second = SVGFrameWriter(textEngine: try PangoTextEngine()).svg(for: DisplayList(size: CGSize(width: 20, height: 10), items: items))
        #expect(first == second)
        #expect(xmlParseError(first) == nil)
        #expect(first.contains(#"transform="matrix(1 0 0 1 0.1 -0.0001)""#))
        #expect(first.contains(#"opacity="0.333""#))
    }

    /// A frame with a fill, an opacity group, a clip and text, to compare renderings.
    func comparisonFrame() -> DisplayList {
        let request = TextLayoutRequest(string: "Cutaway", font: .system(size: 20, weight: .bold))
        return DisplayList(size: CGSize(width: 120, height: 60), items: [
            CutawayRenderTests.rectangleFill(0, 0, 120, 60, color: Color.Resolved(red: 1, green: 1, blue: 1), element: "background"),
            .group(.opacity(0.75), [
                .fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 50, height: 30), cornerRadius: 8), color: Color.Resolved(red: 0.2, green: 0.4, blue: 0.9), element: ElementID("box")),
            ], element: ElementID("group")),
            .group(.transform(.scale(x: 1.5, y: 1.5, anchor: CGPoint(x: 60, y: 30))), [
                .group(.clip(Path(CGRect(x: 0, y: 0, width: 80, height: 60))), [
                    .text(TextRun(request: request, origin: CGPoint(x: 22, y: 20), size: engine.measure(request).size, color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.8)), element: ElementID("label")),
                ], element: ElementID("clip")),
            ], element: ElementID("zoom")),
        ])
    }

    // Chromium is not part of the toolchain image; `Scripts/setup --test` (which `Scripts/test`
    // runs) installs it. Where it is missing (a bare `swift test`) the test is reported as
    // skipped by this trait rather than passing without checking anything.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingMatchesCairo() throws {
        let list = comparisonFrame()
        let (differing, largest) = try chromiumDifferenceFromCairo(list)
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160)
    }

    /// Strokes with each cap, join and a dash pattern, and a mask, to compare renderings.
    func strokeComparisonFrame() -> DisplayList {
        let blue = Color.Resolved(red: 0.1, green: 0.3, blue: 0.9)
        let zigzag = Path { $0.addLines([CGPoint(x: 10, y: 50), CGPoint(x: 25, y: 12), CGPoint(x: 40, y: 50)]) }
        return DisplayList(size: CGSize(width: 120, height: 60), items: [
            CutawayRenderTests.rectangleFill(0, 0, 120, 60, color: Color.Resolved(red: 1, green: 1, blue: 1), element: "background"),
            .stroke(zigzag, color: blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round), element: ElementID("round")),
            .stroke(zigzag.offsetBy(dx: 35, dy: 0), color: blue, style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel), element: ElementID("bevel")),
            .stroke(Path(ellipseIn: CGRect(x: 80, y: 12, width: 32, height: 36)), color: blue,
                    style: StrokeStyle(lineWidth: 3, dash: [6, 3], dashPhase: 2), element: ElementID("dashed")),
            // A square seen through a translucent disc: the mask's alpha, not its colour, counts.
            .group(.mask, [
                .group(.transform(.identity), [.fill(Path(CGRect(x: 86, y: 40, width: 18, height: 18)), color: blue, element: ElementID("masked"))], element: ElementID("content")),
                .group(.transform(.identity), [.fill(Path(ellipseIn: CGRect(x: 84, y: 38, width: 16, height: 16)), color: Color.Resolved(red: 1, green: 0, blue: 0, opacity: 0.6), element: ElementID("disc"))], element: ElementID("maskview")),
            ], element: ElementID("mask")),
        ])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfStrokesMatchesCairo() throws {
        let list = strokeComparisonFrame()
        let (differing, largest) = try chromiumDifferenceFromCairo(list)
        // Both antialias the same geometry: they differ only along edges, by less than the
        // text frame's bound above allows.
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }

    /// Each gradient, filling and stroking, to compare renderings. The angular one ends where it
    /// starts: a hard seam is drawn aliased by Cairo's mesh (a patch may cover a pixel the next
    /// one should) and antialiased by the SVG's wedges, a whole colour apart on one pixel row.
    func gradientComparisonFrame() -> DisplayList {
        let stops: [GradientPaint.Stop] = [
            .init(color: Color.Resolved(red: 1, green: 0.2, blue: 0.2), location: 0),
            .init(color: Color.Resolved(red: 0.2, green: 0.8, blue: 0.3), location: 0.5),
            .init(color: Color.Resolved(red: 0.1, green: 0.2, blue: 1), location: 1),
        ]
        return DisplayList(size: CGSize(width: 120, height: 60), items: [
            CutawayRenderTests.rectangleFill(0, 0, 120, 60, color: Color.Resolved(red: 1, green: 1, blue: 1), element: "background"),
            .gradient(Path(CGRect(x: 4, y: 4, width: 34, height: 52)), GradientPaint(kind: .linear(start: CGPoint(x: 4, y: 4), end: CGPoint(x: 38, y: 56)), stops: stops), stroke: nil, element: ElementID("linear")),
            .gradient(Path(ellipseIn: CGRect(x: 42, y: 4, width: 36, height: 52)), GradientPaint(kind: .radial(center: CGPoint(x: 60, y: 30), startRadius: 2, endRadius: 18, scale: CGSize(width: 1, height: 1.4)), stops: stops), stroke: nil, element: ElementID("radial")),
            .gradient(Path(ellipseIn: CGRect(x: 86, y: 14, width: 30, height: 30)), GradientPaint(kind: .angular(center: CGPoint(x: 101, y: 29), startAngle: 0, endAngle: 2 * .pi), stops: stops.map { GradientPaint.Stop(color: $0.color, location: $0.location * 0.75) } + [GradientPaint.Stop(color: stops[0].color, location: 1)]), stroke: StrokeStyle(lineWidth: 6), element: ElementID("angular")),
        ])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfGradientsMatchesCairo() throws {
        let list = gradientComparisonFrame()
        let (differing, largest) = try chromiumDifferenceFromCairo(list)
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }

    /// A shadowed square and a blurred disc, to compare renderings.
    func effectComparisonFrame() -> DisplayList {
        let blue = Color.Resolved(red: 0.1, green: 0.3, blue: 0.9)
        return DisplayList(size: CGSize(width: 120, height: 60), items: [
            CutawayRenderTests.rectangleFill(0, 0, 120, 60, color: Color.Resolved(red: 1, green: 1, blue: 1), element: "background"),
            .group(.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 4, offset: CGSize(width: 3, height: 3)), [
                .fill(Path(CGRect(x: 12, y: 12, width: 30, height: 30)), color: blue, element: ElementID("square")),
            ], element: ElementID("shadow")),
            .group(.blur(radius: 5, opaque: false), [
                .fill(Path(ellipseIn: CGRect(x: 70, y: 14, width: 32, height: 32)), color: Color.Resolved(red: 1, green: 0.5, blue: 0), element: ElementID("disc")),
            ], element: ElementID("blur")),
        ])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfShadowsAndBlursMatchesCairo() throws {
        let list = effectComparisonFrame()
        let (differing, largest) = try chromiumDifferenceFromCairo(list)
        // Both blur by the Filter Effects specification's boxes at σ ≥ 2 (feGaussianBlur, and
        // `GaussianBlur` for Cairo): soft edges agree to a few levels.
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }

    /// How Chromium's rendering of `list`'s SVG differs from Cairo's PNG of it, over white.
    func chromiumDifferenceFromCairo(_ list: DisplayList) throws -> (differing: Int, largest: Int) {
        let rendered = try renderWithChromium(writer.svg(for: list), size: list.size)
        let cairo = CairoRasterizer(textEngine: engine).render(list, scale: 1)
        return difference(colorsOverWhite(rendered), colorsOverWhite(cairo))
    }

    // librsvg's converter comes with the Cairo/Pango stack on most machines but is not a
    // dependency; without it the test is reported as skipped. librsvg draws with Cairo, so
    // it should agree with the rasterizer closely (it has no SMIL, so static frames only).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs /usr/bin/rsvg-convert"))
    func librsvgRenderingMatchesCairo() throws {
        let list = comparisonFrame()
        let rendered = try renderWithLibrsvg(writer.svg(for: list))
        let cairo = CairoRasterizer(textEngine: engine).render(list, scale: 1)
        let (differing, largest) = difference(colorsOverWhite(rendered), colorsOverWhite(cairo))
        #expect(differing < 120 * 60 / 20, "\(differing) pixels differ")
        #expect(largest < 160)
    }
}

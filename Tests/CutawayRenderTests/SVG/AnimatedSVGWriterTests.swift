import Cutaway
import Foundation
import Testing
@testable import CutawayRender

@Suite(.serialized) struct AnimatedSVGWriterTests {
    let engine: PangoTextEngine
    let writer: AnimatedSVGWriter

    init() throws {
        engine = try PangoTextEngine()
        writer = AnimatedSVGWriter(textEngine: engine)
    }

    func frames(_ items: [[DisplayItem]]) -> [DisplayList] {
        items.map { DisplayList(size: CGSize(width: 100, height: 50), items: $0) }
    }

    @Test func noFramesIsAnEmptyCanvas() {
        #expect(writer.svg(frames: [], fps: 30) == "<!-- Written by Cutaway -->\n" + ##"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 0 0">"## + "\n</svg>\n")
    }

    @Test func oneFrameHasNoAnimations() {
        let output = writer.svg(frames: frames([[rectangleFill(1, 2, 3, 4, element: "box")]]), fps: 30)
        #expect(lines(of: output, containing: "box") == [##"<rect id="e-box" x="1" y="2" width="3" height="4" fill="#FF0000"/>"##])
        #expect(!output.contains("<animate"))
    }

    @Test func linearMotionBecomesADiscreteTrack() {
        let output = writer.svg(
            frames: frames([10, 20, 30].map { [rectangleFill($0, 5, 8, 8, element: "box")] }), fps: 30)
        #expect(output == """
            <!-- Written by Cutaway -->
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
              <rect id="e-box" x="10" y="5" width="8" height="8" fill="#FF0000">
                <animate attributeName="x" dur="0.1s" repeatCount="indefinite" calcMode="discrete" values="10;20;30" keyTimes="0;0.3333;0.6666"/>
              </rect>
            </svg>

            """)
        #expect(xmlParseError(output) == nil)
    }

    @Test func equalRunsCollapse() {
        let output = writer.svg(
            frames: frames([10, 10, 10, 40].map { [rectangleFill($0, 5, 8, 8, element: "box")] }), fps: 4)
        #expect(lines(of: output, containing: "<animate") == [
            #"<animate attributeName="x" dur="1s" repeatCount="indefinite" calcMode="discrete" values="10;40" keyTimes="0;0.75"/>"#
        ])
    }

    @Test func absentElementIsHiddenInThoseFrames() {
        let output = writer.svg(frames: frames([
            [rectangleFill(0, 0, 5, 5, element: "a"), rectangleFill(10, 0, 5, 5, element: "b")],
            [rectangleFill(0, 0, 5, 5, element: "a")],
            [rectangleFill(0, 0, 5, 5, element: "a"), rectangleFill(10, 0, 5, 5, element: "b")],
        ]), fps: 3)
        #expect(lines(of: output, containing: "<animate") == [
            #"<animate attributeName="display" dur="1s" repeatCount="indefinite" calcMode="discrete" values="inline;none;inline" keyTimes="0;0.3333;0.6666"/>"#
        ])
        #expect(lines(of: output, containing: "<rect").count == 2)
    }

    @Test func elementAbsentInTheFirstFrameStartsHidden() {
        let output = writer.svg(frames: frames([[], [rectangleFill(0, 0, 5, 5, element: "late")]]), fps: 2)
        #expect(lines(of: output, containing: "<rect") == [##"<rect id="e-late" x="0" y="0" width="5" height="5" fill="#FF0000" display="none">"##])
        #expect(output.contains(#"values="none;inline" keyTimes="0;0.5""#))
    }

    @Test func colourAndOpacityTracks() {
        let output = writer.svg(frames: frames([1, 0.5].map { opacity in
            [
                .group(.opacity(opacity), [
                    rectangleFill(0, 0, 5, 5, color: Color.Resolved(red: 0, green: 0, blue: opacity, opacity: opacity), element: "box"),
                ], element: ElementID("group")),
            ]
        }), fps: 2)
        #expect(lines(of: output, containing: "<animate").map(withoutTiming) == [
            #"<animate attributeName="opacity" values="1;0.5" keyTimes="0;0.5"/>"#,
            ##"<animate attributeName="fill" values="#0000FF;#000080" keyTimes="0;0.5"/>"##,
            #"<animate attributeName="fill-opacity" values="1;0.5" keyTimes="0;0.5"/>"#,
        ])
    }

    @Test func changingShapeAnimatesPathData() {
        let output = writer.svg(frames: frames([2, 4].map { radius in
            [.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: radius), color: .init(red: 1, green: 0, blue: 0), element: ElementID("card"))]
        }), fps: 2)
        let animates = lines(of: output, containing: "<animate")
        #expect(animates.count == 1)
        #expect(animates.first?.hasPrefix(#"<animate attributeName="d""#) == true)
    }

    @Test func animatedClipRectangleLivesInDefs() {
        let output = writer.svg(frames: frames([10, 20].map { height in
            [
                .group(
                    .clip(Path(CGRect(x: 0, y: 0, width: 50, height: height))), [rectangleFill(0, 0, 50, 30, element: "content")],
                    element: ElementID("row")),
            ]
        }), fps: 2)
        #expect(output.contains("""
                <clipPath id="clip-row">
                  <rect x="0" y="0" width="50" height="10">
                    <animate attributeName="height" dur="1s" repeatCount="indefinite" calcMode="discrete" values="10;20" keyTimes="0;0.5"/>
                  </rect>
                </clipPath>
            """))
        #expect(output.contains(#"<g id="e-row" clip-path="url(#clip-row)">"#))
    }

    @Test func changingTransformIsDecomposed() {
        let output = writer.svg(frames: frames([1, 2].map { scale in
            [
                .group(
                    .transform(.scale(x: scale, y: scale, anchor: CGPoint(x: 10, y: 10))), [rectangleFill(0, 0, 5, 5, element: "box")],
                    element: ElementID("zoom")),
            ]
        }), fps: 2)
        #expect(lines(of: output, containing: "<animateTransform").map(withoutTiming) == [
            #"<animateTransform attributeName="transform" type="translate" values="0 0;-10 -10" keyTimes="0;0.5"/>"#,
            #"<animateTransform attributeName="transform" type="scale" additive="sum" values="1 1;2 2" keyTimes="0;0.5"/>"#,
        ])
        #expect(output.contains(#"<g id="e-zoom" transform="matrix(1 0 0 1 0 0)">"#))
    }

    @Test func swappedDrawingOrderKeepsEachFramesOrder() {
        let a = rectangleFill(0, 0, 5, 5, element: "a"), b = rectangleFill(2, 2, 5, 5, color: .init(red: 0, green: 0, blue: 1), element: "b")
        let output = writer.svg(frames: frames([[a, b], [b, a]]), fps: 2)
        // Merged order a, b, a again: frame 0 shows the first two, frame 1 the last two.
        #expect(lines(of: output, containing: "<rect").map { $0.components(separatedBy: " x=")[0] } == [
            #"<rect id="e-a""#, #"<rect id="e-b""#, #"<rect id="e-a-2""#,
        ])
        #expect(lines(of: output, containing: "display").count == 3)
        #expect(output.contains(##"<rect id="e-a-2" x="0" y="0" width="5" height="5" fill="#FF0000" display="none">"##))
    }

    @Test func textMovesAsAUseOfOneOutline() {
        let request = TextLayoutRequest(string: "Moving", font: .system(size: 17))
        let size = engine.measure(request).size
        let output = writer.svg(frames: frames([0, 5, 10].map { y in
            [.text(TextRun(request: request, origin: CGPoint(x: 4, y: y), size: size, color: .init(red: 0, green: 0, blue: 0)), element: ElementID("label"))]
        }), fps: 3)
        #expect(lines(of: output, containing: #"<path id="t0""#).count == 1)
        #expect(lines(of: output, containing: "<use") == [##"<use id="e-label" href="#t0" x="4" y="0" fill="#000000">"##])
        #expect(output.contains(#"<animate attributeName="y" dur="1s" repeatCount="indefinite" calcMode="discrete" values="0;5;10" keyTimes="0;0.3333;0.6666"/>"#))
    }

    @Test func notLoopingFreezesOnTheLastFrame() {
        let output = writer.svg(frames: frames([1, 2].map { [rectangleFill($0, 0, 5, 5, element: "box")] }), fps: 2, loops: false)
        #expect(output.contains(#"dur="1s" fill="freeze" calcMode="discrete""#))
        #expect(!output.contains("indefinite"))
    }

    /// Twelve frames that rotate, clip, fade and move text, with an element present in every
    /// third frame and two elements that swap their drawing order.
    func mixedFrames() -> [DisplayList] {
        let request = TextLayoutRequest(string: "Row <1> & \"2\"", font: .system(size: 13))
        let size = engine.measure(request).size
        return frames((0..<12).map { frame in
            let t = CGFloat(frame) / 11
            var moved: [DisplayItem] = [
                .group(.clip(Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 10 + 30 * t), cornerRadius: 4)), [
                    .group(.opacity(Double(t)), [
                        .text(TextRun(request: request, origin: CGPoint(x: 2, y: 40 * t), size: size, color: .init(red: 0, green: 0, blue: 0)), element: ElementID("/root[0]/text")),
                    ], element: ElementID("/root[0]/fade")),
                ], element: ElementID("/root[0]/clip")),
            ]
            if frame % 3 == 0 { moved.insert(rectangleFill(0, 0, 10 * t, 5, element: "/root[0]#separator"), at: 0) }
            var items: [DisplayItem] = [
                .group(.transform(DisplayTransform(a: cos(t), b: sin(t), c: -sin(t), d: cos(t), tx: t * 10, ty: 0)), moved, element: ElementID("/root[0]")),
            ]
            let a = rectangleFill(50, 20, 20, 20, color: .init(red: 0, green: 0.6, blue: 0), element: "a")
            let b = rectangleFill(60, 25, 20, 20, color: .init(red: 0.6, green: 0, blue: 0.6, opacity: 0.7), element: "b")
            items += frame < 6 ? [a, b] : [b, a]
            return items
        })
    }

    // librsvg has no SMIL: each frame is sampled into a static SVG first (see SMILSampler).
    // Without rsvg-convert the test is reported as skipped.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "needs /usr/bin/rsvg-convert"))
    func everySampledFrameRendersAsItsStaticFrame() throws {
        let lists = mixedFrames()
        let sampler = SMILSampler(svg: writer.svg(frames: lists, fps: 12))
        let frameWriter = SVGFrameWriter(textEngine: engine)
        for (frame, list) in lists.enumerated() {
            let sampled = colorsOverWhite(try renderWithLibrsvg(sampler.sample(frame: frame, of: lists.count)))
            let single = colorsOverWhite(try renderWithLibrsvg(frameWriter.svg(for: list)))
            let (differing, _) = difference(sampled, single, tolerance: 2)
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ")
        }
    }

    @Test func outputIsDeterministicAndWellFormed() throws {
        let lists = mixedFrames()
        let first = writer.svg(frames: lists, fps: 12)
        let second = AnimatedSVGWriter(textEngine: try PangoTextEngine()).svg(frames: lists, fps: 12)
        #expect(first == second)
        #expect(xmlParseError(first) == nil)
        #expect(first.contains(#"type="rotate" additive="sum""#))
    }

    /// An `<animate…>` line without its timing attributes (dur, repeat, calcMode).
    func withoutTiming(_ line: String) -> String {
        line.components(separatedBy: " dur=")[0] + line.components(separatedBy: #"calcMode="discrete""#)[1]
    }

    @Test func aTurningProjectionKeepsItsContentOnceAndShowsEachProjectionInItsFrames() throws {
        func turn(_ m13: CGFloat) -> DisplayItem {
            var perspective = ProjectionTransform()
            perspective.m13 = m13
            return .group(.projection(perspective), [rectangleFill(0, 0, 10, 10, element: "card")], element: ElementID("turn"))
        }
        let output = writer.svg(frames: frames([[turn(0.01)], [turn(0.02)], [turn(0.02)]]), fps: 3)
        #expect(xmlParseError(output) == nil)
        // One content group (and one card) in <defs>, two switches, the first shown in frame 0
        // and the second from frame 1.
        #expect(lines(of: output, containing: #"<g id="content-turn">"#).count == 1)
        #expect(lines(of: output, containing: #"id="e-card""#).count == 1)
        #expect(lines(of: output, containing: "<switch>").count == 2)
        #expect(lines(of: output, containing: "<animate attributeName=\"display\"") == [
            #"<animate attributeName="display" dur="1s" repeatCount="indefinite" calcMode="discrete" values="inline;none" keyTimes="0;0.3333"/>"#,
            #"<animate attributeName="display" dur="1s" repeatCount="indefinite" calcMode="discrete" values="none;inline" keyTimes="0;0.3333"/>"#,
        ])
    }

    @Test func aColourMatrixIsAFilterElementPerMatrix() {
        let output = writer.svg(frames: frames([0.1, 0.2].map { amount in
            [.group(.colorMatrix(.brightness(amount)), [rectangleFill(0, 0, 10, 10, element: "box")], element: ElementID("bright"))]
        }), fps: 2)
        #expect(lines(of: output, containing: "<feColorMatrix").count == 2)
        #expect(xmlParseError(output) == nil)
    }
}

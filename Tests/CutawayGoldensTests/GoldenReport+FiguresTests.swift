import Cutaway
import Foundation
import Testing
@testable import CutawayGoldens

/// A frame's figure in the report, from frames made by hand: its status and classes, its
/// pictures, and the moved views outlined over it.
@Suite struct GoldenReportFiguresTests {
    typealias Frame = GoldenRun.CheckedFrame
    let artifact = URL(fileURLWithPath: "/artifacts/scene/frame.comparison.png")
    let outcome = GoldenRun.Outcome(scene: "scene", canvas: RenderCanvas(width: 390, height: 340, scale: 2))

    func figure(_ frame: Frame, isCurrent: Bool = false) -> String {
        GoldenReport.figure(frame, of: outcome, position: "frame \(frame.index)", isCurrent: isCurrent, placement: .insideScene)
    }

    func sources(_ html: String) -> Set<String> {
        Set(html.split(separator: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }

    @Test func aFailingCurrentFrameIsMarkedBothWaysAndAPassingOneNeither() {
        let failing = figure(Frame(index: 7, status: .different(detail: "12 pixels", artifact: artifact)), isCurrent: true)
        #expect(failing.hasPrefix("<figure data-frame=\"7\" data-status=\"different\" data-position=\"frame 7\" class=\"failing current\">"))
        #expect(failing.contains("12 pixels"))
        let passing = figure(Frame(index: 8, status: .withinTolerance))
        #expect(passing.hasPrefix("<figure data-frame=\"8\" data-status=\"tolerated\" data-position=\"frame 8\">"))
        #expect(figure(Frame(index: 9, status: .missing)).contains("class=\"failing\""))
    }

    @Test func aComparisonShowsExpectedDifferenceAndActualPictures() {
        let html = figure(Frame(index: 7, status: .different(detail: "d", artifact: artifact), pictures: .comparison(hasDifference: true)))
        #expect(sources(html) == ["frame-00007.expected.png", "frame-00007.difference.png", "frame-00007.png"])
        let mismatch = figure(Frame(index: 7, status: .different(detail: "d", artifact: artifact), pictures: .comparison(hasDifference: false)))
        #expect(sources(mismatch) == ["frame-00007.expected.png", "frame-00007.png"])
    }

    @Test func aFrameWithoutPicturesSaysSoAndLinksNone() {
        let html = figure(Frame(index: 0, status: .recorded))
        #expect(html.contains("<p>No picture of this frame.</p>"))
        #expect(sources(html).isEmpty)
        #expect(!html.contains("class=\"legend\""))
    }

    @Test func aMovedViewIsOutlinedInCanvasPointsWhereItWasAndWhereItIs() {
        let moved = [
            GeometryGolden.MovedView(name: "footer", lines: ["footer y 89 → 92 (+3)"],
                                     expected: CGRect(x: 20, y: 89, width: 52.5, height: 22), actual: CGRect(x: 20, y: 92, width: 52.5, height: 22)),
            GeometryGolden.MovedView(name: "badge", lines: ["badge is gone"], expected: CGRect(x: 300, y: 4, width: 40, height: 20), actual: nil),
            GeometryGolden.MovedView(name: "toast", lines: ["toast is new"], expected: nil, actual: CGRect(x: 10, y: 300, width: 100, height: 30)),
        ]
        let svg = GoldenReport.outlines(moved, canvas: RenderCanvas(width: 390, height: 340, scale: 3))
        // The viewBox is the canvas in points, whatever its scale, so the rects are the geometry's own numbers.
        #expect(svg.hasPrefix("<svg class=\"outlines\" viewBox=\"0 0 390 340\" preserveAspectRatio=\"none\""))
        #expect(svg.contains(
            "<g data-view=\"footer\"><title>footer y 89 → 92 (+3)</title><rect class=\"expected\" x=\"20\" y=\"89\" width=\"52.5\" height=\"22\"></rect>"
                + "<rect class=\"actual\" x=\"20\" y=\"92\" width=\"52.5\" height=\"22\"></rect><text class=\"actual\" x=\"22\" y=\"85\">footer</text></g>"))
        // The label is above both outlines; near the canvas's top edge, inside them.
        #expect(svg.contains(
            "<g data-view=\"badge\"><title>badge is gone</title><rect class=\"expected\" x=\"300\" y=\"4\" width=\"40\" height=\"20\"></rect>"
                + "<text class=\"expected\" x=\"302\" y=\"16\">badge (gone)</text></g>"))
        #expect(svg.contains(
            "<g data-view=\"toast\"><title>toast is new</title><rect class=\"actual\" x=\"10\" y=\"300\" width=\"100\" height=\"30\"></rect>"
                + "<text class=\"actual\" x=\"12\" y=\"296\">toast (new)</text></g>"))
        #expect(GoldenReport.outlines([], canvas: RenderCanvas()).isEmpty)
    }
}

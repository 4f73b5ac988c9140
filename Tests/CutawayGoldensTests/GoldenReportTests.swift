import Cutaway
import Foundation
import Testing
@testable import CutawayGoldens

/// The report's page, from outcomes made by hand: where it opens, what its scrubber spans, and
/// how moved views are outlined. (Headless Chromium shows a real run's page in
/// GoldenCommandTests.)
@Suite struct GoldenReportTests {
    typealias Frame = GoldenRun.CheckedFrame
    let artifact = URL(fileURLWithPath: "/artifacts/scene/frame.comparison.png")

    func failing(_ index: Int, pictures: Frame.Pictures = .comparison(hasDifference: true), moved: [GeometryGolden.MovedView] = []) -> Frame {
        Frame(index: index, status: .different(detail: "reasons of \(index)", artifact: artifact), pictures: pictures, movedViews: moved)
    }

    func passing(_ index: Int, pictures: Frame.Pictures = .actual) -> Frame {
        Frame(index: index, status: .identical, pictures: pictures)
    }

    func outcome(_ frames: [Frame]) -> GoldenRun.Outcome {
        GoldenRun.Outcome(scene: "scene", canvas: RenderCanvas(width: 390, height: 340, scale: 2), frames: frames)
    }

    @Test func opensOnTheFirstFailingFrameWithAPicture() {
        #expect(GoldenReport.openingPosition([]) == 0)
        #expect(GoldenReport.openingPosition([passing(0)]) == 0)
        #expect(GoldenReport.openingPosition([passing(0), failing(5)]) == 1)
        // A failing frame without a picture is passed over for one with a picture...
        #expect(GoldenReport.openingPosition([passing(0), failing(5, pictures: .none), failing(9)]) == 2)
        // ...and, with no failing frame pictured, the first frame that has a picture is shown.
        #expect(GoldenReport.openingPosition([failing(0, pictures: .none), passing(5), passing(9)]) == 1)
        #expect(GoldenReport.openingPosition([failing(0, pictures: .none), failing(5, pictures: .none)]) == 0)
    }

    @Test func theScrubberStepsOverEveryFrameCheckedWithTheFailingOnesMarked() {
        let html = GoldenReport.html([outcome([passing(0), failing(15), passing(30), failing(45)])], rerecord: "again")
        #expect(html.contains("<input class=\"scrub\" type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"1\" list=\"failing-0\">"))
        #expect(html.contains("<datalist id=\"failing-0\"><option value=\"1\"></option><option value=\"3\"></option></datalist>"))
        #expect(html.contains("<output class=\"position\">frame 15 · 2 of 4 · failing</output>"))
        let buttons = html.split(separator: "<li><button type=\"button\" class=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(buttons == ["", "failing current", "", "failing"])
        let figures = html.split(separator: "<figure ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(figures == [
            "data-frame=\"0\" data-status=\"identical\" data-position=\"frame 0 · 1 of 4\"",
            "data-frame=\"15\" data-status=\"different\" data-position=\"frame 15 · 2 of 4 · failing\" class=\"failing current\"",
            "data-frame=\"30\" data-status=\"identical\" data-position=\"frame 30 · 3 of 4\"",
            "data-frame=\"45\" data-status=\"different\" data-position=\"frame 45 · 4 of 4 · failing\" class=\"failing\"",
        ])
        #expect(html.contains("frame 15 <span class=\"badge failing\">failing</span> reasons of 15</figcaption>"))
        #expect(html.contains("frame 30 <span class=\"badge\">passing</span> identical to its golden</figcaption>"))
    }

    @Test func onlyFailingScenesAreShown() {
        let html = GoldenReport.html([outcome([passing(0)]), outcome([failing(3)])], rerecord: "again")
        #expect(html.contains("1 of 2 scenes differ"))
        #expect(html.components(separatedBy: "<section class=\"scene").count == 2)
    }

    @Test func aGeometryOnlyFailureShowsTheFrameWithItsOutlines() {
        let moved = [GeometryGolden.MovedView(name: "footer", lines: ["footer y 89 → 92 (+3)"], expected: CGRect(x: 0, y: 89, width: 10, height: 10), actual: CGRect(x: 0, y: 92, width: 10, height: 10))]
        let html = GoldenReport.html([outcome([passing(0), failing(30, pictures: .actual, moved: moved)])], rerecord: "again")
        #expect(html.contains("<div class=\"single\"><div class=\"picture\"><img class=\"actual\" src=\"../scene/frame-00030.png\" alt=\"actual\"><svg class=\"outlines\""))
        #expect(html.contains("<p class=\"legend\">"))
        // No comparison pictures anywhere in the scene: no views to switch between.
        #expect(html.contains("<section class=\"scene mode-single\""))
        #expect(!html.contains("data-mode=\"overlay\""))
    }

    @Test func aSizeMismatchLinksNoDifferencePicture() {
        let html = GoldenReport.html([outcome([failing(7, pictures: .comparison(hasDifference: false))])], rerecord: "again")
        let sources = html.split(separator: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(sources) == ["../scene/frame-00007.expected.png", "../scene/frame-00007.png"])
    }

    @Test func aScenesOwnReportLinksThePicturesBesideIt() {
        let html = GoldenReport.html([outcome([passing(0), failing(7)])], rerecord: "again", placement: .insideScene)
        let sources = html.split(separator: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(sources) == ["frame-00000.png", "frame-00007.expected.png", "frame-00007.difference.png", "frame-00007.png"])
    }

    @Test func textFromTheSceneIsEscaped() {
        var frames = [failing(1)]
        frames[0].status = .different(detail: "<b>&\"", artifact: artifact)
        let html = GoldenReport.html([GoldenRun.Outcome(scene: "a<b", canvas: RenderCanvas(), frames: frames)], rerecord: "x & y")
        #expect(html.contains("data-scene=\"a&lt;b\""))
        #expect(html.contains("&lt;b&gt;&amp;&quot;"))
        #expect(html.contains("<code>x &amp; y</code>"))
        #expect(!html.contains("<b>"))
    }
}

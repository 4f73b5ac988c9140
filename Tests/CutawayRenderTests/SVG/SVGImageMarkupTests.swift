import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Bitmaps in SVG: what is written, and how a browser draws it against Cairo's PNG.
@Suite(.serialized) struct SVGImageMarkupTests {
    let engine: PangoTextEngine
    let writer: SVGFrameWriter

    init() throws {
        engine = try PangoTextEngine()
        writer = SVGFrameWriter(textEngine: engine)
    }

    @Test func aFileIsDefinedOnceAndEachPieceIsANestedViewportOfIt() throws {
        let file = try ImageSurfacesTests().quadrantPNG()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 40, height: 20), items: [
            .image(ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 20, height: 20)), element: ElementID("a")),
            .image(ImageRun(file: file, rect: CGRect(x: 20, y: 0, width: 20, height: 10), interpolation: .none,
                            tint: Color.Resolved(red: 0, green: 0, blue: 1)), element: ElementID("b")),
        ]))
        #expect(xmlParseError(svg) == nil)
        let definitions = lines(of: svg, containing: "<image ")
        #expect(definitions.count == 1)
        let bytes = try Data(contentsOf: file.url).base64EncodedString()
        #expect(definitions.first?.contains(#"width="2" height="2" preserveAspectRatio="none" href="data:image/png;base64,\#(bytes)""#) == true)
        #expect(lines(of: svg, containing: "<svg x=").count == 2)
        #expect(lines(of: svg, containing: #"<svg x="20" y="0" width="20" height="10" viewBox="0 0 2 2" preserveAspectRatio="none">"#).count == 1)
        // The template's tint is a flood kept where the file is, and pixels stay square.
        #expect(lines(of: svg, containing: ##"<feFlood flood-color="#0000FF""##).count == 1)
        #expect(lines(of: svg, containing: #"style="image-rendering:pixelated""#).count == 1)
    }

    @Test func anUnreadableFileWritesNothing() {
        let file = ImageFile(url: URL(fileURLWithPath: "/nonexistent/cutaway.png"), format: .png, pixelWidth: 2, pixelHeight: 2, scale: 1)
        let svg = writer.svg(for: DisplayList(size: CGSize(width: 4, height: 4), items: [
            .image(ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 4, height: 4)), element: ElementID("a")),
        ]))
        #expect(!svg.contains("<image") && !svg.contains("e-a"))
    }

    // Chromium is installed by `Scripts/setup --test` (see `SVGFrameWriterTests.browserRenderingMatchesCairo`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs /usr/bin/chromium"))
    func browserRenderingOfImagesMatchesCairo() throws {
        let photo = ImageFile(url: ImageSurfacesTests.sunset, format: .jpeg, pixelWidth: 480, pixelHeight: 320, scale: 2)
        let quadrants = try ImageSurfacesTests().quadrantPNG()
        defer { try? FileManager.default.removeItem(at: quadrants.url) }
        let list = DisplayList(size: CGSize(width: 160, height: 60), items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 160, height: 60)), color: Color.Resolved(red: 1, green: 1, blue: 1), element: ElementID("background")),
            // The photo squeezed to 72 × 40, pixels kept square, a template tinted orange,
            // and the photo's nine pieces with caps of 20 points over a wider rectangle.
            .image(ImageRun(file: photo, rect: CGRect(x: 4, y: 4, width: 72, height: 40)), element: ElementID("photo")),
            .image(ImageRun(file: quadrants, rect: CGRect(x: 80, y: 4, width: 20, height: 20), interpolation: .none), element: ElementID("q")),
            .image(ImageRun(file: quadrants, rect: CGRect(x: 80, y: 30, width: 20, height: 20), interpolation: .none,
                            tint: Color.Resolved(red: 1, green: 0.5, blue: 0)), element: ElementID("t")),
            .image(ImageRun(file: photo, rect: CGRect(x: 104, y: 4, width: 52, height: 52), capInsets: EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)), element: ElementID("n")),
        ])
        let (differing, largest) = difference(
            colorsOverWhite(try renderWithChromium(writer.svg(for: list), size: list.size)),
            colorsOverWhite(CairoRasterizer(textEngine: engine).render(list, scale: 1)))
        // Both sample the same pixels; a browser's downscaling filter differs from Cairo's
        // box filter by a few levels inside the photo, more at the pieces' seams.
        #expect(differing < 160 * 60 / 10, "\(differing) pixels differ")
        #expect(largest < 160, "largest difference \(largest)")
    }
}

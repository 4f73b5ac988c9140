import Cutaway
import Foundation
import Testing
@testable import CutawayRender

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether `text` parses as XML, with the parser's error when it does not.
func xmlParseError(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : String(describing: parser.parserError)
}

/// A fill of `rect` for hand-built display lists.
func rectangleFill(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    color: Color.Resolved = Color.Resolved(red: 1, green: 0, blue: 0), element: String
) -> DisplayItem {
    .fill(Path(CGRect(x: x, y: y, width: width, height: height)), color: color, element: ElementID(element))
}

/// The lines of `svg` that contain `fragment`.
func lines(of svg: String, containing fragment: String) -> [String] {
    svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(fragment) }
}

/// Writes `svg` to a temporary file and has an external program render it to PNG
/// (`command` gives the executable and arguments for the SVG and PNG files).
func renderExternally(svg: String, command: (URL, URL) throws -> (String, [String])) throws -> DecodedPNG {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgFile = directory.appendingPathComponent("frame.svg")
    let pngFile = directory.appendingPathComponent("frame.png")
    try svg.write(to: svgFile, atomically: true, encoding: .utf8)
    let (executable, arguments) = try command(svgFile, pngFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return try PNGDecoder.decode([UInt8](Data(contentsOf: pngFile)))
}

/// `svg` rendered by headless Chromium as an `<img>` in a page of `size` CSS pixels, one
/// device pixel each (how a browser shows the SVG writers' files).
func renderWithChromium(_ svg: String, size: CGSize) throws -> DecodedPNG {
    try renderExternally(svg: svg) { svg, png in
        let html = svg.deletingLastPathComponent().appendingPathComponent("frame.html")
        try #"<html><body style="margin:0"><img src="frame.svg"></body></html>"#.write(to: html, atomically: true, encoding: .utf8)
        return ("/usr/bin/chromium", [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=\(Int(size.width)),\(Int(size.height))", "--screenshot=\(png.path)", html.absoluteString,
        ])
    }
}

/// `svg` rendered by librsvg's converter.
func renderWithLibrsvg(_ svg: String) throws -> DecodedPNG {
    try renderExternally(svg: svg) { svg, png in ("/usr/bin/rsvg-convert", ["--output", png.path, svg.path]) }
}

/// The colour over white of each pixel of a decoded PNG (straight RGBA).
func colorsOverWhite(_ image: DecodedPNG) -> [[Int]] {
    stride(from: 0, to: image.rgba.count, by: 4).map { offset in
        let alpha = Int(image.rgba[offset + 3])
        return (0..<3).map { Int(image.rgba[offset + $0]) * alpha / 255 + 255 - alpha }
    }
}

/// The colour over white of each pixel of a Cairo image (premultiplied ARGB).
func colorsOverWhite(_ image: RasterImage) -> [[Int]] {
    (0..<image.height).flatMap { y in
        (0..<image.width).map { x in
            let pixel = image.pixel(x: x, y: y)
            let alpha = Int(pixel >> 24)
            return [16, 8, 0].map { Int(pixel >> UInt32($0) & 0xFF) + 255 - alpha }
        }
    }
}

/// The number of pixels whose colours differ by more than `tolerance` levels in a channel,
/// and the largest difference.
///
/// Against Cairo's frames edge pixels differ legitimately: renderers antialias differently,
/// and Cairo snaps each glyph to its pixel grid while an outline is filled where it lies (up
/// to about half a level range on a glyph's edge). A misplaced or missing shape shows as many
/// pixels or as a full-range difference.
func difference(_ first: [[Int]], _ second: [[Int]], tolerance: Int = 16) -> (differing: Int, largest: Int) {
    #expect(first.count == second.count)
    var differing = 0, largest = 0
    for (a, b) in zip(first, second) {
        let worst = zip(a, b).map { abs($0 - $1) }.max()!
        if worst > tolerance { differing += 1 }
        largest = max(largest, worst)
    }
    return (differing, largest)
}

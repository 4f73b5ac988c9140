import Cutaway
import Foundation
import Testing
@testable import CutawayRender

@Suite(.serialized) struct GlyphOutlinesTests {
    let engine: PangoTextEngine
    let outlines: GlyphOutlines

    init() throws {
        engine = try PangoTextEngine()
        outlines = GlyphOutlines(textEngine: engine)
    }

    @Test func emptyTextHasNoOutline() {
        #expect(outlines.pathData(for: TextLayoutRequest(string: "", font: .system(size: 17))) == "")
        #expect(outlines.pathData(for: TextLayoutRequest(string: "   ", font: .system(size: 17))) == "")
    }

    @Test func outlinesUseOnlyAbsoluteMoveLineCurveClose() throws {
        let data = outlines.pathData(for: TextLayoutRequest(string: "Quartz 0.5", font: .system(size: 17)))
        #expect(data.hasPrefix("M"))
        #expect(data.allSatisfy { "MLCZ -.0123456789".contains($0) })
        // Cairo's move after every close is dropped: no two moves in a row.
        #expect(data.firstMatch(of: try Regex("M[-0-9. ]+M")) == nil)
        #expect(!data.hasSuffix("M") && data.hasSuffix("Z"))
    }

    @Test func outlinesAreCachedPerRequest() {
        let request = TextLayoutRequest(string: "Cache", font: .system(size: 15))
        let first = outlines.pathData(for: request)
        let misses = engine.cacheMisses
        #expect(outlines.pathData(for: request) == first)
        #expect(engine.cacheMisses == misses)
    }

    /// The outline filled with Cairo at the text's origin covers the same pixels as Cairo's
    /// own text drawing, for left, centred and right-aligned (shifted by `logicalOrigin`)
    /// layouts.
    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func filledOutlineMatchesDrawnText(alignment: TextAlignment) throws {
        let request = TextLayoutRequest(string: "Wrapped text, centred\nor not", font: .system(size: 14), width: 90, alignment: alignment)
        let size = engine.measure(request).size
        // On whole pixels at 2x: Cairo snaps glyph positions to the pixel grid, which would
        // shift whole rows of ink at a fractional origin.
        let origin = CGPoint(x: 7.5, y: 3.5)
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let path = try Self.path(outlines.pathData(for: request), offset: origin)
        let rasterizer = CairoRasterizer(textEngine: engine)
        let canvas = CGSize(width: size.width + 15, height: size.height + 10)
        let text = rasterizer.render(
            DisplayList(size: canvas, items: [.text(TextRun(request: request, origin: origin, size: size, color: black), element: ElementID("t"))]),
            scale: 2)
        let fill = rasterizer.render(DisplayList(size: canvas, items: [.fill(path, color: black, element: ElementID("t"))]), scale: 2)
        // Cairo's image backend snaps each glyph's position to a pixel grid (so glyph by glyph
        // the two differ by a fraction of a pixel); what must agree is where the ink is: every
        // row's total ink, the total, and the ink-weighted centre.
        let (textInk, fillInk) = (Self.ink(text), Self.ink(fill))
        #expect(textInk.total > 500 * 255)
        for (row, (a, b)) in zip(textInk.rows, fillInk.rows).enumerated() {
            #expect(abs(a - b) <= 8 * 255, "row \(row): \(a / 255) versus \(b / 255) pixels of ink")
        }
        #expect(abs(textInk.total - fillInk.total) < textInk.total / 50)
        #expect(abs(textInk.centerX - fillInk.centerX) < 0.25)
        #expect(abs(textInk.centerY - fillInk.centerY) < 0.25)
    }

    /// The alpha of `image` summed per row and in all, and its alpha-weighted centre.
    static func ink(_ image: RasterImage) -> (rows: [Int], total: Int, centerX: Double, centerY: Double) {
        var rows = [Int](repeating: 0, count: image.height)
        var (sumX, sumY) = (0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = Int(image.pixel(x: x, y: y) >> 24)
                rows[y] += alpha
                sumX += x * alpha
                sumY += y * alpha
            }
        }
        let total = max(1, rows.reduce(0, +))
        return (rows, total, Double(sumX) / Double(total), Double(sumY) / Double(total))
    }

    /// Parses absolute M/L/C/Z path data (as the outlines are written) into a `Path`,
    /// translated by `offset`.
    static func path(_ data: String, offset: CGPoint) throws -> Path {
        var path = Path()
        var numbers: [CGFloat] = []
        var command: Character?
        func flush() throws {
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map {
                CGPoint(x: numbers[$0] + offset.x, y: numbers[$0 + 1] + offset.y)
            }
            switch command {
            case "M": path.move(to: points[0])
            case "L": path.addLine(to: points[0])
            case "C": path.addCurve(to: points[2], control1: points[0], control2: points[1])
            case "Z": path.closeSubpath()
            case nil: break
            default: throw CocoaError(.formatting)
            }
            numbers = []
        }
        var token = ""
        for character in data + " " {
            if character.isLetter || character == " " {
                if let value = Double(token) { numbers.append(CGFloat(value)) }
                token = ""
                if character.isLetter {
                    try flush()
                    command = character
                }
            } else {
                token.append(character)
            }
        }
        try flush()
        return path
    }
}

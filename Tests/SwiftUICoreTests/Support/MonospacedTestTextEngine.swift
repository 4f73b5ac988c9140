import Cutaway
import Foundation

/// A text engine with arithmetic metrics, so layout tests can compute expected numbers by hand:
///
/// - every character advances `0.5 × size` of its font, `0.6 × size` in weights from bold up
///   (bold text is wider, by a fifth), plus its run's letter spacing (kerning + tracking);
///   a character of a styled run is in the run's font, the others in the request's;
/// - lines wrap greedily at spaces to fit the width (a word longer than the width gets a line
///   of its own);
/// - ascent `0.8 × size`, descent `0.2 × size`, cap height `0.7 × size`, of the request's font;
/// - line height: the font's, or `size` (= ascent + descent) when it has none; a text is
///   `size` tall for its first line (ascent + descent) and a line height taller for each
///   further line, as on iOS (`FontMetrics.height(lineCount:)`);
/// - a line limit keeps the first lines.
nonisolated final class MonospacedTestTextEngine: TextEngine {
    private(set) var measureCount = 0

    func advance(_ font: Font) -> CGFloat { font.size * (font.weight.value >= Font.Weight.bold.value ? 0.6 : 0.5) }

    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, capHeight: font.size * 0.7, lineHeight: font.lineHeight ?? font.size)
    }

    /// Each character's advance, in order.
    func advances(_ request: TextLayoutRequest) -> [CGFloat] {
        guard !request.runs.isEmpty else { return Array(repeating: advance(request.font), count: request.string.count) }
        return request.runs.flatMap { run in Array(repeating: advance(run.font) + run.letterSpacing, count: run.length) }
    }

    /// The lines, each as the characters' advances and its string.
    func lines(_ request: TextLayoutRequest) -> [(string: String, width: CGFloat)] {
        let advances = advances(request)
        var lines: [(String, CGFloat)] = []
        var offset = 0
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth: CGFloat = 0
            var position = offset
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = advances[position..<(position + word.count)].reduce(0, +)
                let spaceWidth = position > offset ? advances[position - 1] : 0
                defer { position += word.count + 1 }
                guard !word.isEmpty else { continue }
                if line.isEmpty {
                    (line, lineWidth) = (String(word), wordWidth)
                } else if let width = request.width, lineWidth + spaceWidth + wordWidth > width {
                    lines.append((line, lineWidth))
                    (line, lineWidth) = (String(word), wordWidth)
                } else {
                    (line, lineWidth) = (line + " " + word, lineWidth + spaceWidth + wordWidth)
                }
            }
            lines.append((line, lineWidth))
            offset += paragraph.count + 1
        }
        return lines
    }

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        measureCount += 1
        var lines = lines(request)
        let isTruncated = request.lineLimit.map { lines.count > $0 } ?? false
        if let limit = request.lineLimit { lines = Array(lines.prefix(max(1, limit))) }
        let metrics = metrics(of: request.font)
        let width = lines.map(\.width).max() ?? 0
        let height = request.font.size + CGFloat(lines.count - 1) * metrics.lineHeight
        return TextLayoutResult(
            size: CGSize(width: request.width.map { min($0, width) } ?? width, height: height),
            firstBaseline: metrics.ascent,
            lastBaseline: metrics.ascent + CGFloat(lines.count - 1) * metrics.lineHeight,
            lineCount: lines.count, isTruncated: isTruncated)
    }
}

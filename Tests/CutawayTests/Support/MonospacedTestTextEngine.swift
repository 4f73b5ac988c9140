import Cutaway
import Foundation

/// A text engine with arithmetic metrics, so layout tests can compute expected numbers by hand:
///
/// - every character advances `0.5 × size`;
/// - lines wrap greedily at spaces to fit the width (a word longer than the width gets a line
///   of its own);
/// - ascent `0.8 × size`, descent `0.2 × size`, cap height `0.7 × size`;
/// - line height: the font's, or `size` (= ascent + descent) when it has none; a text is
///   `size` tall for its first line (ascent + descent) and a line height taller for each
///   further line, as on iOS (`FontMetrics.height(lineCount:)`);
/// - a line limit keeps the first lines.
final class MonospacedTestTextEngine: TextEngine {
    private(set) var measureCount = 0

    func advance(_ font: Font) -> CGFloat { font.size * 0.5 }

    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, capHeight: font.size * 0.7, lineHeight: font.lineHeight ?? font.size)
    }

    func lines(_ request: TextLayoutRequest) -> [String] {
        let advance = advance(request.font)
        var lines: [String] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if let width = request.width, !line.isEmpty, CGFloat(candidate.count) * advance > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        measureCount += 1
        var lines = lines(request)
        let isTruncated = request.lineLimit.map { lines.count > $0 } ?? false
        if let limit = request.lineLimit { lines = Array(lines.prefix(max(1, limit))) }
        let metrics = metrics(of: request.font)
        let width = lines.map { CGFloat($0.count) * advance(request.font) }.max() ?? 0
        let height = request.font.size + CGFloat(lines.count - 1) * metrics.lineHeight
        return TextLayoutResult(
            size: CGSize(width: request.width.map { min($0, width) } ?? width, height: height),
            firstBaseline: metrics.ascent,
            lastBaseline: metrics.ascent + CGFloat(lines.count - 1) * metrics.lineHeight,
            lineCount: lines.count, isTruncated: isTruncated)
    }
}

import Cutaway
import Foundation

/// A text engine whose numbers can be worked out by hand, so the component tests can derive
/// every expected height themselves:
///
/// - every character advances half the font size (a 10-pt character is 5 pt wide);
/// - lines break greedily at spaces to fit the width;
/// - the first line is the font's size tall (ascent + descent), each further line the font's
///   line height, or its size when it has none (`.system(size: 10)`: 10 pt a line; `.caption`:
///   12, then 16 a line), as `FontMetrics.height(lineCount:)` says;
/// - ascent 0.8 × size, descent 0.2 × size, cap height 0.7 × size;
/// - a line limit keeps the first lines.
///
/// The rules of `MonospacedTestTextEngine` in `SwiftUICoreTests` (which this target cannot see),
/// without newlines.
nonisolated final class ArithmeticTextEngine: TextEngine {
    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, capHeight: font.size * 0.7, lineHeight: font.lineHeight ?? font.size)
    }

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        let advance = request.font.size / 2
        var lines: [String] = []
        for word in request.string.split(separator: " ") {
            let candidate = (lines.last.map { $0 + " " } ?? "") + word
            if let last = lines.indices.last, request.width.map({ CGFloat(candidate.count) * advance <= $0 }) ?? true {
                lines[last] = candidate
            } else {
                lines.append(String(word))
            }
        }
        if lines.isEmpty { lines = [""] }
        let isTruncated = request.lineLimit.map { lines.count > $0 } ?? false
        if let limit = request.lineLimit { lines = Array(lines.prefix(max(1, limit))) }
        let metrics = metrics(of: request.font)
        let width = lines.map { CGFloat($0.count) * advance }.max() ?? 0
        return TextLayoutResult(
            size: CGSize(width: width, height: request.font.size + CGFloat(lines.count - 1) * metrics.lineHeight),
            firstBaseline: metrics.ascent, lastBaseline: metrics.ascent + CGFloat(lines.count - 1) * metrics.lineHeight,
            lineCount: lines.count, isTruncated: isTruncated)
    }
}

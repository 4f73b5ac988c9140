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

import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A test-side reading of the animated SVG: the static document it shows at frame k, found by
/// applying every `<animate>`/`<animateTransform>` at time k/N the way SMIL does for discrete
/// animations (the value of the last key time at or before t; `additive="sum"` transforms
/// appended to the one before). Written independently of the writer, to check the writer's
/// promise that at time t it looks like frame t.
final class SMILSampler: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        var attributes: [String: String]
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private var stack: [Element] = []
    private(set) var root: Element?

    init(svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        _ = parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = Element(name: elementName, attributes: attributes)
        stack.last?.children.append(element)
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        root = stack.removeLast()
    }

    /// The document as shown at the start of frame `frame` of `frameCount`.
    func sample(frame: Int, of frameCount: Int) -> String {
        guard let root else { return "" }
        return serialize(root, time: Double(frame) / Double(frameCount))
    }

    private func value(of animation: Element, at time: Double) -> String {
        let values = animation.attributes["values"]!.components(separatedBy: ";")
        let keyTimes = animation.attributes["keyTimes"]!.components(separatedBy: ";").map { Double($0)! }
        let index = keyTimes.lastIndex(where: { $0 <= time })!
        return values[index]
    }

    private func serialize(_ element: Element, time: Double) -> String {
        var attributes = element.attributes
        var transforms: [String] = []
        for child in element.children {
            switch child.name {
            case "animate":
                attributes[child.attributes["attributeName"]!] = value(of: child, at: time)
            case "animateTransform":
                let part = "\(child.attributes["type"]!)(\(value(of: child, at: time)))"
                transforms = child.attributes["additive"] == "sum" ? transforms + [part] : [part]
            default:
                break
            }
        }
        if !transforms.isEmpty { attributes["transform"] = transforms.joined(separator: " ") }
        let attributeText = attributes.keys.sorted().map { key in
            " \(key)=\"\(attributes[key]!.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;"))\""
        }.joined()
        let children = element.children.filter { !$0.name.hasPrefix("animate") }.map { serialize($0, time: time) }
        return "<\(element.name)\(attributeText)>" + children.joined() + "</\(element.name)>"
    }
}

import Cutaway
import Foundation

/// A frame's geometry golden: the `inspect --json` form of the frame's named views, compared
/// with a tolerance in points, so a layout regression is caught even where pixels are within
/// tolerance, and the failure says which view moved by how much.
struct GeometryGolden {
    /// One named view as recorded.
    struct Node {
        var name: String
        var values: [(label: String, value: Double)]
    }

    /// The text recorded for `frame`.
    static func text(_ scene: RenderScene, _ frame: Frame) -> String {
        GeometryJSON.text(scene, [frame])
    }

    /// The named views of a recorded geometry golden (its first frame).
    static func nodes(fromJSON data: Data) throws -> [Node] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = root["frames"] as? [[String: Any]], let first = frames.first,
              let nodes = first["nodes"] as? [[String: Any]]
        else { throw GeometryGoldenError.malformed }
        return try nodes.map { node in
            guard let name = node["name"] as? String, let frame = node["frame"] as? [String: Any] else {
                throw GeometryGoldenError.malformed
            }
            return Node(name: name, values: try values(frame: frame, clip: node["clip"] as? [String: Any], opacity: node["opacity"]))
        }
    }

    /// The named views of a rendered frame, in the same form.
    static func nodes(of frame: Frame) -> [Node] {
        frame.geometry.compactMap { node in
            guard let name = node.name else { return nil }
            var values: [(String, Double)] = [
                ("x", Double(node.frame.minX)), ("y", Double(node.frame.minY)),
                ("width", Double(node.frame.width)), ("height", Double(node.frame.height)),
            ]
            if let clip = node.clip {
                values += [("clip.x", Double(clip.minX)), ("clip.y", Double(clip.minY)),
                           ("clip.width", Double(clip.width)), ("clip.height", Double(clip.height))]
            }
            values.append(("opacity", Double(node.opacity)))
            return Node(name: name, values: values)
        }
    }

    private static func values(frame: [String: Any], clip: [String: Any]?, opacity: Any?) throws -> [(label: String, value: Double)] {
        func number(_ object: [String: Any], _ key: String) throws -> Double {
            guard let value = (object[key] as? NSNumber)?.doubleValue else { throw GeometryGoldenError.malformed }
            return value
        }
        var values: [(String, Double)] = try ["x", "y", "width", "height"].map { ($0, try number(frame, $0)) }
        if let clip {
            values += try ["x", "y", "width", "height"].map { ("clip." + $0, try number(clip, $0)) }
        }
        guard let opacity = (opacity as? NSNumber)?.doubleValue else { throw GeometryGoldenError.malformed }
        values.append(("opacity", opacity))
        return values
    }

    /// A named view that differs from its geometry golden: the lines that say how, and its
    /// frame in the golden and now (`nil` for a view that is gone or new), which the report
    /// outlines on the frame's picture.
    struct MovedView {
        var name: String
        var lines: [String]
        var expected: CGRect?
        var actual: CGRect?
    }

    /// The differences beyond `tolerance` points (opacity: `tolerance` / 100), one readable line
    /// each, such as `footer y 137 → 130 (-7)`; empty when the geometry matches.
    static func differences(actual: [Node], expected: [Node], tolerance: Double) -> [String] {
        movedViews(actual: actual, expected: expected, tolerance: tolerance).flatMap(\.lines)
    }

    /// The views that differ beyond `tolerance`, in the golden's order, then the new ones.
    static func movedViews(actual: [Node], expected: [Node], tolerance: Double) -> [MovedView] {
        var moved: [MovedView] = []
        // Views are matched by name and, for repeated names, by order of appearance.
        var remaining = actual
        for node in expected {
            guard let index = remaining.firstIndex(where: { $0.name == node.name }) else {
                moved.append(MovedView(name: node.name, lines: ["\(node.name) is gone"], expected: node.frame, actual: nil))
                continue
            }
            let other = remaining.remove(at: index)
            var lines: [String] = []
            let expectedValues = Dictionary(node.values.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
            let actualValues = Dictionary(other.values.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
            let labels = node.values.map(\.label) + other.values.map(\.label).filter { expectedValues[$0] == nil }
            for label in labels {
                let limit = label == "opacity" ? tolerance / 100 : tolerance
                switch (expectedValues[label], actualValues[label]) {
                case let (was?, now?) where abs(now - was) > limit:
                    let delta = now - was
                    lines.append("\(node.name) \(label) \(GeometryJSON.number(was)) → \(GeometryJSON.number(now)) (\(delta > 0 ? "+" : "")\(GeometryJSON.number(delta)))")
                case (_?, nil) where label == "clip.x":
                    lines.append("\(node.name) lost its clip")
                case (nil, _?) where label == "clip.x":
                    lines.append("\(node.name) gained a clip")
                default: break
                }
            }
            if !lines.isEmpty { moved.append(MovedView(name: node.name, lines: lines, expected: node.frame, actual: other.frame)) }
        }
        for node in remaining { moved.append(MovedView(name: node.name, lines: ["\(node.name) is new"], expected: nil, actual: node.frame)) }
        return moved
    }
}

extension GeometryGolden.Node {
    /// The view's frame, in canvas points.
    var frame: CGRect? {
        let values = Dictionary(values.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        guard let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"] else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

enum GeometryGoldenError: Error, CustomStringConvertible {
    case malformed
    var description: String { "not a geometry golden (the form of `cutaway inspect --json`)" }
}

/// Where a value sits inside a scene file, as a chain of keys and indices:
/// `body.List.content[0].CollapsibleSpacingVStack.content[1]`.
///
/// A location says where to look in the text; a path says what the value *is* in the scene's
/// structure, which reads better in a message ("at `script[2].at`") and stays meaningful when the
/// file is reformatted. Decoders carry a path down as they descend and put it in their errors.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down into a container.
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// The steps from the top-level value, outermost first.
    public let components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The top-level value itself.
    public static let root = JSONPath()

    /// The path of the member named `key` of the object at this path.
    public func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// The path of the element at `index` of the array at this path.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path as JavaScript would write it: keys joined with ".", indices in brackets, and keys
    /// that are not plain identifiers quoted in brackets (`state["my key"]`). The root, which has
    /// no steps to show, is "(root)", so that "at (root)" still reads as a place.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where Self.isPlainIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + key.jsonQuoted + "]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a "." without quotes: ASCII letters, digits and "_",
    /// not starting with a digit. Every key the scene format defines is one.
    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
    }
}

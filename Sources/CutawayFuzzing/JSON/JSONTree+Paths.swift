/// Finding and replacing nodes of a `JSONTree` by position.
extension JSONTree {
    /// A node's place in the tree: at each level, the index of the array element or object
    /// member to descend into. The root is `[]`.
    typealias Path = [Int]

    /// The elements' or members' values; empty for scalars.
    var children: [JSONTree] {
        switch self {
        case .array(let elements): elements
        case .object(let members): members.map(\.value)
        default: []
        }
    }

    /// Every node's path, parents before children, in document order.
    var paths: [Path] {
        var result: [Path] = [[]]
        for (index, child) in children.enumerated() {
            result += child.paths.map { [index] + $0 }
        }
        return result
    }

    /// The node at `path`, which must exist.
    subscript(path: Path) -> JSONTree {
        get {
            guard let first = path.first else { return self }
            return children[first][Array(path.dropFirst())]
        }
        set {
            guard let first = path.first else { return self = newValue }
            let rest = Array(path.dropFirst())
            switch self {
            case .array(var elements):
                elements[first][rest] = newValue
                self = .array(elements)
            case .object(var members):
                members[first].value[rest] = newValue
                self = .object(members)
            default:
                preconditionFailure("path \(path) descends into a scalar")
            }
        }
    }

    /// The key of an object's member, if the node is an object of exactly one member: how a
    /// scene file names a view, a modifier with arguments, or an animation.
    var singleKey: String? {
        guard case .object(let members) = self else { return nil }
        let named = members.filter { $0.key != "modifiers" && $0.key != "name" }
        return named.count == 1 ? named[0].key : nil
    }

    /// The value of the member `key` of an object, if there is one.
    func member(_ key: String) -> JSONTree? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Sets the member `key` of an object, replacing it in place or adding it at the end.
    mutating func setMember(_ key: String, _ value: JSONTree) {
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        self = .object(members)
    }
}

/// The structural identity of a node: the path from the root through positions in view
/// builders, branches of conditionals, view types and explicit ids.
///
/// Two nodes in consecutive updates with the same identity are the same view; a changed
/// identity is a removal plus an insertion. The path is text so that it is stable across
/// processes (display-list element ids and SVG ids are derived from it).
public struct _ViewIdentity: Hashable, Sendable, CustomStringConvertible, Comparable {
    public let path: String
    /// The path's hash, computed once: identities are looked up in the graph's tables many
    /// times per pass, and hashing a long path each time was a tenth of an animated frame.
    /// It is folded step by step (see `folding(_:into:)`), so an identity made one step
    /// deeper hashes that step alone, not its whole path again.
    private let pathHash: Int

    init(path: String) {
        self.init(path: path, pathHash: path.isEmpty ? Self.rootHash : Self.folding(Substring(path), into: Self.rootHash))
    }

    private init(path: String, pathHash: Int) {
        self.path = path
        self.pathHash = pathHash
    }

    static let root = ViewIdentity(path: "")

    /// The hash of the empty path, where every fold starts.
    private static let rootHash = 0

    /// `hash` with the `/`-separated steps of `steps` folded in, one after another: a path's
    /// hash depends only on its steps, however it was put together.
    private static func folding(_ steps: Substring, into hash: Int) -> Int {
        var hash = hash
        var rest = steps
        while true {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            var hasher = Hasher()
            hasher.combine(hash)
            hasher.combine(rest[..<end])
            hash = hasher.finalize()
            guard end < rest.endIndex else { return hash }
            rest = rest[rest.utf8.index(after: end)...]
        }
    }

    public static func == (lhs: _ViewIdentity, rhs: _ViewIdentity) -> Bool {
        lhs.pathHash == rhs.pathHash && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
    }

    /// The hash a `Dictionary` or `Set` of the given seed buckets the identity by: the path's
    /// hash (already a seeded SipHash of the text), mixed with the seed by a multiply and a
    /// shift instead of a second SipHash round. Identities key every table of the graph, and
    /// hashing them through a `Hasher` was about 3 % of an animated frame (`Scripts/bench`,
    /// measured with callgrind beside the plain `hash(into:)`).
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: pathHash ^ seed) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }

    /// One step of an identity path.
    enum Component {
        /// Position in a view builder block.
        case index(Int)
        /// The branch of a conditional: `true` for `if` / first, `false` for `else` / second.
        case branch(Bool)
        /// A view type: composite views and type-erased views.
        case type(String)
        /// An explicit id (`.id(_:)` or a `ForEach` element id).
        case explicit(String)
        /// A named part of a primitive (a modifier's content, a background, a list cell).
        case part(String)
    }

    func appending(_ component: Component) -> ViewIdentity {
        let step: String = switch component {
        case .index(let index): "\(index)"
        case .branch(let isTrue): isTrue ? "T" : "F"
        case .type(let name): name
        case .explicit(let id): "#\(id)"
        case .part(let name): "." + name
        }
        return ViewIdentity(path: path.isEmpty ? step : path + "/" + step, pathHash: Self.folding(Substring(step), into: pathHash))
    }

    /// Whether this identity is `ancestor` or below it.
    func isInside(_ ancestor: ViewIdentity) -> Bool {
        ancestor.path.isEmpty || path == ancestor.path || path.hasPrefix(ancestor.path + "/")
    }

    /// Whether one step of the path is the explicit id whose stable text is `text`.
    func hasExplicitStep(_ text: String) -> Bool {
        path.split(separator: "/").contains { $0.first == "#" && $0.dropFirst() == text }
    }

    /// Whether one step of the path is an explicit id of any type whose value is written
    /// `text` (`Int:42` and `String:42` for `42`), as a script names views.
    func hasExplicitValue(_ text: String) -> Bool {
        let escaped = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
        return path.split(separator: "/").contains { step in
            guard step.first == "#", let colon = step.firstIndex(of: ":") else { return false }
            return step[step.index(after: colon)...] == escaped
        }
    }

    public var description: String { path.isEmpty ? "/" : path }

    public static func < (lhs: _ViewIdentity, rhs: _ViewIdentity) -> Bool { lhs.path < rhs.path }
}

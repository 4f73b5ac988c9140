/// Makes a failing input smaller while it still fails the same way, so a finding is a
/// reproducer someone can read.
///
/// How it works: first the target's structural reductions (PNG chunks removed or cut with
/// their CRCs repaired; JSON members and elements removed, views unwrapped, strings and
/// numbers simplified), each tried in turn and kept when the failure stays; then delta
/// debugging on the bytes (Zeller and Hildebrandt, "Simplifying and Isolating
/// Failure-Inducing Input", 2002: remove each of n parts, doubling n when none can go).
///
/// Design boundaries: it stops after `budget` attempts, counted rather than timed so that a
/// finding shrinks the same way on every machine. Each attempt is a run in a child process.
struct Shrinker {
    var target: FuzzTarget
    var budget: Int

    /// The smallest input found that `stillFails`, starting from `input` (which must).
    func shrink(_ input: [UInt8], stillFails: ([UInt8]) throws -> Bool) rethrows -> [UInt8] {
        var current = input
        var attempts = 0
        // Candidates that did not fail are not tried again when the reductions of a smaller
        // input offer them anew.
        var tried: Set<[UInt8]> = []
        func attempt(_ candidate: [UInt8]) throws -> Bool {
            guard attempts < budget, candidate.count < current.count, tried.insert(candidate).inserted else { return false }
            attempts += 1
            guard try stillFails(candidate) else { return false }
            current = candidate
            return true
        }
        var improved = true
        while improved && attempts < budget {
            improved = false
            for candidate in structuralReductions(of: current) where try attempt(candidate) {
                improved = true
                break
            }
        }
        // Byte-level delta debugging breaks PNG CRCs, so only the chunk reductions above
        // apply to PNGs.
        guard target == .scene || target == .selfTest else { return current }
        var parts = 2
        while current.count >= 2 && attempts < budget {
            let size = (current.count + parts - 1) / parts
            var removedOne = false
            for start in stride(from: 0, to: current.count, by: size) {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + size))
                if try attempt(candidate) {
                    removedOne = true
                    break
                }
            }
            if removedOne {
                parts = max(parts - 1, 2)
            } else if size == 1 {
                break
            } else {
                parts = min(parts * 2, current.count)
            }
        }
        return current
    }

    /// Smaller variants of `input` that keep its structure, biggest cuts first.
    func structuralReductions(of input: [UInt8]) -> [[UInt8]] {
        switch target {
        case .png, .apng: Self.chunkReductions(of: input)
        case .scene: Self.treeReductions(of: input)
        case .selfTest: []
        }
    }

    /// Each chunk removed; then each chunk's data with a half, quarter, … or eighth cut out.
    static func chunkReductions(of input: [UInt8]) -> [[UInt8]] {
        guard let list = PNGChunkList(parsing: input) else { return [] }
        var candidates: [[UInt8]] = []
        if !list.trailing.isEmpty {
            candidates.append(PNGChunkList(chunks: list.chunks).bytes)
        }
        for index in list.chunks.indices {
            var smaller = list
            smaller.chunks.remove(at: index)
            candidates.append(smaller.bytes)
        }
        // A whole APNG frame (its fcTL and the data after it), with the sequence numbers and
        // acTL's frame count repaired, so the decoder's bookkeeping checks still pass.
        for index in list.indices(of: "fcTL") {
            var end = index + 1
            while end < list.chunks.count && (list.chunks[end].isType("fdAT") || list.chunks[end].isType("IDAT")) { end += 1 }
            var smaller = list
            smaller.chunks.removeSubrange(index..<end)
            PNGMutator.renumberSequence(&smaller)
            PNGMutator.fixFrameCount(&smaller)
            candidates.append(smaller.bytes)
        }
        for parts in [2, 4, 8] {
            for index in list.chunks.indices where list.chunks[index].data.count >= parts {
                let data = list.chunks[index].data
                let size = data.count / parts
                for start in stride(from: 0, to: data.count - size + 1, by: size) {
                    var smaller = list
                    smaller.chunks[index].data.removeSubrange(start..<start + size)
                    candidates.append(smaller.bytes)
                }
            }
        }
        return candidates
    }

    /// Each member or element removed; each object or array replaced by one of its children
    /// (a `ForEach` by its content, say); each string halved or emptied; each number made 0
    /// or 1. Outermost nodes first.
    static func treeReductions(of input: [UInt8]) -> [[UInt8]] {
        guard let tree = JSONTree(parsing: input) else { return [] }
        var candidates: [JSONTree] = []
        for path in tree.paths where !path.isEmpty {
            let parentPath = Array(path.dropLast()), index = path.last!
            var removed = tree
            switch tree[parentPath] {
            case .array(var elements):
                elements.remove(at: index)
                removed[parentPath] = .array(elements)
            case .object(var members):
                members.remove(at: index)
                removed[parentPath] = .object(members)
            default:
                continue
            }
            candidates.append(removed)
        }
        for path in tree.paths {
            let node = tree[path]
            for child in node.children {
                var hoisted = tree
                hoisted[path] = child
                candidates.append(hoisted)
            }
            for grandchild in node.children.flatMap(\.children) {
                var hoisted = tree
                hoisted[path] = grandchild
                candidates.append(hoisted)
            }
            switch node {
            case .string(let string) where !string.isEmpty:
                for shorter in [String(string.prefix(string.count / 2)), String(string.suffix(string.count / 2)), ""] {
                    var simpler = tree
                    simpler[path] = .string(shorter)
                    candidates.append(simpler)
                }
            case .number(let text) where text != "0" && text != "1":
                for simple in ["0", "1"] {
                    var simpler = tree
                    simpler[path] = .number(simple)
                    candidates.append(simpler)
                }
            default:
                break
            }
        }
        return candidates.map { Array($0.text.utf8) }
    }
}

/// Mutations for the `scene` target that speak JSON and the scene format: numbers replaced
/// by extremes, strings by the format's words and by expressions, keys renamed, array
/// elements duplicated, views wrapped in `ForEach` (which nests, multiplying the views) and
/// containers, snippets of views, modifiers, animations and script events inserted, and
/// subtrees spliced from other corpus entries.
///
/// One time in five, and whenever the input is not JSON this mutator can read, it mutates
/// bytes instead, inserting the format's words among them, so that the JSON reader's own
/// syntax checks are fuzzed too.
struct SceneMutator {
    private let viewSnippets = SceneVocabulary.viewSnippets.map(Self.snippet)
    private let modifierSnippets = SceneVocabulary.modifierSnippets.map(Self.snippet)
    private let animationSnippets = SceneVocabulary.animationSnippets.map(Self.snippet)
    private let eventSnippets = SceneVocabulary.eventSnippets.map(Self.snippet)
    private let snippetState = Self.snippet(SceneVocabulary.state)

    private static func snippet(_ text: String) -> JSONTree {
        guard let tree = JSONTree(parsing: Array(text.utf8)) else { preconditionFailure("scene vocabulary snippet is not JSON: \(text)") }
        return tree
    }

    func mutate(_ input: [UInt8], others: [[UInt8]], maximumCount: Int, random: inout FuzzRandom) -> [UInt8] {
        guard random.chance(4, in: 5), var tree = JSONTree(parsing: input) else {
            var bytes = input
            if random.chance(1, in: 3) {
                Self.insertWord(&bytes, random: &random)
            } else {
                ByteMutations.mutate(&bytes, others: others, maximumCount: maximumCount, random: &random)
            }
            return bytes
        }
        mutateTree(&tree, others: others, random: &random)
        let bytes = Array(tree.text.utf8)
        return bytes.count > maximumCount ? Array(bytes.prefix(maximumCount)) : bytes
    }

    private func mutateTree(_ tree: inout JSONTree, others: [[UInt8]], random: inout FuzzRandom) {
        let paths = tree.paths
        func pick(_ isWanted: (JSONTree) -> Bool) -> JSONTree.Path? {
            let wanted = paths.filter { isWanted(tree[$0]) }
            return wanted.isEmpty ? nil : random.element(of: wanted)
        }
        switch random.below(14) {
        case 0, 1:
            guard let path = pick({ if case .number = $0 { true } else { false } }) else { return }
            tree[path] = .number(random.element(of: InterestingValues.jsonNumbers))
        case 2, 3:
            guard let path = pick({ if case .string = $0 { true } else { false } }) else { return }
            tree[path] = .string(newString(replacing: tree[path], random: &random))
        case 4:
            guard let path = pick({ if case .object(let members) = $0 { !members.isEmpty } else { false } }),
                  case .object(var members) = tree[path] else { return }
            members[random.below(members.count)].key = random.element(of: SceneVocabulary.keys)
            tree[path] = .object(members)
        case 5:
            guard let path = pick({ if case .array(let elements) = $0 { !elements.isEmpty } else { false } }),
                  case .array(var elements) = tree[path] else { return }
            // Duplicates double an array now and then, so lists grow fast over generations.
            let index = random.below(elements.count)
            let copies = random.chance(1, in: 4) ? elements.count : random.smallCount(maximum: 8)
            elements.insert(contentsOf: repeatElement(elements[index], count: copies), at: index)
            tree[path] = .array(elements)
        case 6:
            guard let path = pick({ !$0.children.isEmpty }) else { return }
            Self.removeChild(of: &tree[path], random: &random)
        case 7:
            guard let path = pick({ if case .object = $0 { true } else { false } }) else { return }
            tree[path].setMember(random.element(of: SceneVocabulary.keys), randomValue(random: &random))
        case 8:
            guard let path = pick(Self.isView) else { return }
            tree[path] = wrapped(tree[path], random: &random)
            addSnippetState(&tree)
        case 9:
            guard let path = pick(Self.isView) else { return }
            tree[path] = random.element(of: viewSnippets)
            addSnippetState(&tree)
        case 10:
            guard let path = pick(Self.isView) else { return }
            var view = tree[path]
            var modifiers = view.member("modifiers")?.children ?? []
            modifiers.insert(random.element(of: modifierSnippets), at: random.below(modifiers.count + 1))
            view.setMember("modifiers", .array(modifiers))
            tree[path] = view
            addSnippetState(&tree)
        case 11:
            var script = tree.member("script")?.children ?? []
            script.insert(random.element(of: eventSnippets), at: random.below(script.count + 1))
            tree.setMember("script", .array(script))
            addSnippetState(&tree)
        case 12:
            guard !others.isEmpty, let other = JSONTree(parsing: random.element(of: others)), let path = pick({ _ in true }), !path.isEmpty else { return }
            tree[path] = other[random.element(of: other.paths)]
        default:
            guard let path = pick({ _ in true }), !path.isEmpty else { return }
            tree[path] = random.chance(1, in: 3) ? random.element(of: animationSnippets) : randomValue(random: &random)
        }
    }

    /// Whether a node looks like a view: an object whose one type key is a view name.
    private static func isView(_ node: JSONTree) -> Bool {
        node.singleKey.map(SceneVocabulary.views.contains) ?? false
    }

    /// A string for the place of `old`: a word of the format, an expression, a longer
    /// expression built from `old`, a very long string, or `old` with bytes mutated.
    private func newString(replacing old: JSONTree, random: inout FuzzRandom) -> String {
        guard case .string(let old) = old else { return "" }
        switch random.below(6) {
        case 0, 1: return random.element(of: SceneVocabulary.words)
        case 2: return random.element(of: SceneVocabulary.expressions)
        case 3:
            let base = old.hasPrefix("$") || old.contains("{") ? old : random.element(of: SceneVocabulary.expressions)
            return base + (0..<random.smallCount(maximum: 4)).map { _ in random.element(of: SceneVocabulary.expressionFragments) }.joined()
        case 4:
            // Long text for the text engine and the interpolation: up to 64 Ki characters.
            return String(repeating: old.isEmpty ? "W" : old, count: random.element(of: [2, 16, 256, 4096, 65_536 / max(1, old.utf8.count)]))
        default:
            var bytes = Array(old.utf8)
            ByteMutations.mutate(&bytes, others: [], maximumCount: 4096, random: &random)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A view inside another: a `ForEach` over the snippet array (nested ones multiply), a
    /// stack, an `If` or an `AnimatedPresence`.
    private func wrapped(_ view: JSONTree, random: inout FuzzRandom) -> JSONTree {
        func object(_ key: String, _ members: [(String, JSONTree)]) -> JSONTree {
            .object([JSONTree.Member(key: key, value: .object(members.map { JSONTree.Member(key: $0.0, value: $0.1) }))])
        }
        switch random.below(4) {
        case 0, 1: return object("ForEach", [("items", .string("$fuzzItems")), ("content", view)])
        case 2: return object(random.element(of: ["VStack", "HStack", "ZStack", "List", "Section"]), [("content", .array([view, view]))])
        default:
            return random.chance(1, in: 2)
                ? object("If", [("condition", .string("$fuzzFlag")), ("then", view), ("else", view)])
                : object("AnimatedPresence", [("value", .string("$fuzzNumber")), ("content", view)])
        }
    }

    /// Adds the state the snippets read to the document's `state`, keeping what is there.
    private func addSnippetState(_ tree: inout JSONTree) {
        guard case .object = tree else { return }
        var state = tree.member("state") ?? .object([])
        guard case .object(let existing) = state, case .object(let added) = snippetState else { return }
        for member in added where !existing.contains(where: { $0.key == member.key }) {
            state.setMember(member.key, member.value)
        }
        tree.setMember("state", state)
    }

    /// A small value of any JSON type.
    private func randomValue(random: inout FuzzRandom) -> JSONTree {
        switch random.below(7) {
        case 0: return .null
        case 1: return .bool(random.chance(1, in: 2))
        case 2: return .number(random.element(of: InterestingValues.jsonNumbers))
        case 3: return .string(random.element(of: SceneVocabulary.words))
        case 4: return .string(random.element(of: SceneVocabulary.expressions))
        case 5: return .array([])
        default: return random.element(of: viewSnippets)
        }
    }

    private static func removeChild(of node: inout JSONTree, random: inout FuzzRandom) {
        switch node {
        case .array(var elements):
            elements.remove(at: random.below(elements.count))
            node = .array(elements)
        case .object(var members):
            members.remove(at: random.below(members.count))
            node = .object(members)
        default:
            break
        }
    }

    /// AFL's dictionary step: a word of the format, quoted or bare, inserted among the bytes.
    private static func insertWord(_ bytes: inout [UInt8], random: inout FuzzRandom) {
        let word = random.element(of: SceneVocabulary.keys + SceneVocabulary.words + SceneVocabulary.expressions)
        let tokens = ["\"\(word)\"", word, "\"\(word)\":", "\\u", "\\ud800", "\\udc00\\ud800", "\\u0000", "[", "{", "]", "}", ",", ":", "-", "1e"]
        let text = random.chance(1, in: 2) ? random.element(of: tokens) : "\"\(word)\""
        bytes.insert(contentsOf: Array(text.utf8), at: random.below(bytes.count + 1))
    }
}

import Cutaway
import Foundation

/// The script of a Swift file's previews: `Card.cutaway.json` beside `Card.swift`, keyed by
/// preview, each saying how long the preview plays and what happens when, with the
/// actions of a scene file's script that a preview can take (taps, focusing a text field by
/// its placeholder with `"focus"`, typing `"type"` into it, scrolling with `"scroll"`, see
/// `ScrollActionDecoder`, and a finger's `"tap"` of a target, `"press"`, `"release"`,
/// `"drag"`, `"pinch"` and `"rotate"`, see `TouchActionDecoder`):
///
/// ```json
/// { "Counter": { "duration": 1.5, "fps": 30, "script": [ { "at": 0.5, "tap": "Add", "animation": "smooth" } ] } }
/// ```
///
/// A key names a preview (`#Preview("Counter")`, a provider's `previewDisplayName`), or, for
/// any preview and the unnamed ones most files have, gives its place: `"#2"`, the file's
/// second preview in source order (counted from 1, as the canvas lists them; a provider's
/// views count one each), or `"line 24"`, the preview whose `#Preview` (or provider) is on
/// line 24; `"Card.swift:24"`, the name `cutaway previews --list` shows for an unnamed
/// preview, is the same. A name a preview really has is read as that name first.
public struct PreviewScriptFile {
    /// A preview of the Swift file, as its script can address it: its name, if it has one,
    /// and the line it is declared on.
    public struct Target: Equatable, Sendable {
        public var name: String?
        public var line: Int

        public init(name: String?, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// How one preview plays.
    public struct Entry {
        public var duration: Double
        /// The frame rate, if the file gives one.
        public var fps: Int?
        public var script: [ScriptEvent]
    }

    /// The entries of the file's previews, by their position in its targets (from 0).
    public let entriesByPosition: [Int: Entry]
    /// The entries of the named previews, by name.
    public let entries: [String: Entry]

    /// The script file of the Swift file at `sourcePath` (`X.swift` → `X.cutaway.json`).
    public static func url(besideSource sourcePath: String) -> URL {
        URL(fileURLWithPath: sourcePath).deletingPathExtension().appendingPathExtension("cutaway.json")
    }

    /// Reads and checks a script file for the previews of one Swift file, named `previewNames`
    /// there (a name given twice cannot be scripted: the file could not say which it means).
    public static func decode(
        _ text: String, file: String, previewNames: [String], budget: SceneBudget = .default
    ) throws(SceneFileError) -> PreviewScriptFile {
        try decode(text, file: file, previews: previewNames.map { Target(name: $0, line: 0) }, budget: budget)
    }

    /// Reads and checks a script file for the previews of one Swift file, `previews` in source
    /// order.
    public static func decode(
        _ text: String, file: String, previews: [Target], budget: SceneBudget = .default
    ) throws(SceneFileError) -> PreviewScriptFile {
        let root: JSONNode
        do {
            root = try JSONReader.parse(text, limits: budget.jsonLimits)
        } catch {
            throw SceneFileError(file: file, location: error.location, path: "", message: error.message)
        }
        let access = JSONAccess(file: file)
        let decoder = SceneDecoder(access: access, budget: budget)
        guard case .object(let members) = root.value else { throw access.mismatch(root, "", expected: "an object of preview names") }
        var byPosition: [Int: Entry] = [:]
        for member in members {
            let path = access.join("", member.key)
            let position: Int
            switch Self.position(of: member.key, in: previews) {
            case .success(let found): position = found
            case .failure(let unmatched): throw SceneFileError(file: file, location: member.keyLocation, path: path, message: unmatched.message)
            }
            guard byPosition[position] == nil else {
                throw SceneFileError(file: file, location: member.keyLocation, path: path,
                    message: "'\(member.key)' is \(describe(previews, at: position)), which another key already scripts")
            }
            byPosition[position] = try entry(member.value, path, access: access, decoder: decoder, budget: budget)
        }
        var entries: [String: Entry] = [:]
        for (position, entry) in byPosition {
            if let name = previews[position].name { entries[name] = entry }
        }
        return PreviewScriptFile(entriesByPosition: byPosition, entries: entries)
    }

    /// Why a key addresses no one preview, as the message of its error.
    struct Unmatched: Error {
        let message: String
    }

    /// The position in `previews` of the preview `key` addresses: by name, else by `#index`
    /// (from 1), else by `line N` (or `File.swift:N`).
    static func position(of key: String, in previews: [Target]) -> Result<Int, Unmatched> {
        let named = previews.indices.filter { previews[$0].name == key }
        if named.count == 1 { return .success(named[0]) }
        if named.count > 1 { return .failure(Unmatched(message: "\(named.count) previews are named '\(key)': name them apart, or address one by \"#index\"")) }
        let listing = " (the file's previews: \(previews.indices.map { describe(previews, at: $0) }.joined(separator: ", ")))"
        if key.hasPrefix("#"), let index = Int(key.dropFirst()) {
            // Compared before 1 is taken away: `#-9223372036854775808` is `Int.min`, whose
            // predecessor does not exist.
            guard index >= 1, index <= previews.count else {
                return .failure(Unmatched(message: "no preview is '\(key)': the file has \(previews.count) (counted from #1)" + listing))
            }
            return .success(index - 1)
        }
        if key.hasPrefix("#"), key.count > 1, key.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber || $0 == "-" || $0 == "+" }) {
            // A number past `Int`'s range: no file has that many previews.
            return .failure(Unmatched(message: "no preview is '\(key)': the file has \(previews.count) (counted from #1)" + listing))
        }
        if let line = line(in: key) {
            let atLine = previews.indices.filter { previews[$0].line == line }
            if atLine.count == 1 { return .success(atLine[0]) }
            return .failure(Unmatched(message: atLine.isEmpty
                ? "no preview is declared on line \(line)" + listing
                : "\(atLine.count) previews are declared on line \(line): address one by \"#index\"" + listing))
        }
        let names = previews.compactMap(\.name)
        return .failure(Unmatched(message: "no preview is named '\(key)'"
            + (suggestion(for: key, among: names).map { "; did you mean '\($0)'?" } ?? listing)))
    }

    /// The line of a `line N` key, or of the name `--list` gives an unnamed preview,
    /// `File.swift:N`.
    static func line(in key: String) -> Int? {
        if key.hasPrefix("line "), let line = Int(key.dropFirst(5).trimmingCharacters(in: .whitespaces)) { return line }
        guard key.hasSuffix(".swift") == false, let colon = key.lastIndex(of: ":"), key[..<colon].hasSuffix(".swift") else { return nil }
        return Int(key[key.index(after: colon)...])
    }

    /// How an error names the preview at `position`: its name if it has one, its index and line.
    static func describe(_ previews: [Target], at position: Int) -> String {
        let place = "#\(position + 1), line \(previews[position].line)"
        return previews[position].name.map { "'\($0)' (\(place))" } ?? place
    }

    /// Reads the script file at `url`, if there is one.
    public static func load(
        contentsOf url: URL, previewNames: [String], budget: SceneBudget = .default
    ) throws(SceneFileError) -> PreviewScriptFile? {
        try load(contentsOf: url, previews: previewNames.map { Target(name: $0, line: 0) }, budget: budget)
    }

    /// Reads the script file at `url` for `previews`, in source order, if there is one.
    public static func load(
        contentsOf url: URL, previews: [Target], budget: SceneBudget = .default
    ) throws(SceneFileError) -> PreviewScriptFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        if let failure = SceneFileReadFailure.check(path: url.path, maximumBytes: budget.jsonLimits.maximumBytes) {
            throw SceneFileError(file: url.path, readFailure: failure)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneFileError(file: url.path, readFailure: SceneFileReadFailure(readingError: error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileError(file: url.path, location: nil, path: "", message: "the file is not UTF-8 text")
        }
        return try decode(text, file: url.path, previews: previews, budget: budget)
    }

    private static func entry(
        _ node: JSONNode, _ path: String, access: JSONAccess, decoder: SceneDecoder, budget: SceneBudget
    ) throws(SceneFileError) -> Entry {
        let members = try access.members(node, path, allowed: ["duration", "fps", "script"])
        guard let durationNode = members["duration"] else {
            throw access.error(node, path, "a preview's entry needs a \"duration\" in seconds")
        }
        let duration = try access.number(durationNode, access.join(path, "duration"), in: SceneFileLimits.duration)
        let fps = try members["fps"].map { node throws(SceneFileError) in
            try access.integer(node, access.join(path, "fps"), in: SceneFileLimits.fps)
        }
        let events = try members["script"].map { node throws(SceneFileError) in try access.array(node, access.join(path, "script")) } ?? []
        guard events.count <= budget.maximumScriptEvents else {
            throw access.error(node, access.join(path, "script"), "the script has \(events.count) events; \(budget.statement(of: .scriptEvents))")
        }
        var previous = -Double.infinity
        var script: [ScriptEvent] = []
        for (index, event) in events.enumerated() {
            let eventPath = access.index(access.join(path, "script"), index)
            let fields = try access.members(
                event, eventPath, allowed: ["at", "tap", "animation", "focus", "type", "scroll", "swipeActions"] + TouchActionDecoder.actions)
            let actions = (["tap", "focus", "scroll", "swipeActions"] + TouchActionDecoder.actions).filter { fields[$0] != nil }
            guard let at = fields["at"], actions.count == 1, fields["focus"] != nil || fields["type"] == nil else {
                throw access.error(event, eventPath, "a preview's event is {\"at\": seconds, \"tap\": \"Button title\"}, "
                    + "{\"at\": seconds, \"focus\": \"Placeholder\", \"type\": \"text\"} (\"type\" optional), "
                    + "{\"at\": seconds, \"scroll\": {\"to\": {\"y\": 100}}} or {\"at\": seconds, \"swipeActions\": \"Row text\"}, "
                    + "with an optional \"animation\"; "
                    + "or a finger's {\"at\": seconds, \"tap\": {\"identifier\": \"name\"}}, \"press\", \"release\", \"drag\", \"pinch\" or \"rotate\"")
            }
            let time = try access.number(at, access.join(eventPath, "at"), in: 0...duration)
            guard time >= previous else {
                throw access.error(at, access.join(eventPath, "at"), "events must be in time order: \(time) s comes after \(previous) s")
            }
            previous = time
            let animation = try fields["animation"].map { node throws(SceneFileError) in
                try decoder.animation(node, access.join(eventPath, "animation"))
            } ?? nil
            if let (key, touch) = try TouchActionDecoder(access: access).touchAction(fields, eventPath) {
                if let animation = fields["animation"] {
                    throw access.error(animation, access.join(eventPath, "animation"), "a \(key) has no \"animation\": the views' own gestures animate")
                }
                script.append(ScriptEvent(at: time, .touch(touch)))
            } else if let tap = fields["tap"] {
                script.append(.tap(try access.string(tap, access.join(eventPath, "tap")), at: time, animation: animation))
            } else if let focus = fields["focus"] {
                let text = try fields["type"].map { node throws(SceneFileError) in try access.string(node, access.join(eventPath, "type")) }
                script.append(.focus(try access.string(focus, access.join(eventPath, "focus")), typing: text, at: time, animation: animation))
            } else if let scroll = fields["scroll"] {
                let (name, destination) = try ScrollActionDecoder(access: access).scroll(scroll, access.join(eventPath, "scroll"))
                script.append(.scroll(name, to: destination, at: time, animation: animation))
            } else if let swipe = fields["swipeActions"] {
                let (row, edge) = try SwipeActionsDecoder(access: access).reveal(swipe, access.join(eventPath, "swipeActions"))
                script.append(.revealSwipeActions(of: row, edge: edge, at: time, animation: animation))
            }
        }
        return Entry(duration: duration, fps: fps, script: script)
    }
}

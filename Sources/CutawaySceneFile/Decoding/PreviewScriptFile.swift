import Cutaway
import Foundation

/// The script of a Swift file's previews: `Card.cutaway.json` beside `Card.swift`, keyed by
/// preview name, each saying how long the preview plays and what happens when, with the
/// actions of a scene file's script that a preview can take (taps, focusing a text field by
/// its placeholder with `"focus"`, typing `"type"` into it, scrolling with `"scroll"`, see
/// `ScrollActionDecoder`, and a finger's `"tap"` of a target, `"press"`, `"release"`,
/// `"drag"`, `"pinch"` and `"rotate"`, see `TouchActionDecoder`):
///
/// ```json
/// { "Counter": { "duration": 1.5, "fps": 30, "script": [ { "at": 0.5, "tap": "Add", "animation": "smooth" } ] } }
/// ```
public struct PreviewScriptFile {
    /// How one preview plays.
    public struct Entry {
        public var duration: Double
        /// The frame rate, if the file gives one.
        public var fps: Int?
        public var script: [ScriptEvent]
    }

    /// The previews' entries, by name.
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
        let root: JSONNode
        do {
            root = try JSONReader.parse(text, limits: budget.jsonLimits)
        } catch {
            throw SceneFileError(file: file, location: error.location, path: "", message: error.message)
        }
        let access = JSONAccess(file: file)
        let decoder = SceneDecoder(access: access, budget: budget)
        guard case .object(let members) = root.value else { throw access.mismatch(root, "", expected: "an object of preview names") }
        var entries: [String: Entry] = [:]
        for member in members {
            let path = access.join("", member.key)
            let count = previewNames.count { $0 == member.key }
            guard count == 1 else {
                let message = count == 0
                    ? "no preview is named '\(member.key)'"
                        + (suggestion(for: member.key, among: previewNames).map { "; did you mean '\($0)'?" }
                            ?? " (the file's previews: \(previewNames.map { "'\($0)'" }.joined(separator: ", ")))")
                    : "\(count) previews are named '\(member.key)': name them apart to script one"
                throw SceneFileError(file: file, location: member.keyLocation, path: path, message: message)
            }
            entries[member.key] = try entry(member.value, path, access: access, decoder: decoder, budget: budget)
        }
        return PreviewScriptFile(entries: entries)
    }

    /// Reads the script file at `url`, if there is one.
    public static func load(
        contentsOf url: URL, previewNames: [String], budget: SceneBudget = .default
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
        return try decode(text, file: url.path, previewNames: previewNames, budget: budget)
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

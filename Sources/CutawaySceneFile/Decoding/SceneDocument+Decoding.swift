import Cutaway
import Foundation

/// Limits a scene file must stay inside, so that a mistaken or hostile file fails cleanly.
public enum SceneFileLimits {
    /// Canvas sides, in points (four times an iPad Pro's width).
    public static let canvasSide: ClosedRange<Double> = 1...4096
    public static let fps: ClosedRange<Int> = 1...240
    /// Scene length, in seconds.
    public static let duration: ClosedRange<Double> = 0...600
    /// Frames in one scene (fps × duration + 1).
    public static let frameCount = 20_000
    /// Views in one file.
    public static let viewCount = 10_000
    /// Modifiers on one view: each wraps the view in one more level, and a view under 10,000
    /// paddings took 13.7 s and 3.5 GB to validate. 64 is more than app code puts on a view.
    public static let modifiersPerView = 64
    /// Modifiers in one file: two for each view the file may have.
    public static let modifierCount = 20_000
    /// Bytes of UTF-8 in a scene's name: a preview's output name keeps to the same 200, leaving
    /// room for `~dark`, a format's extension and staging names in a file name's 255 bytes.
    public static let nameBytes = 200
}

extension SceneDocument {
    /// Reads and checks a scene file. `file` names it in error messages; `budget` bounds what it
    /// may make when it plays, and the length of its strings now.
    public static func decode(_ text: String, file: String = "", budget: SceneBudget = .default) throws(SceneFileError) -> SceneDocument {
        let root: JSONNode
        do {
            root = try JSONReader.parse(text, limits: budget.jsonLimits)
        } catch {
            let message = ForeignContent(text)?.message ?? error.message
            throw SceneFileError(file: file, location: error.location, path: "", message: message)
        }
        var decoder = SceneDecoder(access: JSONAccess(file: file), budget: budget)
        return try decoder.document(root)
    }

    /// Reads and checks the scene file at `url`.
    ///
    /// - Throws: `SceneFileError`, with `readFailure` set when the file cannot be read at all (it
    ///   is missing, a directory, not a regular file, unreadable, or too large).
    public static func load(
        contentsOf url: URL, displayName: String? = nil, budget: SceneBudget = .default
    ) throws(SceneFileError) -> SceneDocument {
        let name = displayName ?? url.path
        let maximumBytes = budget.jsonLimits.maximumBytes
        if let failure = SceneFileReadFailure.check(path: url.path, maximumBytes: maximumBytes) {
            throw SceneFileError(file: name, readFailure: failure)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneFileError(file: name, readFailure: SceneFileReadFailure(readingError: error))
        }
        // The file may have grown since it was checked.
        guard data.count <= maximumBytes else {
            throw SceneFileError(file: name, readFailure: .tooLarge(byteCount: data.count, limit: maximumBytes))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            guard let invalid = InvalidUTF8(firstIn: bytes) else {
                throw SceneFileError(file: name, location: nil, path: "", message: "the file is not UTF-8 text")
            }
            throw SceneFileError(file: name, location: invalid.location, path: "", message: invalid.message)
        }
        return try decode(text, file: name, budget: budget)
    }
}

/// Walks a scene file's JSON and builds the document, checking every key and value.
struct SceneDecoder {
    let access: JSONAccess
    let budget: SceneBudget
    private(set) var stateNames: [String] = []
    private var viewCount = 0
    private var modifierCount = 0

    init(access: JSONAccess, budget: SceneBudget) {
        self.access = access
        self.budget = budget
    }

    mutating func document(_ root: JSONNode) throws(SceneFileError) -> SceneDocument {
        let keys = ["format", "name", "summary", "canvas", "fps", "duration", "state", "body", "script"]
        let members = try access.members(root, "", allowed: keys)
        guard let format = members["format"] else {
            throw access.error(root, "", "missing \"format\": expected \"\(SceneDocument.format)\"")
        }
        let formatName = try access.string(format, "format")
        guard formatName == SceneDocument.format else {
            throw access.error(format, "format", "unknown format '\(formatName)': this reader understands \"\(SceneDocument.format)\"")
        }
        let name = try required(members, "name", in: root, "") { node, path throws(SceneFileError) in try access.string(node, path) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw access.error(members["name"]!, "name", "a scene name is letters, digits, '-' and '_' (it names the output folder), found '\(name)'")
        }
        // As a preview's output name (`PreviewScenes.fileNames`): room for the suffixes and
        // staging names within the 255 bytes a file system allows a name.
        guard name.utf8.count <= SceneFileLimits.nameBytes else {
            throw access.error(
                members["name"]!, "name",
                "a scene name has at most \(SceneFileLimits.nameBytes) bytes of UTF-8 (it names the output folder and its files), found \(name.utf8.count)")
        }
        let summary = try members["summary"].map { node throws(SceneFileError) in try access.string(node, "summary") } ?? ""
        let canvas = try members["canvas"].map { node throws(SceneFileError) in try self.canvas(node) } ?? RenderCanvas()
        let fps = try members["fps"].map { node throws(SceneFileError) in try access.integer(node, "fps", in: SceneFileLimits.fps) } ?? 60
        let duration = try members["duration"].map { node throws(SceneFileError) in
            try access.number(node, "duration", in: SceneFileLimits.duration)
        } ?? 0
        if duration * Double(fps) + 1 > Double(SceneFileLimits.frameCount) {
            throw access.error(members["duration"] ?? root, "duration", "\(duration) s at \(fps) fps is more than \(SceneFileLimits.frameCount) frames")
        }
        let state = try members["state"].map { node throws(SceneFileError) in try self.state(node) } ?? []
        stateNames = state.map(\.name)
        let body = try required(members, "body", in: root, "") { node, path throws(SceneFileError) in try view(node, path) }
        let script = try members["script"].map { node throws(SceneFileError) in try self.script(node, duration: duration) } ?? []
        return SceneDocument(
            name: name, summary: summary, canvas: canvas, fps: fps, duration: duration, state: state, body: body, script: script,
            budget: budget)
    }

    func required<T>(
        _ members: [String: JSONNode], _ key: String, in parent: JSONNode, _ path: String,
        _ read: (JSONNode, String) throws(SceneFileError) -> T
    ) throws(SceneFileError) -> T {
        guard let node = members[key] else { throw access.error(parent, path, "missing \"\(key)\"") }
        return try read(node, access.join(path, key))
    }

    private func canvas(_ node: JSONNode) throws(SceneFileError) -> RenderCanvas {
        let members = try access.members(
            node, "canvas", allowed: ["width", "height", "scale", "colorScheme", "background", "device", "orientation"])
        var canvas = RenderCanvas()
        if let deviceNode = members["device"] {
            // A phone's screen: its size, safe area, status bar and home indicator.
            let name = try access.string(deviceNode, "canvas.device")
            guard let device = DeviceScreen(named: name) else {
                throw access.mismatch(deviceNode, "canvas.device", expected: "one of " + DeviceScreen.all.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            for key in ["width", "height"] where members[key] != nil {
                throw access.error(members[key]!, "canvas.\(key)", "a device's canvas takes its size from the device; give \"device\" or the size, not both")
            }
            var orientation = InterfaceOrientation.portrait
            if let turned = members["orientation"] {
                orientation = switch try access.choice(turned, "canvas.orientation", among: ["portrait", "landscapeLeft", "landscapeRight"]) {
                case "landscapeLeft": .landscapeLeft
                case "landscapeRight": .landscapeRight
                default: .portrait
                }
            }
            canvas = RenderCanvas(device: device, orientation: orientation)
        } else if let turned = members["orientation"] {
            throw access.error(turned, "canvas.orientation", "an orientation turns a device: give \"device\" too")
        }
        if let width = members["width"] { canvas.width = try access.number(width, "canvas.width", in: SceneFileLimits.canvasSide) }
        if let height = members["height"] { canvas.height = try access.number(height, "canvas.height", in: SceneFileLimits.canvasSide) }
        if let scale = members["scale"] { canvas.scale = try access.integer(scale, "canvas.scale", in: 1...3) }
        if let scheme = members["colorScheme"] {
            canvas.colorScheme = try access.choice(scheme, "canvas.colorScheme", among: ["light", "dark"]) == "dark" ? .dark : .light
        }
        if let background = members["background"] { canvas.background = try color(background, "canvas.background") }
        return canvas
    }

    private func state(_ node: JSONNode) throws(SceneFileError) -> [(name: String, value: ExpressionValue)] {
        guard case .object(let members) = node.value else { throw access.mismatch(node, "state", expected: "an object") }
        return try members.map { member throws(SceneFileError) in
            let path = access.join("state", member.key)
            guard let first = member.key.first, first.isLetter || first == "_",
                  member.key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw SceneFileError(file: access.file, location: member.keyLocation, path: path,
                                     message: "a state name is a letter or '_' followed by letters, digits or '_', found '\(member.key)'")
            }
            do throws(ExpressionValue.ConversionError) {
                return (member.key, try ExpressionValue(member.value))
            } catch {
                throw SceneFileError(file: access.file, location: error.location, path: path, message: error.message)
            }
        }
    }

    private func script(_ node: JSONNode, duration: Double) throws(SceneFileError) -> [ScriptSpec] {
        let events = try access.array(node, "script")
        guard events.count <= budget.maximumScriptEvents else {
            let first = budget.maximumScriptEvents
            throw SceneFileError(
                file: access.file, location: events[first].location, path: access.index("script", first),
                message: "the script has \(events.count.groupedText) events; \(budget.statement(of: .scriptEvents))",
                exceededLimit: .scriptEvents)
        }
        var previous = -Double.infinity
        return try events.enumerated().map { index, event throws(SceneFileError) in
            let path = access.index("script", index)
            let members = try access.members(
                event, path, allowed: ["at", "animation", "set", "toggle", "increment", "by", "modulo", "tap", "focus", "type", "scroll", "swipeActions"]
                    + TouchActionDecoder.actions)
            let time = try required(members, "at", in: event, path) { node, path throws(SceneFileError) in
                try access.number(node, path, in: 0...max(0, duration))
            }
            guard time >= previous else {
                throw access.error(members["at"]!, access.join(path, "at"), "events must be in time order: \(time) s comes after \(previous) s")
            }
            previous = time
            let animation = try members["animation"].map { node throws(SceneFileError) in try self.animation(node, access.join(path, "animation")) } ?? nil
            if let (key, touch) = try touchAction(members, path) {
                let touchPath = access.join(path, key)
                guard members.count == 2 else {
                    throw access.error(event, path, "a \(key) event has only \"at\" and \"\(key)\": the views' own gestures animate")
                }
                return ScriptSpec(time: time, animation: nil, action: .touch(touch, place: SourcePlace(path: touchPath, location: members[key]!.location)))
            }
            if let tap = members["tap"] {
                guard members.count == (members["animation"] == nil ? 2 : 3) else {
                    throw access.error(event, path, "a tap event has only \"at\", \"tap\" and \"animation\"")
                }
                let tapPath = access.join(path, "tap")
                let title = try access.string(tap, tapPath)
                return ScriptSpec(
                    time: time, animation: animation, action: .tap(title, place: SourcePlace(path: tapPath, location: tap.location)))
            }
            if let focus = members["focus"] {
                let expected = 2 + (members["animation"] == nil ? 0 : 1) + (members["type"] == nil ? 0 : 1)
                guard members.count == expected else {
                    throw access.error(event, path, "a focus event has only \"at\", \"focus\", \"type\" and \"animation\"")
                }
                let focusPath = access.join(path, "focus")
                let field = try access.string(focus, focusPath)
                let text = try members["type"].map { node throws(SceneFileError) in try access.string(node, access.join(path, "type")) }
                return ScriptSpec(
                    time: time, animation: animation,
                    action: .focus(field, typing: text, place: SourcePlace(path: focusPath, location: focus.location)))
            }
            if let scroll = members["scroll"] {
                guard members.count == (members["animation"] == nil ? 2 : 3) else {
                    throw access.error(event, path, "a scroll event has only \"at\", \"scroll\" and \"animation\"")
                }
                let scrollPath = access.join(path, "scroll")
                let (name, destination) = try ScrollActionDecoder(access: access).scroll(scroll, scrollPath)
                return ScriptSpec(
                    time: time, animation: animation,
                    action: .scroll(name, destination, place: SourcePlace(path: scrollPath, location: scroll.location)))
            }
            if let swipe = members["swipeActions"] {
                guard members.count == (members["animation"] == nil ? 2 : 3) else {
                    throw access.error(event, path, "a swipeActions event has only \"at\", \"swipeActions\" and \"animation\"")
                }
                let swipePath = access.join(path, "swipeActions")
                let (row, edge) = try SwipeActionsDecoder(access: access).reveal(swipe, swipePath)
                return ScriptSpec(
                    time: time, animation: animation,
                    action: .swipeActions(row, edge: edge, place: SourcePlace(path: swipePath, location: swipe.location)))
            }
            if let type = members["type"] {
                throw access.error(type, access.join(path, "type"), "\"type\" types into the field a \"focus\" names: add \"focus\": \"Placeholder\"")
            }
            return ScriptSpec(time: time, animation: animation, action: .change(try action(event, members, path)))
        }
    }

    /// The finger's action among an event's `members`, with its key: a `tap` of a target (an
    /// object; a string taps a button by title), a `press`, a `release`, a `drag`, a `pinch` or
    /// a `rotate`.
    private func touchAction(_ members: [String: JSONNode], _ path: String) throws(SceneFileError) -> (key: String, touch: ScriptedTouch)? {
        try TouchActionDecoder(access: access).touchAction(members, path)
    }

    /// A state change: `{"set": {...}}`, `{"toggle": "name"}` or `{"increment": "name", "by": 1, "modulo": 3}`.
    func action(_ node: JSONNode, _ members: [String: JSONNode], _ path: String) throws(SceneFileError) -> ActionSpec {
        if let set = members["set"] {
            guard case .object(let assignments) = set.value, !assignments.isEmpty else {
                throw access.mismatch(set, access.join(path, "set"), expected: "an object of state names and values")
            }
            return .set(try assignments.map { member throws(SceneFileError) in
                let memberPath = access.join(access.join(path, "set"), member.key)
                try checkStateName(member.key, at: member.keyLocation, memberPath)
                return (member.key, try setValue(member.value, memberPath))
            })
        }
        if let toggle = members["toggle"] {
            let togglePath = access.join(path, "toggle")
            let name = try access.string(toggle, togglePath)
            try checkStateName(name, at: toggle.location, togglePath)
            return .toggle(name, place: SourcePlace(path: togglePath, location: toggle.location))
        }
        if let increment = members["increment"] {
            let incrementPath = access.join(path, "increment")
            let name = try access.string(increment, incrementPath)
            try checkStateName(name, at: increment.location, incrementPath)
            let by = try members["by"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "by")) } ?? 1
            let modulo = try members["modulo"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "modulo"), in: 1...1e9) }
            return .increment(name, by: by, modulo: modulo, place: SourcePlace(path: incrementPath, location: increment.location))
        }
        throw access.error(
            node, path, "expected one of \"set\", \"toggle\", \"increment\", \"tap\", \"focus\", \"scroll\", \"swipeActions\", \"press\", \"release\", \"drag\", \"pinch\" or \"rotate\"")
    }

    func checkStateName(_ name: String, at location: SourceLocation, _ path: String) throws(SceneFileError) {
        guard stateNames.contains(name) else {
            let hint = suggestion(for: name, among: stateNames).map { "; did you mean '\($0)'?" } ?? " (declare it under \"state\")"
            throw SceneFileError(file: access.file, location: location, path: path, message: "unknown state '\(name)'\(hint)")
        }
    }

    /// A value to store: a JSON literal, or an expression written as a string starting with `$`.
    func setValue(_ node: JSONNode, _ path: String) throws(SceneFileError) -> SetValue {
        if case .string(let text) = node.value, InterpolatedString.isPureExpression(text) {
            return .expression(try expression(text, node, path, knownNames: []), place: SourcePlace(path: path, location: node.location))
        }
        do throws(ExpressionValue.ConversionError) {
            return .literal(try ExpressionValue(node))
        } catch {
            throw SceneFileError(file: access.file, location: error.location, path: path, message: error.message)
        }
    }

    func expression(_ text: String, _ node: JSONNode, _ path: String, knownNames: [String] = ["value"]) throws(SceneFileError) -> Expression {
        do {
            let expression = try Expression.parse(text, knownNames: knownNames)
            for name in expression.stateReads where !stateNames.contains(name) {
                let hint = suggestion(for: name, among: stateNames).map { "; did you mean '$\($0)'?" } ?? ""
                throw access.error(node, path, "expression '\(text)' reads unknown state '$\(name)'\(hint)")
            }
            return expression
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw access.error(node, path, "\(error)")
        }
    }

    mutating func countModifiers(_ count: Int, _ node: JSONNode, _ path: String) throws(SceneFileError) {
        modifierCount += count
        guard modifierCount <= SceneFileLimits.modifierCount else {
            throw access.error(node, path, "more than \(SceneFileLimits.modifierCount.groupedText) modifiers in one scene")
        }
    }

    mutating func countView(_ node: JSONNode, _ path: String) throws(SceneFileError) {
        viewCount += 1
        guard viewCount <= SceneFileLimits.viewCount else {
            throw access.error(node, path, "more than \(SceneFileLimits.viewCount) views in one scene")
        }
    }
}

/// The closest of `candidates` to a mistyped `name`, for "did you mean".
func suggestion(for name: String, among candidates: [String]) -> String? {
    NameSuggestion.closest(to: name, among: candidates)
}

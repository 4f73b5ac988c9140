import Cutaway
import Foundation

/// A script's finger, as scene files and preview scripts write it:
///
/// ```json
/// {"at": 0.5, "tap": {"identifier": "card"}}
/// {"at": 0.5, "tap": {"text": "Hello", "count": 2}}
/// {"at": 0.5, "tap": {"point": {"x": 40, "y": 120}}}
/// {"at": 1, "press": {"text": "Save"}}
/// {"at": 1.5, "release": true}
/// {"at": 2, "drag": {"from": {"identifier": "card"}, "by": {"x": -200}, "duration": 0.4, "curve": "easeOut"}}
/// {"at": 3, "drag": {"along": [{"x": 50}, {"x": 50, "y": 80}], "duration": 0.5}}
/// {"at": 4, "pinch": {"from": {"identifier": "photo"}, "scale": 2, "duration": 0.6, "curve": "easeInOut"}}
/// {"at": 5, "rotate": {"from": {"point": {"x": 195, "y": 400}}, "angle": 45, "duration": 0.5}}
/// ```
///
/// A target is one of `"identifier"` (a view's accessibility identifier), `"text"` (a text
/// shown, or an accessibility label) and `"point"` (canvas points); the finger goes down at
/// the centre of the view found. (`"tap": "Title"`, a string, taps a button by its title, as it
/// always did.) A drag goes from its `"from"` target, or without one from where a `"press"`
/// holds the finger, through `"by"` (one offset) or `"along"` (offsets from the start, in
/// order) in `"duration"` seconds, its progress following `"curve"`: `"linear"` (the default),
/// `"easeIn"`, `"easeOut"` or `"easeInOut"`; then the finger lifts. A `"pinch"` (its
/// `"scale"` required) and a `"rotate"` (its `"angle"` in degrees, clockwise, required) are one
/// two-finger motion: two fingers go down `"span"` points apart (100 by default) side by side
/// around their `"from"` target, and in `"duration"` seconds, following `"curve"`, their
/// distance becomes `"scale"` times the span and the line between them turns by `"angle"`;
/// either action may give both.
struct TouchActionDecoder {
    let access: JSONAccess

    static let curves: [(name: String, curve: UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// The names of the touch actions, as event keys.
    static let actions = ["press", "release", "drag", "pinch", "rotate"]

    /// The finger's action among an event's `members` (the event at `path`), with its key: a
    /// `tap` of a target (an object; a string taps a button by title), a `press`, a `release`
    /// or a `drag`; nil when the event has none.
    func touchAction(_ members: [String: JSONNode], _ path: String) throws(SceneFileError) -> (key: String, touch: ScriptedTouch)? {
        if let tap = members["tap"], case .object = tap.value {
            return ("tap", try self.tap(tap, access.join(path, "tap")))
        }
        for key in Self.actions {
            if let node = members[key] { return (key, try touch(key, node, access.join(path, key))) }
        }
        return nil
    }

    /// A `tap` whose value is an object: a touch at a target.
    func tap(_ node: JSONNode, _ path: String) throws(SceneFileError) -> ScriptedTouch {
        let members = try access.members(node, path, allowed: ["identifier", "text", "point", "count"])
        let count = try members["count"].map { node throws(SceneFileError) in try access.integer(node, access.join(path, "count"), in: 1...10) } ?? 1
        return .tap(try target(node, members, path), count: count)
    }

    /// The touch of the action `key` (`press`, `release`, `drag`, `pinch` or `rotate`) whose
    /// value is `node`.
    func touch(_ key: String, _ node: JSONNode, _ path: String) throws(SceneFileError) -> ScriptedTouch {
        switch key {
        case "press":
            let members = try access.members(node, path, allowed: ["identifier", "text", "point"])
            return .press(try target(node, members, path))
        case "release":
            guard try access.bool(node, path) else { throw access.error(node, path, "\"release\" is true: it lifts the held finger") }
            return .release
        case "pinch", "rotate":
            return try pinch(key, node, path)
        default:
            return try drag(node, path)
        }
    }

    /// A two-finger motion: `pinch` needs a `"scale"`, `rotate` an `"angle"`; each may have
    /// the other.
    private func pinch(_ key: String, _ node: JSONNode, _ path: String) throws(SceneFileError) -> ScriptedTouch {
        let members = try access.members(node, path, allowed: ["from", "scale", "angle", "span", "duration", "curve"])
        guard let from = members["from"] else {
            throw access.error(node, path, "a \(key) needs \"from\": the view ({\"identifier\": …} or {\"text\": …}) or {\"point\": …} its two fingers go down around")
        }
        let fromPath = access.join(path, "from")
        let target = try self.target(from, try access.members(from, fromPath, allowed: ["identifier", "text", "point"]), fromPath)
        let required = key == "pinch" ? "scale" : "angle"
        guard members[required] != nil else {
            throw access.error(node, path, key == "pinch"
                ? "a pinch needs a \"scale\": the fingers' final distance over their first (2 spreads them to twice as far apart, 0.5 brings them half as close)"
                : "a rotate needs an \"angle\": how far the fingers turn, in degrees, clockwise (negative turns them counterclockwise)")
        }
        // A scale of zero would put both fingers on one point, which no pinch measures.
        let scale = try members["scale"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "scale"), in: 0.05...20) } ?? 1
        let angle = try members["angle"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "angle"), in: -720...720) } ?? 0
        let span = try members["span"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "span"), in: 10...2000) }
            ?? Double(ScriptedTouch.defaultSpan)
        guard let durationNode = members["duration"] else {
            throw access.error(node, path, "a \(key) needs a \"duration\" in seconds")
        }
        let duration = try access.number(durationNode, access.join(path, "duration"), in: 0...60)
        let curve = try self.curve(members["curve"], path)
        return .pinch(from: target, scale: CGFloat(scale), rotation: .degrees(angle), span: CGFloat(span), duration: duration, curve: curve)
    }

    /// The timing curve named by `node` (`"curve"` of the event at `path`), linear when absent.
    private func curve(_ node: JSONNode?, _ path: String) throws(SceneFileError) -> UnitCurve {
        try node.map { node throws(SceneFileError) -> UnitCurve in
            let name = try access.choice(node, access.join(path, "curve"), among: Self.curves.map(\.name))
            return Self.curves.first { $0.name == name }!.curve
        } ?? .linear
    }

    private func drag(_ node: JSONNode, _ path: String) throws(SceneFileError) -> ScriptedTouch {
        let members = try access.members(node, path, allowed: ["from", "by", "along", "duration", "curve"])
        let target = try members["from"].map { from throws(SceneFileError) in
            let fromPath = access.join(path, "from")
            return try self.target(from, try access.members(from, fromPath, allowed: ["identifier", "text", "point"]), fromPath)
        }
        let offsets: [CGSize]
        switch (members["by"], members["along"]) {
        case (let by?, nil):
            offsets = [try size(by, access.join(path, "by"))]
        case (nil, let along?):
            let alongPath = access.join(path, "along")
            let points = try access.array(along, alongPath)
            guard !points.isEmpty, points.count <= 1000 else {
                throw access.error(along, alongPath, "\"along\" lists 1 to 1000 offsets from the start, like {\"x\": 100, \"y\": 0}")
            }
            offsets = try points.enumerated().map { index, point throws(SceneFileError) in try size(point, access.index(alongPath, index)) }
        default:
            throw access.error(node, path, "a drag has one of \"by\" (an offset like {\"x\": -200}) and \"along\" (a list of offsets)")
        }
        guard let durationNode = members["duration"] else {
            throw access.error(node, path, "a drag needs a \"duration\" in seconds")
        }
        let duration = try access.number(durationNode, access.join(path, "duration"), in: 0...60)
        let curve = try self.curve(members["curve"], path)
        return .drag(from: target, path: offsets, duration: duration, curve: curve)
    }

    private func target(_ node: JSONNode, _ members: [String: JSONNode], _ path: String) throws(SceneFileError) -> TouchTarget {
        let given = ["identifier", "text", "point"].filter { members[$0] != nil }
        guard given.count == 1 else {
            throw access.error(node, path, "a touch aims at one of \"identifier\" (an accessibility identifier), \"text\" (a text shown) "
                + "and \"point\" ({\"x\": …, \"y\": …} in canvas points)")
        }
        if let identifier = members["identifier"] { return .identifier(try access.string(identifier, access.join(path, "identifier"))) }
        if let text = members["text"] { return .text(try access.string(text, access.join(path, "text"))) }
        let point = try size(members["point"]!, access.join(path, "point"))
        return .point(CGPoint(x: point.width, y: point.height))
    }

    /// `{"x": …, "y": …}`, each 0 when absent.
    private func size(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGSize {
        let members = try access.members(node, path, allowed: ["x", "y"])
        let limit = 1e6
        let x = try members["x"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "x"), in: -limit...limit) } ?? 0
        let y = try members["y"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "y"), in: -limit...limit) } ?? 0
        return CGSize(width: x, height: y)
    }
}

import Cutaway
import Foundation

/// A script's `scroll` action, as scene files and preview scripts write it:
///
/// ```json
/// {"at": 0.5, "scroll": {"in": "Rows", "to": {"y": 600}}, "animation": {"easeInOut": {"duration": 0.4}}}
/// {"at": 1, "scroll": {"by": {"y": -200}}}
/// {"at": 2, "scroll": {"view": 42, "anchor": "top"}}
/// ```
///
/// `"in"` names the scroll view by its accessibility identifier (the first scroll view when
/// absent); exactly one of `"to"` (an offset, `x` and `y` each 0 when absent), `"by"` (an
/// amount, likewise) and `"view"` (an explicit id, a string or a number) says where to go, and
/// `"anchor"` (with `"view"` only) which point of the view meets the same point of the
/// viewport: `"top"`, `"center"`, `"bottom"`, `"leading"`, `"trailing"`, `"topLeading"`,
/// `"topTrailing"`, `"bottomLeading"`, `"bottomTrailing"`; without one, the scroll goes just
/// far enough to show the whole view.
struct ScrollActionDecoder {
    let access: JSONAccess

    static let anchors: [(name: String, point: UnitPoint)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    /// The scroll view's name and the destination of the `scroll` value at `path`.
    func scroll(_ node: JSONNode, _ path: String) throws(SceneFileError) -> (scrollView: String?, destination: ScriptEvent.ScrollDestination) {
        let members = try access.members(node, path, allowed: ["in", "to", "by", "view", "anchor"])
        let name = try members["in"].map { node throws(SceneFileError) in try access.string(node, access.join(path, "in")) }
        let given = ["to", "by", "view"].filter { members[$0] != nil }
        guard given.count == 1 else {
            throw access.error(node, path, "a scroll has one of \"to\" (an offset), \"by\" (an amount) and \"view\" (a view's id)")
        }
        if let anchor = members["anchor"], members["view"] == nil {
            throw access.error(anchor, access.join(path, "anchor"), "\"anchor\" goes with \"view\": it places the view in the scroll view")
        }
        if let to = members["to"] {
            let (x, y) = try point(to, access.join(path, "to"))
            return (name, .offset(CGPoint(x: x, y: y)))
        }
        if let by = members["by"] {
            let (x, y) = try point(by, access.join(path, "by"))
            return (name, .by(CGSize(width: x, height: y)))
        }
        let viewPath = access.join(path, "view")
        let view = members["view"]!
        let id: String
        switch view.value {
        case .string(let text): id = text
        case .number(let number): id = number.shortestText
        default: throw access.mismatch(view, viewPath, expected: "a view's id: a string or a number")
        }
        let anchor = try members["anchor"].map { node throws(SceneFileError) -> UnitPoint in
            let anchorPath = access.join(path, "anchor")
            let name = try access.string(node, anchorPath)
            guard let found = Self.anchors.first(where: { $0.name == name }) else {
                throw access.error(node, anchorPath, "expected one of " + Self.anchors.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            return found.point
        }
        return (name, .view(id: id, anchor: anchor))
    }

    /// `{"x": …, "y": …}`, each 0 when absent.
    private func point(_ node: JSONNode, _ path: String) throws(SceneFileError) -> (CGFloat, CGFloat) {
        let members = try access.members(node, path, allowed: ["x", "y"])
        let limit = 1e6
        let x = try members["x"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "x"), in: -limit...limit) } ?? 0
        let y = try members["y"].map { node throws(SceneFileError) in try access.number(node, access.join(path, "y"), in: -limit...limit) } ?? 0
        return (CGFloat(x), CGFloat(y))
    }
}

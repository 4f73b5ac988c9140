import Cutaway
import Foundation

/// A script's `swipeActions` action, as scene files and preview scripts write it: the row
/// whose swipe actions to reveal, named by one of its texts, and the edge (`"trailing"`
/// unless given):
///
/// ```json
/// {"at": 0.5, "swipeActions": "Milk", "animation": {"easeOut": {"duration": 0.3}}}
/// {"at": 1, "swipeActions": {"row": "Eggs", "edge": "leading"}}
/// ```
struct SwipeActionsDecoder {
    let access: JSONAccess

    /// The row's text and the edge of the `swipeActions` value at `path`.
    func reveal(_ node: JSONNode, _ path: String) throws(SceneFileError) -> (row: String, edge: HorizontalEdge) {
        if case .string(let row) = node.value {
            return (row, .trailing)
        }
        guard case .object = node.value else {
            throw access.mismatch(node, path, expected: "a row's text, or {\"row\": \"text\", \"edge\": \"leading\"}")
        }
        let members = try access.members(node, path, allowed: ["row", "edge"])
        guard let rowNode = members["row"] else {
            throw access.error(node, path, "a swipe needs a \"row\": one of the row's texts")
        }
        let row = try access.string(rowNode, access.join(path, "row"))
        let edge = try members["edge"].map { node throws(SceneFileError) -> HorizontalEdge in
            let edgePath = access.join(path, "edge")
            switch try access.string(node, edgePath) {
            case "leading": return .leading
            case "trailing": return .trailing
            default: throw access.error(node, edgePath, "expected \"leading\" or \"trailing\"")
            }
        } ?? .trailing
        return (row, edge)
    }
}

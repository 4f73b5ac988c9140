/// Where a run of items is in a tree of display items: the items `range` among the children
/// of the group reached by `groups` (each the index of a group among its level's items, from
/// the top level down; none: the range is of the top level).
struct DisplayItemPath: Equatable {
    var groups: [Int]
    var range: Range<Int>
}

extension Array where Element == DisplayItem {
    /// These items with the run at `path` replaced by what `replacement` makes of it.
    ///
    /// Precondition: `path` leads through groups to a range of items that exists.
    func replacingItems(at path: DisplayItemPath, with replacement: ([DisplayItem]) -> [DisplayItem]) -> [DisplayItem] {
        func replacing(in items: [DisplayItem], depth: Int) -> [DisplayItem] {
            var items = items
            guard depth < path.groups.count else {
                items.replaceSubrange(path.range, with: replacement(Array(items[path.range])))
                return items
            }
            let index = path.groups[depth]
            guard case .group(let effect, let children, let element) = items[index] else {
                preconditionFailure("item \(index) on the path is not a group")
            }
            items[index] = .group(effect, replacing(in: children, depth: depth + 1), element: element)
            return items
        }
        return replacing(in: self, depth: 0)
    }
}

import Cutaway

/// A display list's nesting made explicit: each `begin…` item with the items up to its
/// matching `end…` as children. The SVG writers walk this tree, since SVG nests groups where
/// the display list brackets them.
struct DisplayNode {
    /// A drawing item (fill, stroke, text) or the `begin…` item of a group.
    var item: DisplayItem
    var children: [DisplayNode] = []

    /// The tree of `list`'s items. An `end…` closes the innermost open group whatever its
    /// kind (as the Cairo rasterizer's save/restore does), a stray `end…` is ignored and
    /// groups left open at the end are closed.
    static func forest(of list: DisplayList) -> [DisplayNode] {
        var stack: [DisplayNode] = [DisplayNode(item: .endClip)]
        for item in list.items {
            switch item {
            case .fill, .stroke, .text:
                stack[stack.count - 1].children.append(DisplayNode(item: item))
            case .beginClip, .beginOpacity, .beginTransform:
                stack.append(DisplayNode(item: item))
            case .endClip, .endOpacity, .endTransform:
                guard stack.count > 1 else { continue }
                let group = stack.removeLast()
                stack[stack.count - 1].children.append(group)
            }
        }
        while stack.count > 1 {
            let group = stack.removeLast()
            stack[stack.count - 1].children.append(group)
        }
        return stack[0].children
    }

    /// The element the item belongs to.
    var element: ElementID {
        switch item {
        case .fill(_, _, let element), .stroke(_, _, _, let element), .text(_, let element),
             .beginClip(_, let element), .beginOpacity(_, let element), .beginTransform(_, let element):
            element
        case .endClip, .endOpacity, .endTransform:
            ElementID("")
        }
    }
}

import Cutaway

/// The elements of every frame of an animation merged into one tree, so that each element
/// becomes one SVG element kept across frames.
///
/// How it works: a node is one element in one place of the nesting: its key is its kind,
/// its `ElementID` and, for text, its outline (a text whose string changes is a different
/// outline, so a different `<use>`), under its parent node. Frames are merged in order; each
/// frame's children of a node are matched to the node's merged children left to right: a child
/// is the existing node of the same key if that node comes after the previous matched child,
/// else it is inserted right after it. So the merged order contains every frame's order, and
/// painting the merged children, each shown only in the frames it is present in, paints every
/// frame in its own order.
///
/// Design boundaries: when the drawing order of two elements swaps between frames, the merge
/// cannot keep one SVG element: the element gets a second node (key suffixed "~2") for the
/// frames with the other order, shown only there. Likewise an element that moves into another
/// group (a clip or opacity group that comes and goes around it) is a different node under
/// that group. Correct, but not as compact. An element repeated within one parent in one
/// frame takes "~2", "~3"… in drawing order.
final class AnimatedElementNode {
    enum Kind: Equatable {
        case fill, stroke, clip, opacity, transform, mask
        /// A projected group: one element whatever its transform does from frame to frame,
        /// whose content is merged as any group's (see `AnimatedSVGWriter`).
        case projection
        /// A blur, shadow, colour-matrix or blend group: its effect and reach, spelled out
        /// (another blur is another element, as a changed gradient is).
        case filter(key: String)
        /// Text drawn with the outline of this id in `<defs>`.
        case text(outline: String)
        /// A gradient-painted shape: its path, paint and stroke, spelled out. A shape whose
        /// gradient or path changes is another element, shown in the frames it is drawn in.
        case gradient(key: String)
        /// A bitmap drawn into a rectangle: the run spelled out (another rectangle is another
        /// element, as for gradients).
        case image(key: String)
    }

    let key: String
    let kind: Kind
    let element: ElementID
    /// The item in each frame (a group with its items); `nil` where the element is absent. Kept
    /// as runs of equal items (`FrameRuns`).
    private(set) var items = FrameRuns<DisplayItem>()
    private(set) var children: [AnimatedElementNode] = []
    private var childrenByKey: [String: AnimatedElementNode] = [:]

    init(key: String, kind: Kind, element: ElementID) {
        self.key = key
        self.kind = kind
        self.element = element
    }

    /// Makes this node and its descendants span `frameCount` frames, once every frame is merged.
    func finish(frameCount: Int) {
        items.extend(to: frameCount)
        for child in children { child.finish(frameCount: frameCount) }
    }

    /// Merges frame `frame`'s `drawn` items into this node's children (see the type's comment).
    func merge(_ drawn: [DisplayItem], frame: Int, outlineID: (TextRun) -> String) {
        var previous = -1
        var usedKeys: Set<String> = []
        for item in drawn {
            let kind = Self.kind(of: item, outlineID: outlineID)
            let element = item.element
            let baseKey = "\(kind)|\(element.rawValue)"
            var repeatNumber = 1
            while true {
                let key = repeatNumber == 1 ? baseKey : baseKey + "~\(repeatNumber)"
                repeatNumber += 1
                guard !usedKeys.contains(key) else { continue }
                let index: Int
                if let existing = childrenByKey[key] {
                    // Searched from the previous match on: usually the very next child.
                    guard let position = children[(previous + 1)...].firstIndex(where: { $0 === existing }) else { continue }
                    index = position
                } else {
                    index = previous + 1
                    let child = AnimatedElementNode(key: key, kind: kind, element: element)
                    children.insert(child, at: index)
                    childrenByKey[key] = child
                }
                usedKeys.insert(key)
                previous = index
                children[index].items.set(item, at: frame)
                if case .group(_, let groupItems, _) = item {
                    children[index].merge(groupItems, frame: frame, outlineID: outlineID)
                }
                break
            }
        }
    }

    private static func kind(of item: DisplayItem, outlineID: (TextRun) -> String) -> Kind {
        switch item {
        // The animated writer draws a material as a fill of its tint (`AnimatedSVGWriter`).
        case .fill, .material: .fill
        case .stroke: .stroke
        case .gradient(let path, let paint, let stroke, _): .gradient(key: "\(paint)|\(String(describing: stroke))|" + SVGFormat.pathData(path))
        case .text(let run, _): .text(outline: outlineID(run))
        case .image(let run, _): .image(key: "\(run)")
        case .group(.clip, _, _): .clip
        case .group(.opacity, _, _): .opacity
        case .group(.transform, _, _): .transform
        case .group(.mask, _, _): .mask
        case .group(.projection, _, _): .projection
        case .group(let effect, _, _): .filter(key: "\(effect)|\(String(describing: item.bounds))")
        }
    }
}

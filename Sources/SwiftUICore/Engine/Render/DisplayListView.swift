import Foundation

/// A recorded drawing shown as a view: a display list (another scene's frame, say), at the
/// size it was drawn for. It is how two scenes play side by side in one scene.
///
/// Its elements keep their ids, prefixed with this view's own element id, so two drawings of
/// the same scene stay apart in outputs that follow elements across frames (animated SVG).
/// Shown from a `Frame`, its views' geometry joins the frame's too, so inspection overlays see
/// them; their names are prefixed with this view's name (`left.detail` inside a view named
/// `left` with `.accessibilityIdentifier`).
nonisolated public struct _DisplayListView: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public let displayList: _DisplayList
    /// The drawn views' geometry, in the drawing's points.
    public let geometry: [_NodeGeometry]

    /// A drawing, with the geometry of the views that drew it (none by default).
    public init(_ displayList: _DisplayList, geometry: [_NodeGeometry] = []) {
        self.displayList = displayList
        self.geometry = geometry
    }

    /// A frame's drawing, with its views' geometry.
    public init(_ frame: _Frame) {
        self.init(frame.displayList, geometry: frame.geometry)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.drawing(displayList, geometry: geometry), typeName: "DisplayListView")]
    }
}

extension DisplayItem {
    /// The item with its element id, and those of the items inside it, moved under `prefix`
    /// (`prefix|id`).
    func prefixingElement(with prefix: String) -> DisplayItem {
        func moved(_ element: ElementID) -> ElementID { ElementID(prefix + "|" + element.rawValue) }
        return switch self {
        case .fill(let path, let color, let element): .fill(path, color: color, element: moved(element))
        case .stroke(let path, let color, let style, let element): .stroke(path, color: color, style: style, element: moved(element))
        case .gradient(let path, let paint, let stroke, let element): .gradient(path, paint, stroke: stroke, element: moved(element))
        case .text(let run, let element): .text(run, element: moved(element))
        case .image(let run, let element): .image(run, element: moved(element))
        case .material(let path, let paint, let element): .material(path, paint, element: moved(element))
        case .group(let effect, let items, let element):
            .group(effect, items.map { $0.prefixingElement(with: prefix) }, element: moved(element))
        }
    }
}

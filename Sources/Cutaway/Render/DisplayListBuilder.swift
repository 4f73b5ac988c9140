import Foundation

/// Turns a placed node tree into a display list and a geometry snapshot, rounding every
/// frame to the pixel grid on the way.
struct DisplayListBuilder {
    let engine: LayoutEngine
    let rounding: PixelRounding
    private(set) var items: [DisplayItem] = []
    private(set) var geometry: [NodeGeometry] = []

    init(engine: LayoutEngine, scale: CGFloat) {
        self.engine = engine
        rounding = PixelRounding(scale: scale)
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Emits `node` and its descendants, inside the clip rectangle `clip` and at `opacity`.
    mutating func emit(_ node: ViewNode, clip: CGRect?, opacity: Double) {
        let frame = rounding.round(node.frame)
        var clip = clip
        var opacity = opacity
        let element = ElementID(node.identity)
        // Effects are stored innermost first: the outermost applies first.
        for effect in node.effects.reversed() {
            switch effect {
            case .clip:
                items.append(.beginClip(Path(frame), element: element))
                clip = clip.map { $0.intersection(frame) } ?? frame
            case .opacity(let value):
                items.append(.beginOpacity(value, element: element))
                opacity *= value
            }
        }
        geometry.append(NodeGeometry(
            identity: node.identity, name: node.accessibilityIdentifier, typeName: node.typeName, frame: frame,
            clip: clip.map { $0.isNull ? .zero : $0 }, opacity: opacity))
        emitContent(of: node, frame: frame, element: element, clip: clip, opacity: opacity)
        for effect in node.effects {
            items.append(effect == .clip ? .endClip : .endOpacity)
        }
    }

    private mutating func emitContent(of node: ViewNode, frame: CGRect, element: ElementID, clip: CGRect?, opacity: Double) {
        let environment = node.environment
        switch node.kind {
        case .text(let string):
            let request = engine.textLayout(of: node, string: string, proposal: node.placementProposal).request
            items.append(.text(
                TextRun(request: request, origin: frame.origin, size: frame.size, color: foreground(environment)),
                element: element))
        case .shape(let shape, let fill):
            items.append(.fill(shape.path(in: frame), color: fill ?? foreground(environment), element: element))
        case .divider:
            items.append(.fill(Path(frame), color: Color.separator.resolve(in: environment), element: element))
        case .spacer:
            break
        case .layout(_, let decoration):
            emitChildren(of: node, frame: frame, decoration: decoration, element: element, clip: clip, opacity: opacity)
        }
    }

    private mutating func emitChildren(
        of node: ViewNode, frame: CGRect, decoration: ViewNode.Decoration?, element: ElementID, clip: CGRect?, opacity: Double
    ) {
        let environment = node.environment
        switch decoration {
        case nil:
            for child in node.children {
                emit(child, clip: clip, opacity: opacity)
            }
        case .listBackground:
            items.append(.fill(Path(frame), color: Color.systemGroupedBackground.resolve(in: environment), element: element))
            for child in node.children {
                emit(child, clip: clip, opacity: opacity)
            }
        case .listSection:
            items.append(.fill(
                Path(roundedRect: frame, cornerRadius: ListMetrics.cornerRadius),
                color: Color.secondarySystemGroupedBackground.resolve(in: environment), element: ElementID(node.identity, part: "background")))
            for child in node.children {
                emit(child, clip: clip, opacity: opacity)
            }
        case .listCell(let hasSeparator, let separatorInset):
            // The cell clips its content: a row that grows or shrinks inside a cell whose
            // height has already changed is cut at the cell's edges, as UIKit's cells do.
            items.append(.beginClip(Path(frame), element: element))
            let cellClip = clip.map { $0.intersection(frame) } ?? frame
            for child in node.children {
                emit(child, clip: cellClip, opacity: opacity)
            }
            items.append(.endClip)
            if hasSeparator {
                let thickness = environment.pixelLength
                let separator = CGRect(
                    x: frame.minX + separatorInset, y: frame.maxY - thickness,
                    width: max(0, frame.width - separatorInset), height: thickness)
                items.append(.fill(Path(separator), color: Color.separator.resolve(in: environment), element: ElementID(node.identity, part: "separator")))
            }
        }
    }

    private func foreground(_ environment: EnvironmentValues) -> Color.Resolved {
        environment.foregroundStyle?.resolve(in: environment) ?? Color.label.resolve(in: environment)
    }
}

/// Where a view was drawn in a frame, in canvas points after pixel rounding.
public struct NodeGeometry: Equatable, Sendable {
    public let identity: ViewIdentity
    /// The name given with `.accessibilityIdentifier(_:)`.
    public let name: String?
    /// The primitive's type (`Text`, `VStackLayout`, `padding`, ...).
    public let typeName: String
    public let frame: CGRect
    /// The effective clip rectangle applied to the view, or `nil` when nothing clips it.
    public let clip: CGRect?
    /// The effective opacity (product of all opacities applied to it and its ancestors).
    public let opacity: Double
}

import Foundation

/// What drawing a frame reads besides the placed tree: the clock, the transitions running,
/// the removed views still drawn, and each text's last content (for cross-fades).
struct PresentationState {
    let time: Double
    let transitions: [ViewIdentity: TransitionState]
    let ghosts: [Ghost]
    var textHistory: [ViewIdentity: TextHistory]
    /// The last frame's drawing (its sizes tell how large this one will be).
    let lastDrawing: DrawingRecord
}

/// Turns a placed node tree into a display list and a geometry snapshot: presented frames
/// rounded to the pixel grid, effects, list chrome, transitions and content cross-fades.
///
/// It holds no graph: it reads the tree, the layout engine's text layouts and a
/// `PresentationState`, and hands back the list, the geometry, what each view drew and the
/// texts' new history, which the graph keeps.
struct DisplayListBuilder {
    let engine: LayoutEngine
    /// The presentation state, with `textHistory` brought up to date as texts are emitted.
    private(set) var state: PresentationState
    let rounding: PixelRounding
    private(set) var items: [DisplayItem] = []
    private(set) var geometry: [NodeGeometry] = []
    /// What each view drew, for next tick's removal transitions.
    private(set) var drawing = DrawingRecord()
    /// How deep in the tree the node being emitted is.
    private var depth = 0

    /// The ghosts of removed views, by the parent they are drawn in.
    private let ghostsByParent: [ViewIdentity: [Ghost]]

    init(engine: LayoutEngine, state: PresentationState, scale: CGFloat) {
        self.engine = engine
        self.state = state
        rounding = PixelRounding(scale: scale)
        ghostsByParent = state.ghosts.isEmpty ? [:] : Dictionary(grouping: state.ghosts, by: \.parent)
        // A frame is usually about as large as the last one.
        let last = state.lastDrawing
        items.reserveCapacity(last.items.count)
        geometry.reserveCapacity(last.entries.count)
        drawing.entries.reserveCapacity(last.entries.count)
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Emits `node` and its descendants, inside the clip rectangle `clip` and at `opacity`.
    mutating func emit(_ node: ViewNode, parent: ViewIdentity?, previousSibling: ViewIdentity?, clip: CGRect?, opacity: Double) {
        let start = items.count
        let frame = rounding.round(node.presentedFrame)
        var clip = clip
        var opacity = opacity
        let element = ElementID(node.identity)
        var closers: [DisplayItem] = []
        if let transition = state.transitions[node.identity] {
            let progress = transition.progress.value.value(at: state.time)
            opacity *= pushEffects(transition.effects, progress: progress, frame: frame, element: element, closers: &closers)
        }
        // Effects are stored innermost first: the outermost applies first.
        for effect in node.effects.reversed() {
            switch effect {
            case .clip:
                items.append(.beginClip(Path(frame), element: element))
                clip = clip.map { $0.intersection(frame) } ?? frame
                closers.append(.endClip)
            case .opacity(let value):
                items.append(.beginOpacity(value, element: element))
                opacity *= value
                closers.append(.endOpacity)
            }
        }
        geometry.append(NodeGeometry(
            identity: node.identity, name: node.accessibilityIdentifier, typeName: node.typeName, depth: depth, frame: frame,
            clip: clip.map { $0.isNull ? .zero : $0 }, opacity: opacity, firstBaseline: baseline(of: node, frame: frame)))
        depth += 1
        emitContent(of: node, frame: frame, element: element, clip: clip, opacity: opacity)
        depth -= 1
        items += closers.reversed()
        drawing.entries[node.identity] = DrawingRecord.Entry(
            parent: parent, previousSibling: previousSibling, range: start..<items.count, frame: frame,
            transition: node.traits.transition, row: node.listRow?.identity)
    }

    /// Pushes a transition's opacity and transform; returns the opacity factor.
    private mutating func pushEffects(
        _ effects: [TransitionEffect], progress: Double, frame: CGRect, element: ElementID, closers: inout [DisplayItem]
    ) -> Double {
        var state = (opacity: 1.0, transform: DisplayTransform.identity)
        for effect in effects {
            effect.apply(progress: progress, frame: frame, to: &state)
        }
        // A transition that fades keeps its opacity group for its whole run (even at 1), so
        // the element is the same in every frame.
        let fades = effects.contains { if case .opacity = $0 { true } else { false } }
        if fades || state.opacity != 1 {
            items.append(.beginOpacity(state.opacity, element: element))
            closers.append(.endOpacity)
        }
        if state.transform != .identity {
            items.append(.beginTransform(state.transform, element: element))
            closers.append(.endTransform)
        }
        return state.opacity
    }

    /// Emits `node`'s children, with the ghosts of its removed children where they were.
    mutating func emitChildren(of node: ViewNode, clip: CGRect?, opacity: Double) {
        let ghosts = ghostsByParent[node.identity] ?? []
        emitGhosts(after: nil, among: ghosts)
        var previous: ViewIdentity?
        for child in node.children {
            emit(child, parent: node.identity, previousSibling: previous, clip: clip, opacity: opacity)
            previous = child.identity
            emitGhosts(after: child.identity, among: ghosts)
        }
    }

    /// Draws the ghosts that were drawn after `sibling`, and after them the ghosts that
    /// followed those (siblings removed together all fade in place).
    private mutating func emitGhosts(after sibling: ViewIdentity?, among ghosts: [Ghost]) {
        guard !ghosts.isEmpty else { return }
        for ghost in ghosts where ghost.previousSibling == sibling {
            emit(ghost)
            emitGhosts(after: ghost.identity, among: ghosts)
        }
    }

    private mutating func emit(_ ghost: Ghost) {
        var closers: [DisplayItem] = []
        let progress = ghost.progress.value.value(at: state.time)
        let element = ElementID(ghost.identity, part: "removal")
        guard let row = ghost.row else {
            _ = pushEffects(ghost.effects, progress: progress, frame: ghost.frame, element: element, closers: &closers)
            items += ghost.items
            items += closers.reversed()
            return
        }
        // A list cell: its clip stays; the row's content takes the transition inside it.
        items += ghost.items[..<row.range.lowerBound]
        _ = pushEffects(
            ghost.effects, progress: progress, frame: row.frame, element: ElementID(ghost.identity, part: "row-removal"),
            closers: &closers)
        items += ghost.items[row.range]
        items += closers.reversed()
        let separator = ElementID(ghost.identity, part: "separator")
        for item in ghost.items[row.range.upperBound...] {
            if case .fill(_, _, separator) = item {
                emitFade([item], progress: min(1, max(0, progress)), element: element)
            } else {
                items.append(item)
            }
        }
    }

    private mutating func emitContent(of node: ViewNode, frame: CGRect, element: ElementID, clip: CGRect?, opacity: Double) {
        let environment = node.environment
        switch node.kind {
        case .text(let string):
            let request = engine.textLayout(of: node, string: string, proposal: node.placementProposal).request
            let item = DisplayItem.text(
                TextRun(request: request, origin: frame.origin, size: frame.size, color: foreground(of: node)),
                element: element)
            emitText(item, string: string, node: node, element: element)
        case .shape(let shape, let fill):
            items.append(.fill(shape.path(in: frame), color: fill ?? foreground(of: node), element: element))
        case .divider:
            items.append(.fill(Path(frame), color: Color.separator.resolve(in: environment), element: element))
        case .spacer:
            break
        case .geometryReader:
            emitChildren(of: node, clip: clip, opacity: opacity)
        case .drawing(let list, let drawnGeometry):
            // Cut at its canvas, as the drawing's own frame is.
            items.append(.beginClip(Path(frame), element: element))
            items.append(.beginTransform(.translation(x: frame.minX, y: frame.minY), element: element))
            items += list.items.map { $0.prefixingElement(with: element.rawValue) }
            items.append(.endTransform)
            items.append(.endClip)
            let cut = clip.map { $0.intersection(frame) } ?? frame
            for inner in drawnGeometry {
                geometry.append(NodeGeometry(
                    identity: ViewIdentity(path: node.identity.path + "|" + inner.identity.path),
                    name: inner.name.map { name in node.accessibilityIdentifier.map { $0 + "." + name } ?? name },
                    typeName: inner.typeName, depth: depth + inner.depth,
                    frame: inner.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                    clip: ((inner.clip?.offsetBy(dx: frame.minX, dy: frame.minY)).map { $0.intersection(cut) } ?? cut).nonNull,
                    opacity: inner.opacity * opacity, firstBaseline: inner.firstBaseline.map { $0 + frame.minY }))
            }
        case .layout(_, let decoration):
            emitDecorated(node, frame: frame, decoration: decoration, element: element, clip: clip, opacity: opacity)
        }
    }

    /// Emits a text, cross-fading from its previous content when it changed in an animated
    /// transaction (unless its content transition is `.identity`).
    private mutating func emitText(_ item: DisplayItem, string: String, node: ViewNode, element: ElementID) {
        // The cross-fade itself was started with the tick's other animations.
        var history = state.textHistory[node.identity] ?? TextHistory(string: string, items: [item])
        history.items = [item]
        if let fade = history.fade, !fade.progress.isFinished(at: state.time),
           case .text(var oldRun, let oldElement)? = fade.oldItems.first, case .text(let newRun, _) = item {
            let progress = fade.progress.value.value(at: state.time)
            // The old content changes in place: it follows the text wherever the text is now.
            oldRun.origin = newRun.origin
            if case .numericText(let countsDown) = fade.kind {
                emitRollingDigits(from: oldRun, to: newRun, progress: progress, countsDown: countsDown, element: element)
            } else {
                emitFade([.text(oldRun, element: oldElement)], progress: 1 - progress, element: ElementID(node.identity, part: "outgoing"))
                emitFade([item], progress: progress, element: ElementID(node.identity, part: "incoming"))
            }
        } else {
            history.fade = nil
            items.append(item)
        }
        state.textHistory[node.identity] = history
    }

    private mutating func emitFade(_ faded: [DisplayItem], progress: Double, element: ElementID) {
        items.append(.beginOpacity(progress, element: element))
        items += faded
        items.append(.endOpacity)
    }

    /// `.numericText()`: characters that stayed the same stay put; each run of changed
    /// characters rolls — the old ones leave upward fading out while the new ones come up from
    /// below fading in (the other way when counting down), cut at the text's line box.
    /// Strings of equal length compare position by position; otherwise the common prefix stays
    /// and the rest rolls.
    private mutating func emitRollingDigits(
        from oldRun: TextRun, to newRun: TextRun, progress: Double, countsDown: Bool, element: ElementID
    ) {
        let old = Array(oldRun.request.string), new = Array(newRun.request.string)
        let changed: [Bool]
        if old.count == new.count {
            changed = new.indices.map { old[$0] != new[$0] }
        } else {
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            changed = new.indices.map { $0 >= prefix }
        }
        let newOffsets = engine.textEngine.characterOffsets(newRun.request)
        let oldOffsets = engine.textEngine.characterOffsets(oldRun.request)
        let direction: CGFloat = countsDown ? -1 : 1
        let travel = newRun.size.height * direction
        func clipped(_ run: TextRun, from start: CGFloat, to end: CGFloat, dy: CGFloat, opacity: Double) {
            let box = CGRect(x: run.origin.x + start, y: newRun.origin.y, width: max(0, end - start), height: newRun.size.height)
            items.append(.beginClip(Path(box), element: element))
            if opacity != 1 { items.append(.beginOpacity(opacity, element: element)) }
            if dy != 0 { items.append(.beginTransform(.translation(x: 0, y: dy), element: element)) }
            items.append(.text(run, element: element))
            if dy != 0 { items.append(.endTransform) }
            if opacity != 1 { items.append(.endOpacity) }
            items.append(.endClip)
        }
        var index = 0
        while index < new.count {
            var end = index
            while end < new.count, changed[end] == changed[index] { end += 1 }
            let start = newOffsets[index], stop = newOffsets[end]
            if changed[index] {
                // The old characters under this run: those at the same positions when the
                // lengths match, the old remainder otherwise.
                let oldEnd = old.count == new.count ? end : old.count
                let oldStart = min(index, old.count)
                clipped(oldRun, from: oldOffsets[oldStart], to: oldOffsets[max(oldStart, oldEnd)],
                        dy: -travel * CGFloat(progress), opacity: 1 - progress)
                clipped(newRun, from: start, to: stop, dy: travel * CGFloat(1 - progress), opacity: progress)
            } else {
                clipped(newRun, from: start, to: stop, dy: 0, opacity: 1)
            }
            index = end
        }
    }

    private mutating func emitDecorated(
        _ node: ViewNode, frame: CGRect, decoration: ViewNode.Decoration?, element: ElementID, clip: CGRect?, opacity: Double
    ) {
        let environment = node.environment
        switch decoration {
        case nil:
            emitChildren(of: node, clip: clip, opacity: opacity)
        case .listBackground:
            items.append(.fill(Path(frame), color: Color.systemGroupedBackground.resolve(in: environment), element: element))
            emitChildren(of: node, clip: clip, opacity: opacity)
        case .listSection:
            items.append(.fill(
                Path(roundedRect: frame, cornerRadius: ListMetrics.cornerRadius),
                color: Color.secondarySystemGroupedBackground.resolve(in: environment),
                element: ElementID(node.identity, part: "background")))
            emitChildren(of: node, clip: clip, opacity: opacity)
        case .listCell(let hasSeparator, let separatorInset):
            // The cell clips its content: a row that grows or shrinks inside a cell whose
            // height has already changed is cut at the cell's edges, as UIKit's cells do.
            items.append(.beginClip(Path(frame), element: element))
            emitChildren(of: node, clip: clip.map { $0.intersection(frame) } ?? frame, opacity: opacity)
            items.append(.endClip)
            if hasSeparator {
                let thickness = environment.pixelLength
                let separator = CGRect(
                    x: frame.minX + separatorInset, y: frame.maxY - thickness,
                    width: max(0, frame.width - separatorInset), height: thickness)
                let item = DisplayItem.fill(
                    Path(separator), color: Color.separator.resolve(in: environment),
                    element: ElementID(node.identity, part: "separator"))
                // An inserted cell's separator fades in with its row's transition.
                if let row = node.listRow, let insertion = state.transitions[row.identity] {
                    let progress = insertion.progress.value.value(at: state.time)
                    emitFade([item], progress: min(1, max(0, progress)), element: ElementID(node.identity, part: "insertion"))
                } else {
                    items.append(item)
                }
            }
        }
    }

    /// A text's first baseline, in canvas points.
    private func baseline(of node: ViewNode, frame: CGRect) -> CGFloat? {
        guard case .text(let string) = node.kind else { return nil }
        return frame.minY + engine.textLayout(of: node, string: string, proposal: node.placementProposal).result.firstBaseline
    }

    /// The node's foreground colour (worked out once per node).
    private func foreground(of node: ViewNode) -> Color.Resolved {
        if let color = node.resolvedForeground { return color }
        let environment = node.environment
        let color = environment.foregroundStyle?.resolve(in: environment) ?? Color.label.resolve(in: environment)
        node.resolvedForeground = color
        return color
    }
}

/// Where a view was drawn in a frame, in canvas points after pixel rounding.
public struct NodeGeometry: Equatable, Sendable {
    public let identity: ViewIdentity
    /// The name given with `.accessibilityIdentifier(_:)`.
    public let name: String?
    /// The primitive's type (`Text`, `VStackLayout`, `padding`, ...).
    public let typeName: String
    /// How many nodes contain this one (0 for the root's children); the geometry is listed
    /// depth first, so depths give the tree.
    public let depth: Int
    public let frame: CGRect
    /// The effective clip rectangle applied to the view, or `nil` when nothing clips it.
    public let clip: CGRect?
    /// The effective opacity (product of all opacities applied to it and its ancestors).
    public let opacity: Double
    /// For text, where its first baseline is, in canvas points.
    public let firstBaseline: CGFloat?
}

extension CGRect {
    /// `.zero` for a null rectangle (an empty intersection), else the rectangle.
    var nonNull: CGRect { isNull ? .zero : self }
}

import Foundation

/// Turns a placed node tree into a display list and a geometry snapshot: presented frames
/// rounded to the pixel grid, effects, list chrome, transitions and content cross-fades.
///
/// It holds no graph and no clock: it reads the tree, the layout engine's text layouts and a
/// `PresentationSample` (what is running, already evaluated at the frame's time), and hands
/// back the list, the geometry, what each view drew and the texts' new history, which the
/// graph keeps.
///
/// How it works: items are appended to the innermost open group; a group's items become its
/// `.group` item when it closes (`beginGroup`/`endGroup`, always paired within one method),
/// so a view's effects wrap exactly what the view drew.
struct DisplayListBuilder {
    let engine: LayoutEngine
    let sample: PresentationSample
    let rounding: PixelRounding
    /// Each text's history, brought up to date as texts are emitted.
    private(set) var textHistory: [ViewIdentity: TextHistory]
    private(set) var geometry: [NodeGeometry] = []
    /// What each view drew, for next tick's removal transitions.
    private(set) var drawing = DrawingRecord()
    /// How deep in the tree the node being emitted is.
    private var depth = 0
    /// The items of the top level and of each open group, outermost first.
    private var levels: [[DisplayItem]] = [[]]
    /// The open groups, outermost first (`levels` has one more element).
    private var openGroups: [OpenGroup] = []

    private struct OpenGroup {
        let effect: DisplayEffect
        let element: ElementID
        /// Its number among `drawing.groups`, counted from 1 (0 is the top level).
        let container: Int
    }

    /// The ghosts of removed views, by the parent they are drawn in.
    private let ghostsByParent: [ViewIdentity: [GhostSample]]

    init(
        engine: LayoutEngine, sample: PresentationSample, textHistory: [ViewIdentity: TextHistory],
        lastDrawing: DrawingRecord, rounding: PixelRounding
    ) {
        self.engine = engine
        self.sample = sample
        self.textHistory = textHistory
        self.rounding = rounding
        ghostsByParent = sample.ghosts.isEmpty ? [:] : Dictionary(grouping: sample.ghosts, by: \.ghost.parent)
        // A frame is usually about as large as the last one.
        levels[0].reserveCapacity(lastDrawing.items.count)
        geometry.reserveCapacity(lastDrawing.entries.count)
        drawing.entries.reserveCapacity(lastDrawing.entries.count)
        drawing.groups.reserveCapacity(lastDrawing.groups.count)
    }

    /// The display list of `tree` over a canvas of `size` filled with `background`.
    mutating func build(_ tree: ViewNode?, size: CGSize, background: Color.Resolved) -> DisplayList {
        append(.fill(Path(CGRect(origin: .zero, size: size)), color: background, element: ElementID("canvas")))
        if let tree {
            emitChildren(of: tree, enclosing: Enclosing())
        }
        precondition(openGroups.isEmpty, "a group was left open")
        drawing.items = levels[0]
        return DisplayList(size: size, items: levels[0])
    }

    // MARK: Items and groups

    private mutating func append(_ item: DisplayItem) {
        levels[levels.count - 1].append(item)
    }

    private mutating func append(contentsOf items: [DisplayItem]) {
        levels[levels.count - 1].append(contentsOf: items)
    }

    /// Opens a group: what is appended until the matching `endGroup()` is drawn under `effect`.
    private mutating func beginGroup(_ effect: DisplayEffect, element: ElementID) {
        // The group's item will be the next of the level it opens in.
        drawing.groups.append(DrawingRecord.Group(parent: container, index: levels[levels.count - 1].count))
        openGroups.append(OpenGroup(effect: effect, element: element, container: drawing.groups.count))
        levels.append([])
    }

    /// Closes the innermost open group into its `.group` item.
    private mutating func endGroup() {
        let group = openGroups.removeLast()
        let items = levels.removeLast()
        append(.group(group.effect, items, element: group.element))
    }

    /// Closes open groups until `count` are left.
    private mutating func endGroups(downTo count: Int) {
        while openGroups.count > count { endGroup() }
    }

    /// The level items are appended to: 0 for the top level, else the innermost group's number.
    private var container: Int { openGroups.last?.container ?? 0 }

    // MARK: Nodes

    /// Emits `node` and its descendants, inside the clip rectangle `clip` and at `opacity`.
    private mutating func emit(_ node: ViewNode, parent: ViewIdentity?, previousSibling: ViewIdentity?, enclosing: Enclosing) {
        let element = ElementID(node.identity)
        let transition = sample.transitions[node.identity]
        // A zoom's underlay is drawn before the view, as its parent's: it is not the view's drawing.
        if let underlay = transition?.underlay {
            append(contentsOf: underlay.items(element: element))
        }
        let container = container, start = levels[levels.count - 1].count, outerGroups = openGroups.count
        let frame = rounding.round(node.presentedFrame)
        var enclosing = enclosing
        if let transition {
            beginGroups(of: transition, element: element)
            enclosing.opacity *= transition.drawnOpacity
        }
        // Effects are stored innermost first: the outermost applies first. Visual effects are
        // worked out here, for the frame the node is drawn at.
        let effects = node.effects.contains(where: \.isVisual)
            ? node.effects.resolvingVisualEffects(
                at: VisualEffectSite.Placement(frame: node.presentedFrame, scrollView: enclosing.scrollView),
                phases: sample.scrollTransitionPhases[node.identity] ?? [])
            : node.effects
        for effect in effects.reversed().composingColorMatrices() {
            switch effect {
            case .clip:
                beginGroup(.clip(Path(frame)), element: element)
                enclosing.clip(to: frame)
            case .clipShape(let shape):
                let path = shape.path(placedAt: frame)
                beginGroup(.clip(path), element: element)
                enclosing.clip(to: path.boundingRect.nonNull)
            case .opacity(let value):
                beginGroup(.opacity(value), element: element)
                enclosing.opacity *= value
            case .blur(let radius, let opaque):
                guard radius > 0 else { continue }
                if opaque {
                    beginGroup(.clip(Path(frame)), element: element)
                    enclosing.clip(to: frame)
                }
                beginGroup(.blur(radius: radius, opaque: opaque), element: element)
            case .shadow(let color, let radius, let offset):
                beginGroup(.shadow(color: color, radius: radius, offset: offset), element: element)
            case .blend(let mode):
                guard mode != .normal else { continue }
                beginGroup(.blend(mode), element: element)
            case .colorMatrix(let matrix):
                guard !matrix.isIdentity else { continue }
                beginGroup(.colorMatrix(matrix), element: element)
            case .visual:
                continue
            case .geometry(let effect):
                let transform = effect.transform(in: frame)
                guard !transform.isIdentity else { continue }
                if transform.isAffine {
                    beginGroup(.transform(DisplayTransform(transform.affine)), element: element)
                } else {
                    beginGroup(.projection(transform), element: element)
                }
                enclosing.transform(by: transform, frame: frame)
            }
        }
        // A hidden view keeps its frame but draws nothing, its subviews neither (`hidden()`).
        let isHidden = node.traits.isHidden
        if isHidden { enclosing.opacity = 0 }
        let baseline = baseline(of: node, frame: frame)
        geometry.append(NodeGeometry(
            identity: node.identity, name: node.accessibilityIdentifier, typeName: node.typeName, depth: depth,
            frame: enclosing.transform.boundingRect(of: frame),
            clip: enclosing.clip.map { $0.isNull ? .zero : $0 }, opacity: enclosing.opacity,
            firstBaseline: enclosing.transform.isIdentity
                ? baseline : baseline.map { enclosing.transform.apply(to: CGPoint(x: frame.minX, y: $0)).y }))
        if let controller = node.scrollController {
            enclosing.scrollView = VisualEffectSite.ScrollPlacement(viewport: node.presentedFrame, axes: controller.axes)
        }
        depth += 1
        if !isHidden { emitContent(of: node, frame: frame, element: element, enclosing: enclosing) }
        depth -= 1
        endGroups(downTo: outerGroups)
        drawing.entries[node.identity] = DrawingRecord.Entry(
            parent: parent, previousSibling: previousSibling, container: container,
            range: start..<levels[levels.count - 1].count, frame: frame,
            transition: node.traits.transition, row: node.listRow?.identity)
    }

    /// Opens the groups of a transition's opacity (outside), transform, and body's effects
    /// (inside).
    private mutating func beginGroups(of transition: TransitionSample, element: ElementID) {
        if let opacity = transition.opacity {
            beginGroup(.opacity(opacity), element: element)
        }
        if transition.transform != .identity {
            beginGroup(.transform(transition.transform), element: element)
        }
        for effect in transition.groups {
            beginGroup(effect, element: element)
        }
    }

    /// Emits `node`'s children in `zIndex` order (stable: equal indices keep the children's
    /// order), with the ghosts of its removed children where they were drawn.
    private mutating func emitChildren(of node: ViewNode, enclosing: Enclosing) {
        let ghosts = ghostsByParent[node.identity] ?? []
        emitGhosts(after: nil, among: ghosts)
        var previous: ViewIdentity?
        let children = node.children.contains { $0.traits.zIndex != 0 }
            ? node.children.enumerated().sorted { ($0.element.traits.zIndex, $0.offset) < ($1.element.traits.zIndex, $1.offset) }.map(\.element)
            : node.children
        for child in children {
            emit(child, parent: node.identity, previousSibling: previous, enclosing: enclosing)
            previous = child.identity
            emitGhosts(after: child.identity, among: ghosts)
        }
    }

    /// Draws the ghosts that were drawn after `sibling`, and after them the ghosts that
    /// followed those (siblings removed together all fade in place).
    private mutating func emitGhosts(after sibling: ViewIdentity?, among ghosts: [GhostSample]) {
        guard !ghosts.isEmpty else { return }
        for sample in ghosts where sample.ghost.previousSibling == sibling {
            emit(sample)
            emitGhosts(after: sample.ghost.identity, among: ghosts)
        }
    }

    private mutating func emit(_ sample: GhostSample) {
        let ghost = sample.ghost
        let element = ElementID(ghost.identity, part: "removal")
        guard let row = ghost.row else {
            append(contentsOf: sample.effects.applied(to: sample.items, element: element))
            return
        }
        // A list cell: its clip stays; the row's content takes the transition inside it, and
        // the cell's separator (drawn after the row, outside the clip) fades with it.
        let rowElement = ElementID(ghost.identity, part: "row-removal")
        var rowCount = 0
        let items = ghost.items.replacingItems(at: row.path) { rowItems in
            let transitioned = sample.effects.applied(to: rowItems, element: rowElement)
            rowCount = transitioned.count
            return transitioned
        }
        let separator = ElementID(ghost.identity, part: "separator")
        // The first top-level item after the row's content.
        let rowEnd = row.path.groups.first.map { $0 + 1 } ?? row.path.range.lowerBound + rowCount
        for (index, item) in items.enumerated() {
            if index >= rowEnd, case .fill(_, _, separator) = item {
                emitFade([item], progress: sample.effects.fraction, element: element)
            } else {
                append(item)
            }
        }
    }

    private mutating func emitContent(of node: ViewNode, frame: CGRect, element: ElementID, enclosing: Enclosing) {
        let environment = node.environment
        switch node.kind {
        case .text(let text):
            // A text offered no width takes no room and shows nothing (`LayoutEngine`).
            guard frame.size != .zero || text.string.isEmpty else { break }
            let layout = engine.placedTextLayout(of: node, text: text)
            if environment.drawsRedactedPlaceholder {
                emitRedactedText(layout, node: node, color: text.color ?? node.foreground, frame: frame, element: element)
                break
            }
            let item = DisplayItem.text(
                TextRun(
                    request: layout.request, origin: frame.origin, size: frame.size, color: text.color ?? node.foreground,
                    shapedText: layout.result.shapedText),
                element: element)
            emitText(item, string: text.string, node: node, element: element)
        case .shape(let shape, let fill):
            let path = shape.path(placedAt: frame), stroke = (shape as? any StrokingShape)?.strokeStyle
            switch fill ?? node.foregroundFill {
            case .color(let color):
                append(stroke.map { .stroke(path, color: color, style: $0, element: element) } ?? .fill(path, color: color, element: element))
            case .gradient(let gradient):
                append(.gradient(path, gradient.paint(in: frame, environment: environment), stroke: stroke, element: element))
            case .material(let material):
                // A stroke of a material is drawn in its tint: a backdrop seen through a line
                // a few points wide would show only its blur's average.
                append(stroke.map { .stroke(path, color: material.tint, style: $0, element: element) } ?? .material(path, material, element: element))
            }
        case .image(let image):
            emitImage(image, node: node, frame: frame, element: element)
        case .divider:
            append(.fill(Path(frame), color: Color.separator.resolve(in: environment), element: element))
        case .spacer:
            break
        case .geometryReader:
            emitChildren(of: node, enclosing: enclosing)
        case .drawing(let list, let drawnGeometry):
            // Cut at its canvas, as the drawing's own frame is.
            append(.group(
                .clip(Path(frame)),
                [.group(
                    .transform(.translation(x: frame.minX, y: frame.minY)),
                    list.items.map { $0.prefixingElement(with: element.rawValue) }, element: element)],
                element: element))
            let cut = enclosing.clipped(to: frame).clip ?? frame
            let place = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)).concatenating(enclosing.transform)
            for inner in drawnGeometry {
                geometry.append(NodeGeometry(
                    identity: ViewIdentity(path: node.identity.path + "|" + inner.identity.path),
                    name: inner.name.map { name in node.accessibilityIdentifier.map { $0 + "." + name } ?? name },
                    typeName: inner.typeName, depth: depth + inner.depth,
                    frame: place.boundingRect(of: inner.frame),
                    clip: ((inner.clip.map(place.boundingRect(of:))).map { $0.intersection(cut) } ?? cut).nonNull,
                    opacity: inner.opacity * enclosing.opacity,
                    firstBaseline: inner.firstBaseline.map { place.apply(to: CGPoint(x: inner.frame.minX, y: $0)).y }))
            }
        case .canvas(let content):
            // Cut at its bounds, as a canvas's own layer is; its symbols are in its drawing.
            guard let items = content.rendering?.items, !items.isEmpty else { break }
            append(.group(
                .clip(Path(frame)),
                [.group(.transform(.translation(x: frame.minX, y: frame.minY)), items, element: element)],
                element: element))
        case .layout(_, let decoration):
            emitDecorated(node, frame: frame, decoration: decoration, element: element, enclosing: enclosing)
        }
    }

    /// Emits an image (`ResolvedImage.displayItems`), painted with the foreground style.
    private mutating func emitImage(_ image: ResolvedImage, node: ViewNode, frame: CGRect, element: ElementID) {
        if node.environment.drawsRedactedPlaceholder {
            append(.fill(RedactedPlaceholder.path(frame), color: RedactedPlaceholder.color(node.foreground), element: element))
            return
        }
        let gradient: GradientPaint? = if case .gradient(let style) = node.foregroundFill {
            style.paint(in: frame, environment: node.environment)
        } else {
            nil
        }
        for item in image.displayItems(in: frame, color: node.foreground, gradient: gradient, element: element) {
            append(item)
        }
    }

    /// What `symbol`, one of a canvas's symbol views, draws on its own, moved from where it
    /// was laid out to its own coordinates (its frame's top-leading corner at the origin).
    mutating func symbolDrawing(of symbol: ViewNode) -> SymbolDrawing {
        let frame = rounding.round(symbol.presentedFrame)
        emit(symbol, parent: nil, previousSibling: nil, enclosing: Enclosing())
        precondition(openGroups.isEmpty, "a group was left open")
        let items = levels[0]
        guard frame.origin != .zero else { return SymbolDrawing(items: items, size: frame.size) }
        return SymbolDrawing(
            items: [.group(.transform(.translation(x: -frame.minX, y: -frame.minY)), items, element: ElementID(symbol.identity))],
            size: frame.size)
    }

    /// Emits a text, cross-fading from its previous content when it changed in an animated
    /// transaction (unless its content transition is `.identity`).
    private mutating func emitText(_ item: DisplayItem, string: String, node: ViewNode, element: ElementID) {
        // The cross-fade and the colour animation were started with the tick's other animations.
        var item = item
        guard case .text(var run, let runElement) = item else { return append(item) }
        var history = textHistory[node.identity] ?? TextHistory(string: string, items: [item], color: run.color)
        if let color = sample.textColors[node.identity] {
            run.color = color
            item = .text(run, element: runElement)
        } else {
            history.colorAnimation = nil
        }
        history.items = [item]
        if let fade = history.fade, let progress = sample.textFades[node.identity],
           case .text(var oldRun, let oldElement)? = fade.oldItems.first, case .text(let newRun, _) = item {
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
            append(item)
        }
        textHistory[node.identity] = history
    }

    /// A redacted text: a rounded bar per line, in its colour faded (`RedactedPlaceholder`).
    private mutating func emitRedactedText(
        _ layout: (request: TextLayoutRequest, result: TextLayoutResult), node: ViewNode, color: Color.Resolved, frame: CGRect,
        element: ElementID
    ) {
        var unwrapped = layout.request
        unwrapped.width = nil
        unwrapped.lineLimit = nil
        let bars = RedactedPlaceholder.textBars(
            in: frame, lineCount: layout.result.lineCount, metrics: engine.textEngine.metrics(of: layout.request.font),
            unwrappedWidth: engine.textEngine.measure(unwrapped).size.width, alignment: layout.request.alignment)
        for bar in bars {
            append(.fill(RedactedPlaceholder.path(bar), color: RedactedPlaceholder.color(color), element: element))
        }
    }

    private mutating func emitFade(_ faded: [DisplayItem], progress: Double, element: ElementID) {
        append(.group(.opacity(progress), faded, element: element))
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
        func clipped(_ run: TextRun, from start: CGFloat, to end: CGFloat, dy: CGFloat, opacity: Double) -> DisplayItem {
            let box = CGRect(x: run.origin.x + start, y: newRun.origin.y, width: max(0, end - start), height: newRun.size.height)
            var drawn: [DisplayItem] = [.text(run, element: element)]
            if dy != 0 { drawn = [.group(.transform(.translation(x: 0, y: dy)), drawn, element: element)] }
            if opacity != 1 { drawn = [.group(.opacity(opacity), drawn, element: element)] }
            return .group(.clip(Path(box)), drawn, element: element)
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
                append(clipped(oldRun, from: oldOffsets[oldStart], to: oldOffsets[max(oldStart, oldEnd)],
                               dy: -travel * CGFloat(progress), opacity: 1 - progress))
                append(clipped(newRun, from: start, to: stop, dy: travel * CGFloat(1 - progress), opacity: progress))
            } else {
                append(clipped(newRun, from: start, to: stop, dy: 0, opacity: 1))
            }
            index = end
        }
    }

    private mutating func emitDecorated(
        _ node: ViewNode, frame: CGRect, decoration: ViewNode.Decoration?, element: ElementID, enclosing: Enclosing
    ) {
        let environment = node.environment
        switch decoration {
        case nil:
            emitChildren(of: node, enclosing: enclosing)
        case .mask:
            guard node.children.count == 2 else { return emitChildren(of: node, enclosing: enclosing) }
            // The mask group's two items: the content, then the mask (see `DisplayEffect.mask`).
            beginGroup(.mask, element: element)
            var previous: ViewIdentity?
            for (child, part) in zip(node.children, ["content", "mask"]) {
                beginGroup(.transform(.identity), element: ElementID(node.identity, part: part))
                emit(child, parent: node.identity, previousSibling: previous, enclosing: enclosing)
                endGroup()
                previous = child.identity
            }
            endGroup()
        case .listBackground(let appearance):
            if environment.scrollContentBackground != .hidden {
                append(.fill(Path(frame), color: appearance.background.resolve(in: environment), element: element))
            }
            emitChildren(of: node, enclosing: enclosing)
        case .listSection(let appearance):
            if let card = appearance.cardBackground {
                append(.fill(
                    Path(roundedRect: frame, cornerRadius: appearance.cornerRadius), color: card.resolve(in: environment),
                    element: ElementID(node.identity, part: "background")))
            }
            // Rows' backgrounds are cut at the card's rounded corners (the cells clip them
            // to their own rectangles).
            let clipsRows = appearance.cornerRadius > 0 && node.children.contains { $0.children.count > 1 }
            if clipsRows {
                beginGroup(.clip(Path(roundedRect: frame, cornerRadius: appearance.cornerRadius)), element: element)
            }
            emitChildren(of: node, enclosing: clipsRows ? enclosing.clipped(to: frame) : enclosing)
            if clipsRows {
                endGroup()
            }
        case .listHeader(let appearance):
            if let bar = appearance.headerBar {
                append(.fill(Path(frame), color: bar.resolve(in: environment), element: ElementID(node.identity, part: "background")))
            }
            emitChildren(of: node, enclosing: enclosing)
        case .listFooter, .listRowBackground:
            emitChildren(of: node, enclosing: enclosing)
        case .listCell(let hasSeparator):
            // The cell clips its content: a row that grows or shrinks inside a cell whose
            // height has already changed is cut at the cell's edges, as UIKit's cells do.
            beginGroup(.clip(Path(frame)), element: element)
            emitChildren(of: node, enclosing: enclosing.clipped(to: frame))
            endGroup()
            if hasSeparator {
                let thickness = environment.pixelLength
                // Inset on the leading side: the left, or the right in a right-to-left list.
                let inset = separatorInset(of: node)
                let (minX, maxX) = node.environment.layoutDirection == .rightToLeft
                    ? (frame.minX, rounding.round(frame.maxX - inset)) : (rounding.round(frame.minX + inset), frame.maxX)
                let separator = CGRect(x: minX, y: frame.maxY - thickness, width: max(0, maxX - minX), height: thickness)
                let item = DisplayItem.fill(
                    Path(separator), color: Color.separator.resolve(in: environment),
                    element: ElementID(node.identity, part: "separator"))
                // An inserted cell's separator fades in with its row's transition.
                if let row = node.listRow, let insertion = sample.transitions[row.identity] {
                    emitFade([item], progress: insertion.fraction, element: ElementID(node.identity, part: "insertion"))
                } else {
                    append(item)
                }
            }
        }
    }

    /// Where a cell's separator starts, from the cell's leading edge: at its row's first text,
    /// as SwiftUI's `listRowSeparatorLeading` guide does by default, or at the row's leading
    /// inset in a row without text. Read from the laid-out frames, so it moves when layout does
    /// (a separator is chrome: it snaps with its cell).
    private func separatorInset(of cell: ViewNode) -> CGFloat {
        guard let row = cell.listRow else { return ListCellLayout.insets.leading }
        guard let text = row.firstText else { return ListCellLayout.insets(of: row).leading }
        return cell.environment.layoutDirection == .rightToLeft
            ? cell.frame.maxX - text.frame.maxX : text.frame.minX - cell.frame.minX
    }

    /// A text's first baseline, in canvas points.
    private func baseline(of node: ViewNode, frame: CGRect) -> CGFloat? {
        guard case .text(let text) = node.kind else { return nil }
        return frame.minY + engine.placedTextLayout(of: node, text: text).result.firstBaseline
    }


}

/// What the groups around a node do to it, for its geometry: the clip (in canvas points),
/// the opacity and the transform from its coordinates to the canvas's (projective under a
/// `rotation3DEffect`: rectangles are then the smallest around their projections).
struct Enclosing {
    var clip: CGRect?
    var opacity: Double = 1
    var transform = ProjectionTransform()
    /// The nearest scroll view around, for visual effects.
    var scrollView: VisualEffectSite.ScrollPlacement?

    /// Clips to `frame`, given in the node's coordinates (under a turn, the clip is the
    /// smallest rectangle around the turned frame).
    mutating func clip(to frame: CGRect) {
        let cut = transform.boundingRect(of: frame)
        clip = clip.map { Self.intersection($0, cut) } ?? cut
    }

    /// The rectangles' intersection. Foundation's on Linux traps on an edge at infinity or
    /// NaN, which legal layout values make (`listSectionSpacing(-.infinity)`); those are
    /// intersected here, edge by edge, and one that is NaN or empty clips everything away, as
    /// Core Graphics's null rectangle does.
    static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
        let edges = [a.origin.x, a.origin.y, a.width, a.height, b.origin.x, b.origin.y, b.width, b.height]
        guard !edges.allSatisfy(\.isFinite) else { return a.intersection(b) }
        let minX = max(a.minX, b.minX), maxX = min(a.maxX, b.maxX)
        let minY = max(a.minY, b.minY), maxY = min(a.maxY, b.maxY)
        guard ![minX, maxX, minY, maxY].contains(where: \.isNaN), maxX >= minX, maxY >= minY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Draws the node's coordinates through `effect` (in them) first. A projection that draws
    /// nothing of `frame` (behind the viewer, see `DisplayEffect.projection`) clips it away.
    mutating func transform(by effect: ProjectionTransform, frame: CGRect) {
        transform = effect.concatenating(transform)
        if !effect.isAffine, effect.projectedBounds(of: frame) == nil {
            clip = .zero
        }
    }

    func clipped(to frame: CGRect) -> Enclosing {
        var clipped = self
        clipped.clip(to: frame)
        return clipped
    }
}

extension ViewNode {
    /// The first text in this subtree, depth first (in drawing order), outside the controls
    /// that hide their texts from it (`ViewTraits.hidesTextFromListSeparator`).
    fileprivate var firstText: ViewNode? {
        if traits.hidesTextFromListSeparator { return nil }
        if case .text = kind { return self }
        for child in children {
            if let text = child.firstText { return text }
        }
        return nil
    }
}

/// Where a view was drawn in a frame, in canvas points after pixel rounding.
public struct _NodeGeometry: Equatable, Sendable {
    public let identity: _ViewIdentity
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

extension ProjectionTransform {
    /// The smallest rectangle around `rect`'s image: exact for an affine transform, the
    /// projected corners' box for a perspective, `.zero` where the projection draws nothing.
    fileprivate func boundingRect(of rect: CGRect) -> CGRect {
        if isIdentity { return rect }
        if isAffine { return rect.applying(affine) }
        return projectedBounds(of: rect) ?? .zero
    }
}

extension Sequence<RenderEffect> {
    /// The effects, outermost first, with each run of colour matrices made one matrix: the
    /// innermost applies first (see `ColorMatrix`).
    fileprivate func composingColorMatrices() -> [RenderEffect] {
        var composed: [RenderEffect] = []
        for effect in self {
            if case .colorMatrix(let inner) = effect, case .colorMatrix(let outer)? = composed.last {
                composed[composed.count - 1] = .colorMatrix(inner.concatenating(outer))
            } else {
                composed.append(effect)
            }
        }
        return composed
    }
}

extension RenderEffect {
    /// Whether the effect is worked out where the node is drawn (`RenderEffect.visual`).
    var isVisual: Bool {
        if case .visual = self { return true }
        return false
    }
}

extension Array where Element == RenderEffect {
    /// The effects with each visual effect replaced by its effects at `placement`; the
    /// animated scroll transitions among them take `phases`' mixes, in order.
    func resolvingVisualEffects(at placement: VisualEffectSite.Placement, phases: [ScrollTransitionPhaseMix] = []) -> [RenderEffect] {
        var next = 0
        return flatMap { effect -> [RenderEffect] in
            guard case .visual(let site) = effect else { return [effect] }
            guard site.phase != nil else { return site.effects(placement) }
            var placement = placement
            placement.phaseMix = next < phases.count ? phases[next] : nil
            next += 1
            return site.effects(placement)
        }
    }
}

import Foundation

/// A transition running on a view that was just inserted.
struct TransitionState {
    let effects: [TransitionEffect]
    let progress: AnimatorRecord<Double>
}

/// A removed view, still drawn at its last geometry while its removal transition runs.
struct Ghost {
    let identity: ViewIdentity
    let parent: ViewIdentity
    /// The sibling it was drawn after (`nil`: before the first child).
    let previousSibling: ViewIdentity?
    /// The items it drew in its last frame.
    let items: [DisplayItem]
    let frame: CGRect
    let effects: [TransitionEffect]
    let progress: AnimatorRecord<Double>
    /// For a removed list cell: where its row's content is among `items`, and its frame. The
    /// effects apply to the content alone, inside the cell's clip, which stays where it was
    /// (and the cell's separator fades with the progress).
    let row: (path: DisplayItemPath, frame: CGRect)?
    /// The matched view it drew, moving to the view that replaced it (`matchedGeometryEffect`).
    var matched: MatchedGhost? = nil
}

/// A text's last drawing, the cross-fade from an earlier content while one runs, and its
/// colour on its way from an earlier one while that animates.
struct TextHistory {
    var string: String
    var items: [DisplayItem]
    var fade: (oldItems: [DisplayItem], progress: AnimatorRecord<Double>, kind: ContentTransition.Kind)?
    /// The colour the text is drawn in at rest (its own, or the foreground style's).
    var color: Color.Resolved
    /// The colour's linear components (`Color.Resolved.animatableComponents`) on their way to
    /// `color`'s, while a change of it animates.
    var colorAnimation: AnimatorRecord<AnimatableVector>?
}

/// What each view drew in the last tick, for removal transitions.
///
/// A view's items are a run of items at one level of the display list's tree: the top level,
/// or the children of a group. Each entry says which level (`container`) and where in it; the
/// items themselves are looked up only for views that were removed, so drawing a frame copies
/// no items for its record.
struct DrawingRecord {
    struct Entry {
        let parent: ViewIdentity?
        let previousSibling: ViewIdentity?
        /// The level of the tree the view's items are in: 0 for the display list's top level,
        /// `k` for the children of `groups[k - 1]`.
        let container: Int
        /// The view's items: a range of its container's items.
        let range: Range<Int>
        let frame: CGRect
        let transition: AnyTransition?
        /// For a list cell, its row's content.
        let row: ViewIdentity?
    }

    /// A group of the display list: item `index` of the level `parent`.
    nonisolated struct Group {
        let parent: Int
        let index: Int
    }

    var entries: [ViewIdentity: Entry] = [:]
    /// The display list's top level, which holds every level the entries point into.
    var items: [DisplayItem] = []
    /// The groups views were drawn in, in the order they were opened.
    var groups: [Group] = []

    /// The items `entry` drew.
    func items(of entry: Entry) -> [DisplayItem] {
        var items = self.items
        for index in groupIndices(from: 0, to: entry.container) ?? [] {
            guard case .group(_, let children, _) = items[index] else { preconditionFailure("not a group") }
            items = children
        }
        return Array(items[entry.range])
    }

    /// Where `inner`'s items are among the items `outer` drew, or `nil` if `inner` was not
    /// drawn inside `outer`.
    func path(of inner: Entry, within outer: Entry) -> DisplayItemPath? {
        guard var indices = groupIndices(from: outer.container, to: inner.container) else { return nil }
        guard let first = indices.first else {
            guard outer.range.contains(inner.range.lowerBound) else { return nil }
            return DisplayItemPath(groups: [], range: inner.range.lowerBound - outer.range.lowerBound ..< inner.range.upperBound - outer.range.lowerBound)
        }
        guard outer.range.contains(first) else { return nil }
        indices[0] -= outer.range.lowerBound
        return DisplayItemPath(groups: indices, range: inner.range)
    }

    /// The indices of the groups that lead from level `outer` down to level `inner`, or `nil`
    /// if `inner` is not inside `outer`.
    private func groupIndices(from outer: Int, to inner: Int) -> [Int]? {
        var indices: [Int] = []
        var container = inner
        while container != outer {
            guard container > 0 else { return nil }
            let group = groups[container - 1]
            indices.append(group.index)
            container = group.parent
        }
        return indices.reversed()
    }
}

extension ViewGraph {
    /// Every view's laid-out frame, relative to the list cell it is in (cells snap to their
    /// new height, the content inside them animates relative to the cell).
    func presentedModelFrames() -> [ViewIdentity: CGRect] {
        var frames: [ViewIdentity: CGRect] = [:]
        visitWithAnchors { node, relative, _ in frames[node.identity] = relative }
        return frames
    }

    /// Where a node sits among lists, for geometry animation.
    struct ListPlacement {
        /// The innermost list the node is in (the list itself, for its background node).
        var list: ViewIdentity?
        /// Whether the node is the list's chrome: its background, a section's card, header or
        /// footer, a cell, or what a row's background draws.
        var isChrome = false
        /// The innermost list cell, header or footer, or geometry group (`geometryGroup()`),
        /// around the node: the node's relative frame is relative to its origin, so the
        /// content moves with it, as one.
        var cell: ViewNode?
    }

    /// Records the views whose frame differs from `earlier`, with this pass's transaction;
    /// returns the frames now.
    func noteGeometryChanges(since earlier: [ViewIdentity: CGRect]) -> [ViewIdentity: CGRect] {
        var frames: [ViewIdentity: CGRect] = [:]
        visitWithAnchors { node, relative, _ in
            frames[node.identity] = relative
            guard let old = earlier[node.identity], old != relative else { return }
            let from = geometryChanges[node.identity]?.from ?? old
            if node.transaction.animation != nil || geometryChanges[node.identity]?.transaction.animation == nil {
                geometryChanges[node.identity] = (from, node.transaction)
            }
        }
        return frames
    }

    /// Visits every node with its frame relative to its anchor (the nearest list cell's
    /// origin) and its place among lists (list chrome snaps to its new geometry unless rows
    /// come or go).
    func visitWithAnchors(_ body: (ViewNode, CGRect, ListPlacement) -> Void) {
        func visit(_ node: ViewNode, in outer: ListPlacement) {
            // (Outside a row's background, `outer` is never chrome: only the node itself is.)
            var placement = outer
            var inner = outer
            if let decoration = node.decoration, decoration.isListChrome {
                placement.isChrome = true
                switch decoration {
                case .mask: break
                case .listBackground:
                    placement.list = node.identity
                    inner.list = node.identity
                case .listSection: break
                case .listCell, .listHeader, .listFooter: inner.cell = node
                // What a row's background draws snaps with its cell.
                case .listRowBackground: inner.isChrome = true
                }
            }
            // A geometry group's content animates relative to the group, as a cell's does.
            if node.traits.isGeometryGroup { inner.cell = node }
            let anchor = outer.cell?.frame.origin ?? .zero
            body(node, node.frame.offsetBy(dx: -anchor.x, dy: -anchor.y), placement)
            for child in node.children {
                visit(child, in: inner)
            }
        }
        guard let tree else { return }
        for child in tree.children {
            visit(child, in: ListPlacement())
        }
    }

    /// Animates geometry, starts and ends transitions, and draws the frame.
    /// Starts the geometry animations, transitions and content cross-fades that this tick's
    /// changes call for (registering them with their transactions' completions).
    func startPresentationAnimations() {
        let listsWithMovedRows = updateTransitions()
        matchInsertedGeometry()
        updateGeometry(listsWithMovedRows: listsWithMovedRows)
        geometryChanges = [:]
        updateTextFades()
    }

    /// Draws the frame: samples what is running at the frame's time, brings the canvases'
    /// drawings up to date, then builds the display list from the placed tree and the sample,
    /// and keeps what the builder hands back.
    func draw() -> Frame {
        let rounding = PixelRounding(scale: CGFloat(canvas.scale))
        let sample = PresentationSample(
            time: time, transitions: transitions, ghosts: ghosts, textHistory: textHistory, tree: tree, rounding: rounding,
            scrollTransitionPhases: hasAnimatedScrollTransitions ? updateScrollTransitionPhases() : [:])
        renderCanvases(sample: sample, rounding: rounding)
        // The text history is handed over, not shared, so the builder updates it in place.
        var history: [ViewIdentity: TextHistory] = [:]
        swap(&history, &textHistory)
        var builder = DisplayListBuilder(
            engine: engine, sample: consume sample, textHistory: consume history, lastDrawing: lastDrawing, rounding: rounding)
        let environment = tree?.environment ?? EnvironmentValues()
        let displayList = builder.build(tree, size: canvas.size, background: canvas.background.resolve(in: environment))
        textHistory = builder.textHistory
        lastDrawing = builder.drawing
        return Frame(index: 0, time: time, displayList: displayList, geometry: builder.geometry)
    }

    /// Animates the geometry that this tick's changes moved. List chrome (sections, headers,
    /// footers and cells) takes its new frame at once, as a platform table resizes its cells,
    /// except in the lists of `listsWithMovedRows`: where rows or sections come or go, the table
    /// animates its rows into their new places (UIKit's batch updates), so there the chrome's
    /// frames animate like any view's.
    private func updateGeometry(listsWithMovedRows: Set<ViewIdentity>) {
        visitWithAnchors { node, relative, placement in
            let anchorOffset = CGPoint(x: node.frame.minX - relative.minX, y: node.frame.minY - relative.minY)
            // Content moves with its cell when the cell's own frame animates.
            let cellShift = placement.cell.map {
                CGSize(width: $0.presentedFrame.minX - $0.frame.minX, height: $0.presentedFrame.minY - $0.frame.minY)
            } ?? .zero
            let rowsMoved = placement.list.map(listsWithMovedRows.contains) ?? false
            let animatesChanges = !placement.isChrome || rowsMoved
            if placement.isChrome, !rowsMoved, !(node.geometryAnimator?.isAnimating ?? false) {
                node.presentedFrame = node.frame
                node.geometryAnimator = nil
                return
            }
            if placement.isChrome, node.geometryAnimator == nil, let change = geometryChanges[node.identity],
               change.transaction.animation != nil {
                // Chrome keeps no geometry while it snaps: its animation starts from the frame it had.
                node.geometryAnimator = GeometryAnimator(change.from)
            }
            let animator: GeometryAnimator
            if let existing = node.geometryAnimator {
                animator = existing
            } else if animatesChanges, let change = geometryChanges[node.identity], change.from != relative,
                      change.transaction.animation != nil {
                // Not drawn yet, moved by an animated change a handler made before its first
                // frame (`onAppear`): it animates from where the first pass put it.
                animator = GeometryAnimator(change.from)
                node.geometryAnimator = animator
            } else {
                node.geometryAnimator = GeometryAnimator(relative)
                node.presentedFrame = node.frame.offsetBy(dx: cellShift.width, dy: cellShift.height)
                return
            }
            if animatesChanges, let change = geometryChanges[node.identity], change.from != relative,
               let animation = change.transaction.animation {
                animator.shift(to: change.from)
                animator.animate(
                    to: relative, with: animation, at: change.transaction.startTime ?? time,
                    tag: change.transaction.completion?.tag)
                track(change.transaction) { [animator] tag, criteria, time in animator.isComplete(tag, criteria, at: time) }
            } else if animator.target != relative {
                animator.shift(to: relative)
            }
            node.presentedFrame = animator.value(at: time)
                .offsetBy(dx: anchorOffset.x, dy: anchorOffset.y).offsetBy(dx: cellShift.width, dy: cellShift.height)
        }
    }

    /// Starts the transitions of the views inserted and removed since the last frame; returns
    /// the lists whose rows or sections came or went.
    private func updateTransitions() -> Set<ViewIdentity> {
        guard let tree else { return [] }
        let isFirstTick = tickCount == 1
        var listsWithMovedRows: Set<ViewIdentity> = []
        // Insertions: new views whose parent was already there.
        var visited = 0, allWereThere = true
        func visitInsertions(_ node: ViewNode, parentWasThere: Bool, list: ViewIdentity?) {
            let wasThere = lastDrawing.entries[node.identity] != nil
            visited += 1
            allWereThere = allWereThere && wasThere
            switch node.decoration {
            case .listSection?, .listCell?, .listHeader?, .listFooter?:
                if !wasThere, parentWasThere, let list { listsWithMovedRows.insert(list) }
            default: break
            }
            // A list cell is chrome around its row: the row's transition applies to the row's
            // content, inside the cell's clip (the cell's separator fades in with it).
            let transitioned = node.listRow ?? node
            let transaction = node.transaction.running(transitioned.traits.transition)
            if !wasThere, parentWasThere, !isFirstTick, transaction.animation != nil {
                let progress = AnimatorRecord<Double>(0)
                start(progress, toward: 1, transaction: transaction, at: transaction.startTime ?? time)
                transitions[transitioned.identity] = TransitionState(
                    effects: resolvingZoomSources((transitioned.traits.transition ?? .opacity).insertion), progress: progress)
                ghosts.removeAll { $0.identity == node.identity }
                return
            }
            // A canvas's symbols are drawn where its renderer draws them, not in place: they
            // are not in the drawing record, and neither come nor go with transitions.
            if case .canvas = node.kind { return }
            let innerList = if case .listBackground? = node.decoration { node.identity } else { list }
            for child in node.children {
                visitInsertions(child, parentWasThere: wasThere, list: innerList)
            }
        }
        for child in tree.children {
            visitInsertions(child, parentWasThere: true, list: nil)
        }
        for (identity, state) in transitions where state.progress.isFinished(at: time) {
            transitions[identity] = nil
        }
        // Every view drawn last time is still there, and no other: nothing was removed.
        treeIsUnchanged = allWereThere && visited == lastDrawing.entries.count
        // (Nothing can be gone where nothing was drawn: a first frame looks for no removals.)
        guard !lastDrawing.entries.isEmpty, !treeIsUnchanged || !ghosts.isEmpty else { return listsWithMovedRows }
        var present: [ViewIdentity: ViewNode] = [:]
        tree.forEachNode { present[$0.identity] = $0 }
        // Removals: views gone whose parent is still there.
        let removed = lastDrawing.entries.keys.filter { present[$0] == nil }.sorted()
        for identity in removed {
            guard let entry = lastDrawing.entries[identity], let parentIdentity = entry.parent, let parent = present[parentIdentity]
            else { continue }
            // A section or cell gone from a list that is still there: its rows move.
            switch parent.decoration {
            case .listBackground?: listsWithMovedRows.insert(parentIdentity)
            case .listSection?: lastDrawing.entries[parentIdentity]?.parent.map { _ = listsWithMovedRows.insert($0) }
            default: break
            }
            // A list cell's row takes its transition inside the cell (see `Ghost.row`).
            let row = entry.row.flatMap { lastDrawing.entries[$0] }
            let transaction = parent.transaction.running((row ?? entry).transition)
            guard transaction.animation != nil, !ghosts.contains(where: { $0.identity == identity }) else { continue }
            let progress = AnimatorRecord<Double>(1)
            start(progress, toward: 0, transaction: transaction, at: transaction.startTime ?? time)
            ghosts.append(Ghost(
                identity: identity, parent: parentIdentity, previousSibling: entry.previousSibling,
                items: lastDrawing.items(of: entry),
                frame: entry.frame, effects: resolvingZoomSources(((row ?? entry).transition ?? .opacity).removal), progress: progress,
                row: row.flatMap { row in lastDrawing.path(of: row, within: entry).map { ($0, row.frame) } }))
        }
        // A ghost goes when its transition ends, when its parent goes, or when its view is back.
        ghosts.removeAll { $0.progress.isFinished(at: time) || present[$0.parent] == nil || present[$0.identity] != nil }
        return listsWithMovedRows
    }

    /// Starts a cross-fade for each text whose string changed in an animated transaction
    /// (unless its content transition is `.identity`), and a colour animation for each text
    /// whose colour changed in one, as SwiftUI animates a text's foreground colour.
    private func updateTextFades() {
        tree?.forEachNode { node in
            guard case .text(let text) = node.kind, var history = textHistory[node.identity] else { return }
            let string = text.string, color = text.color ?? node.foreground
            guard history.string != string || history.color != color else { return }
            let startTime = node.transaction.startTime ?? time
            if history.string != string {
                let kind = node.environment.contentTransition.kind
                if node.transaction.animation != nil, kind != .identity {
                    let progress = AnimatorRecord<Double>(0)
                    start(progress, toward: 1, transaction: node.transaction, at: startTime)
                    history.fade = (history.items, progress, kind)
                } else {
                    history.fade = nil
                }
                history.string = string
            }
            if history.color != color {
                let target = AnimatableVector(color.animatableComponents)
                if node.transaction.animation == nil {
                    history.colorAnimation = nil
                } else if let running = history.colorAnimation, running.isAnimating {
                    // Retargeted from where it is, as a running animation is.
                    start(running, toward: target, transaction: node.transaction, at: startTime)
                } else {
                    let record = AnimatorRecord(AnimatableVector(history.color.animatableComponents))
                    start(record, toward: target, transaction: node.transaction, at: startTime)
                    history.colorAnimation = record
                }
                history.color = color
            }
            textHistory[node.identity] = history
        }
    }

    /// Whether the next tick, with no events, would draw the frame just drawn: nothing is
    /// animating, moving, fading or waiting to complete, and no handler or change is pending.
    /// (Bodies read only state, scene values and the environment, so with none of these
    /// changing they make the same views.)
    var isAtRest: Bool {
        pendingTransactions.isEmpty && handlers.isEmpty && completionGroups.isEmpty
            && transitions.isEmpty && ghosts.isEmpty
            && !rootComposite.isAnimating
            && !nodes.values.contains { ($0.geometryAnimator?.isAnimating ?? false) || $0.fillAnimation != nil }
            && !textHistory.values.contains { $0.fade != nil || $0.colorAnimation != nil }
            && !scrollTransitionPhases.values.contains { $0.contains(where: \.isAnimating) }
    }

    /// Drops what belongs to views that are gone, and finished animations.
    func collectGarbage() {
        guard let tree else { return }
        rootComposite.removeFinishedAnimations(at: time)
        // Nodes (with their geometry animators) and text records belong to views in the tree.
        // Every node made since the last pruning is in the table, and the tree's are among
        // them: a table no larger than the tree holds no other, and no text was drawn but the
        // tree's. With the views of the last frame, the tree is the drawn views and the root.
        // (A pass that made nodes the final tree does not hold leaves more.)
        if !(treeIsUnchanged && nodes.count == lastDrawing.entries.count + 1), nodes.count != tree.nodeCount {
            var present = Set<ViewIdentity>(minimumCapacity: nodes.count)
            tree.forEachNode { present.insert($0.identity) }
            nodes.keepOnly { key, _ in present.contains(key) }
            textHistory.keepOnly { key, _ in present.contains(key) }
        }
        for node in nodes.values {
            node.geometryAnimator?.removeFinished(at: time)
        }
    }
}

extension Dictionary {
    /// Removes the entries `isKept` rejects. Unlike `filter`, it builds no new dictionary
    /// when all are kept, as on most frames.
    mutating func keepOnly(where isKept: (Key, Value) -> Bool) {
        let gone = compactMap { isKept($0.key, $0.value) ? nil : $0.key }
        for key in gone {
            removeValue(forKey: key)
        }
    }
}

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
    let items: [DisplayItem]
    let frame: CGRect
    let effects: [TransitionEffect]
    let progress: AnimatorRecord<Double>
}

/// A text's last drawing, and the cross-fade from an earlier content while one runs.
struct TextHistory {
    var string: String
    var items: [DisplayItem]
    var fade: (oldItems: [DisplayItem], progress: AnimatorRecord<Double>, kind: ContentTransition.Kind)?
}

/// What each view drew in the last tick, for removal transitions.
struct DrawingRecord {
    struct Entry {
        let parent: ViewIdentity?
        let previousSibling: ViewIdentity?
        /// The view's items: a range of `items`.
        let range: Range<Int>
        let frame: CGRect
        let transition: AnyTransition?
    }

    var entries: [ViewIdentity: Entry] = [:]
    /// The whole display list the entries' ranges point into.
    var items: [DisplayItem] = []
}

extension ViewGraph {
    /// Every view's laid-out frame, relative to the list cell it is in (cells snap to their
    /// new height, the content inside them animates relative to the cell).
    func presentedModelFrames() -> [ViewIdentity: CGRect] {
        var frames: [ViewIdentity: CGRect] = [:]
        visitWithAnchors { node, relative, _ in frames[node.identity] = relative }
        return frames
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
    /// origin) and whether it snaps (list chrome does not animate its geometry).
    func visitWithAnchors(_ body: (ViewNode, CGRect, Bool) -> Void) {
        func visit(_ node: ViewNode, anchor: CGPoint) {
            let snaps: Bool
            var childAnchor = anchor
            if case .layout(_, let decoration?) = node.kind {
                snaps = true
                if case .listCell = decoration { childAnchor = node.frame.origin }
            } else {
                snaps = false
            }
            body(node, node.frame.offsetBy(dx: -anchor.x, dy: -anchor.y), snaps)
            for child in node.children {
                visit(child, anchor: childAnchor)
            }
        }
        guard let tree else { return }
        for child in tree.children {
            visit(child, anchor: .zero)
        }
    }

    /// Animates geometry, starts and ends transitions, and draws the frame.
    /// Starts the geometry animations, transitions and content cross-fades that this tick's
    /// changes call for (registering them with their transactions' completions).
    func startPresentationAnimations() {
        updateGeometry()
        geometryChanges = [:]
        updateTransitions()
        updateTextFades()
    }

    /// Draws the frame.
    func draw() -> Frame {
        var builder = DisplayListBuilder(graph: self, scale: CGFloat(canvas.scale))
        let environment = tree?.environment ?? EnvironmentValues()
        builder.append(.fill(
            Path(CGRect(origin: .zero, size: canvas.size)),
            color: canvas.background.resolve(in: environment), element: ElementID("canvas")))
        if let tree {
            builder.emitChildren(of: tree, clip: nil, opacity: 1)
        }
        lastDrawing = builder.drawing
        lastDrawing.items = builder.items
        return Frame(
            index: 0, time: time, displayList: DisplayList(size: canvas.size, items: builder.items), geometry: builder.geometry)
    }

    private func updateGeometry() {
        visitWithAnchors { node, relative, snaps in
            let anchorOffset = CGPoint(x: node.frame.minX - relative.minX, y: node.frame.minY - relative.minY)
            guard !snaps else {
                node.presentedFrame = node.frame
                geometry[node.identity] = nil
                return
            }
            guard let animator = geometry[node.identity] else {
                geometry[node.identity] = GeometryAnimator(relative)
                addedGeometryRecords = true
                node.presentedFrame = node.frame
                return
            }
            if let change = geometryChanges[node.identity], change.from != relative,
               let animation = change.transaction.animation {
                animator.shift(to: change.from)
                animator.animate(
                    to: relative, with: animation, at: change.transaction.startTime ?? time,
                    tag: change.transaction.completion?.tag)
                track(change.transaction) { [animator] tag, criteria, time in animator.isComplete(tag, criteria, at: time) }
            } else if animator.target != relative {
                animator.shift(to: relative)
            }
            node.presentedFrame = animator.value(at: time).offsetBy(dx: anchorOffset.x, dy: anchorOffset.y)
        }
    }

    private func updateTransitions() {
        guard let tree else { return }
        let isFirstTick = tickCount == 1
        // Insertions: new views whose parent was already there.
        var visited = 0, allWereThere = true
        func visitInsertions(_ node: ViewNode, parentWasThere: Bool) {
            let wasThere = lastDrawing.entries[node.identity] != nil
            visited += 1
            allWereThere = allWereThere && wasThere
            if !wasThere, parentWasThere, !isFirstTick, node.transaction.animation != nil {
                let progress = AnimatorRecord<Double>(0)
                start(progress, toward: 1, transaction: node.transaction, at: node.transaction.startTime ?? time)
                transitions[node.identity] = TransitionState(
                    effects: (node.traits.transition ?? .opacity).insertion, progress: progress)
                ghosts.removeAll { $0.identity == node.identity }
                return
            }
            for child in node.children {
                visitInsertions(child, parentWasThere: wasThere)
            }
        }
        for child in tree.children {
            visitInsertions(child, parentWasThere: true)
        }
        for (identity, state) in transitions where state.progress.isFinished(at: time) {
            transitions[identity] = nil
        }
        // Every view drawn last time is still there, and no other: nothing was removed.
        treeIsUnchanged = allWereThere && visited == lastDrawing.entries.count
        guard !treeIsUnchanged || !ghosts.isEmpty else { return }
        var present: [ViewIdentity: ViewNode] = [:]
        tree.forEachNode { present[$0.identity] = $0 }
        // Removals: views gone whose parent is still there.
        let removed = lastDrawing.entries.keys.filter { present[$0] == nil }.sorted()
        for identity in removed {
            guard let entry = lastDrawing.entries[identity], let parentIdentity = entry.parent, let parent = present[parentIdentity],
                  parent.transaction.animation != nil, !ghosts.contains(where: { $0.identity == identity })
            else { continue }
            let progress = AnimatorRecord<Double>(1)
            start(progress, toward: 0, transaction: parent.transaction, at: parent.transaction.startTime ?? time)
            ghosts.append(Ghost(
                identity: identity, parent: parentIdentity, previousSibling: entry.previousSibling,
                items: Array(lastDrawing.items[entry.range]),
                frame: entry.frame, effects: (entry.transition ?? .opacity).removal, progress: progress))
        }
        // A ghost goes when its transition ends, when its parent goes, or when its view is back.
        ghosts.removeAll { $0.progress.isFinished(at: time) || present[$0.parent] == nil || present[$0.identity] != nil }
    }

    /// Starts a cross-fade for each text whose string changed in an animated transaction
    /// (unless its content transition is `.identity`).
    private func updateTextFades() {
        tree?.forEachNode { node in
            guard case .text(let string) = node.kind, var history = textHistory[node.identity], history.string != string
            else { return }
            let kind = node.environment.contentTransition.kind
            if node.transaction.animation != nil, kind != .identity {
                let progress = AnimatorRecord<Double>(0)
                start(progress, toward: 1, transaction: node.transaction, at: node.transaction.startTime ?? time)
                history.fade = (history.items, progress, kind)
            } else {
                history.fade = nil
            }
            history.string = string
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
            && !animators.values.contains { ($0 as? PrunableAnimator)?.isAnimating ?? false }
            && !geometry.values.contains { $0.isAnimating }
            && !textHistory.values.contains { $0.fade != nil }
    }

    /// Drops what belongs to views that are gone, and finished animations.
    func collectGarbage() {
        guard let tree else { return }
        animators.keepOnly { key, _ in touchedAnimators.contains(key) }
        for animator in animators.values {
            (animator as? PrunableAnimator)?.removeFinished(at: time)
        }
        // Geometry and text records belong to views in the tree: with the same views as in the
        // last frame, none is gone.
        // (An earlier settling round of this tick may have added records for views its
        // final tree no longer has.)
        if !treeIsUnchanged || addedGeometryRecords {
            var present = Set<ViewIdentity>(minimumCapacity: lastDrawing.entries.count)
            tree.forEachNode { present.insert($0.identity) }
            geometry.keepOnly { key, _ in present.contains(key) }
            textHistory.keepOnly { key, _ in present.contains(key) }
        }
        addedGeometryRecords = false
        for animator in geometry.values {
            animator.removeFinished(at: time)
        }
        observedValues.keepOnly { _, value in value.touchedAtPass == passCount - 1 }
        stateStorages.keepOnly { key, _ in liveStateOwners.contains(key) }
        // A subscription that is dropped cancels itself.
        objectSubscriptions.keepOnly { key, _ in liveStateOwners.contains(key) }
        memos.keepOnly { key, _ in touchedMemos.contains(key) }
        liveStateOwners = []
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

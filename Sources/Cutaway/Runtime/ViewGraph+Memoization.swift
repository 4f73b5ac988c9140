/// Reusing what a composite view's body made when nothing it depends on changed.
extension ViewGraph {
    /// Evaluates a composite's body with `body`, remembering the result and every
    /// registration made meanwhile.
    func memoizing(_ view: any View, in context: ResolveContext, body: () -> [ViewNode]) -> [ViewNode] {
        bodyEvaluations += 1
        let recording = MemoRecording()
        recordings.append(recording)
        let nodes = body()
        recordings.removeLast()
        memos[context.identity] = CompositeMemo(view: view, context: context, nodes: nodes, recording: recording)
        touchMemo(context.identity)
        return nodes
    }

    /// The nodes the composite at `identity` made last time, if they still hold: its view
    /// value, environment and transaction are the same, no state of its own changed since the
    /// last pass, and nothing in it is animating, or only values that can be sampled again in
    /// place. A composite nested in it whose state changed is resolved again in place (see
    /// `resolveInPlace(_:)`), instead of evaluating this body and all between.
    ///
    /// `nil` means: evaluate the body. That is also the answer when an update in place finds
    /// that the nodes it makes changed shape; what it updated meanwhile is made again by the
    /// evaluation, and the body's old registrations are made again only once nothing failed.
    func reusedNodes(for identity: ViewIdentity, view: Any, in context: ResolveContext) -> [ViewNode]? {
        guard let memo = memos[identity], !passChanges.contains(.root),
              memo.context.transaction.isSame(as: context.transaction)
        else { return nil }
        // The nested composites that hold the state changed under this one.
        var changed: [ViewIdentity] = []
        let prefix = identity.path + "/"
        for key in passChanges where key == identity || key.path.hasPrefix(prefix) {
            guard let nested = nestedMemo(containing: key, in: memo.recording) else { return nil }
            if !changed.contains(nested) { changed.append(nested) }
        }
        guard !needsEvaluation(memo.recording, except: changed),
              structurallyEqual(memo.view, view), memo.context.environment.isEqual(to: context.environment)
        else { return nil }
        let nodes = memo.nodes
        for (node, count) in zip(nodes, memo.decorationCounts) {
            node.restoreDecorations(count: count)
            node.containerAxis = nil
        }
        guard refresh(memo.recording, except: changed) else { return nil }
        // In identity order: the order of a dictionary's keys is not stable from run to run.
        for nested in changed.sorted() {
            guard resolveInPlace(nested) else { return nil }
        }
        replay(memo.recording, except: changed)
        touchMemo(identity)
        return nodes
    }

    /// The composite directly nested in a body (as `recording` saw it) that holds `key`: the
    /// identities of views nested in a composite extend its own.
    private func nestedMemo(containing key: ViewIdentity, in recording: MemoRecording) -> ViewIdentity? {
        recording.memoKeys.first { nested in key == nested || key.path.hasPrefix(nested.path + "/") }
    }

    /// Resolves the composite at `identity` again, in place (see `resolveAgain(_:decorationCounts:with:)`).
    private func resolveInPlace(_ identity: ViewIdentity) -> Bool {
        guard let memo = memos[identity] else { return false }
        // The nested body records its own registrations; its parent's recording has its key.
        recordings.append(MemoRecording())
        defer { recordings.removeLast() }
        return resolveAgain(memo.nodes, decorationCounts: memo.decorationCounts, with: memo.resolveAgain)
    }

    /// Resolves a part of a reused body again with `remake`: a nested composite whose state
    /// changed, an animatable modifier's body at a later time. What it makes must be `nodes`
    /// again (a node lives at its identity: they are updated in place, where they are in the
    /// tree), with as many decorations as `decorationCounts` (enclosing bodies remember how
    /// many); they are then given back what modifiers outside the part added to them.
    /// Returns `false` if the part now makes other nodes (or `remake` says it cannot make them
    /// again: `nil`), which only its parent can put in place.
    func resolveAgain(_ nodes: [ViewNode], decorationCounts: [Int], with remake: () -> [ViewNode]?) -> Bool {
        let outer = zip(nodes, decorationCounts).map { node, count in node.decorationLog.dropFirst(count) }
        let axes = nodes.map(\.containerAxis)
        guard let remade = remake(), remade.count == nodes.count, zip(remade, nodes).allSatisfy({ $0 === $1 }),
              remade.map(\.decorationLog.count) == decorationCounts
        else { return false }
        for (index, node) in nodes.enumerated() {
            for decoration in outer[index] {
                node.decorate(decoration)
            }
            node.containerAxis = axes[index]
        }
        refreshedDecorations = true
        return true
    }

    /// Whether the body must be evaluated again for its animations: a value in it (or in a
    /// body nested in it, other than those in `except`) is still running and cannot be
    /// refreshed in place.
    private func needsEvaluation(_ recording: MemoRecording, except: [ViewIdentity] = []) -> Bool {
        // A body records a handful of animators at most: a linear search beats building a set.
        recording.animatorKeys.contains { key in
            ((animators[key] as? PrunableAnimator)?.isAnimating ?? false)
                && !recording.refreshers.contains { $0.animatorKey == key }
        } || recording.memoKeys.contains { key in
            !except.contains(key) && (memos[key].map { needsEvaluation($0.recording) } ?? false)
        }
    }

    /// Brings the animated values of a reused body, and of the bodies nested in it (other
    /// than those in `except`), to the current time; `false` if one no longer fits in place.
    /// Registrations made meanwhile are already in the recording.
    private func refresh(_ recording: MemoRecording, except: [ViewIdentity] = []) -> Bool {
        for key in recording.memoKeys where !except.contains(key) {
            if let nested = memos[key], !refresh(nested.recording) { return false }
        }
        guard !recording.refreshers.isEmpty else { return true }
        recordings.append(MemoRecording())
        defer { recordings.removeLast() }
        return recording.refreshers.allSatisfy { $0.refresh() }
    }

    /// Makes again the registrations a reused body made when it was evaluated, including
    /// those of the bodies nested in it (other than those in `except`, which make theirs
    /// anew).
    private func replay(_ recording: MemoRecording, except: [ViewIdentity] = []) {
        for registration in recording.lifecycle {
            lifecycle.register(
                registration.key, onAppear: registration.onAppear, onDisappear: registration.onDisappear,
                transaction: registration.transaction)
        }
        for key in recording.observedKeys {
            observedValues[key]?.touchedAtPass = passCount
        }
        for key in recording.animatorKeys {
            touchedAnimators.insert(key)
        }
        for owner in recording.stateOwners {
            liveStateOwners.insert(owner)
        }
        for key in recording.memoKeys where !except.contains(key) {
            touchedMemos.insert(key)
            if let nested = memos[key] { replay(nested.recording) }
        }
    }

    /// Adds to the recording of the body being evaluated (nested bodies replay through the
    /// memo keys of their parents, so one recording per registration is enough).
    func record(_ update: (MemoRecording) -> Void) {
        if let recording = recordings.last { update(recording) }
    }

    private func touchMemo(_ identity: ViewIdentity) {
        touchedMemos.insert(identity)
        record { $0.memoKeys.append(identity) }
    }

    /// Stable text for an explicit id: `Type:value` for plain values (with `/` and `%`
    /// escaped, so an id cannot look like a path), else `Type#n`, numbered in the order the
    /// graph first sees such ids (object ids describe themselves with addresses).
    func stableText<ID: Hashable>(for id: ID) -> String {
        let type = baseTypeName(ID.self)
        switch id {
        case is String, is Substring, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
             is UInt64, is Double, is Float, is Bool, is Character, is UUID:
            let text = String(describing: id).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
            return type + ":" + text
        default:
            let key = AnyHashable(id)
            if let number = explicitIDNumbers[key] { return "\(type)#\(number)" }
            let number = explicitIDNumbers.count
            explicitIDNumbers[key] = number
            return "\(type)#\(number)"
        }
    }
}

extension Transaction {
    /// Whether changes made in both would animate alike.
    func isSame(as other: Transaction) -> Bool {
        animation == other.animation && disablesAnimations == other.disablesAnimations
            && startTime == other.startTime && completion === other.completion
    }
}

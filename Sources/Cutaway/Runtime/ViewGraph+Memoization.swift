/// Reusing what a composite view's body made when nothing it depends on changed.
extension ViewGraph {
    /// Evaluates a composite's body with `body`, remembering the result and every
    /// registration made meanwhile.
    func memoizing(
        _ identity: ViewIdentity, view: Any, environment: EnvironmentValues, transaction: Transaction,
        resolveAgain: @escaping () -> [ViewNode], body: () -> [ViewNode]
    ) -> [ViewNode] {
        bodyEvaluations += 1
        let recording = MemoRecording()
        recordings.append(recording)
        let nodes = body()
        recordings.removeLast()
        memos[identity] = CompositeMemo(
            view: view, environment: environment, transaction: transaction, nodes: nodes, recording: recording,
            resolveAgain: resolveAgain)
        touchMemo(identity)
        return nodes
    }

    /// The nodes the composite at `identity` made last time, if they still hold: its view
    /// value, environment and transaction are the same, no state of its own changed since the
    /// last pass, and nothing in it is animating, or only values that can be refreshed in place.
    /// A composite nested in it whose state changed is resolved again in place (see
    /// `resolveInPlace(_:)`), instead of evaluating this body and all between.
    func reusedNodes(for identity: ViewIdentity, view: Any, in context: ResolveContext) -> [ViewNode]? {
        guard let memo = memos[identity], !passChanges.contains(.root),
              memo.transaction.isSame(as: context.transaction)
        else { return nil }
        // The nested composites that hold the state changed under this one.
        var changed: [ViewIdentity] = []
        let prefix = identity.path + "/"
        for key in passChanges where key == identity || key.path.hasPrefix(prefix) {
            guard updatesInPlaceInThisPass, let nested = nestedMemo(containing: key, in: memo.recording) else { return nil }
            if !changed.contains(nested) { changed.append(nested) }
        }
        guard !needsEvaluation(memo.recording, except: changed),
              structurallyEqual(memo.view, view), memo.environment.isEqual(to: context.environment)
        else { return nil }
        replay(memo.recording, except: changed)
        touchMemo(identity)
        // (A node the body made may have been adopted by another since: that one is in the tree.)
        let nodes = memo.nodes.map(\.current)
        for (node, count) in zip(nodes, memo.decorationCounts) {
            node.restoreDecorations(count: count)
            node.containerAxis = nil
        }
        if updatesInPlaceInThisPass {
            refresh(memo.recording, except: changed)
        }
        // In identity order: the order of a dictionary's keys is not stable from run to run.
        for nested in changed.sorted() {
            resolveInPlace(nested)
        }
        return nodes
    }

    /// The composite directly nested in a body (as `recording` saw it) that holds `key`: the
    /// identities of views nested in a composite extend its own.
    private func nestedMemo(containing key: ViewIdentity, in recording: MemoRecording) -> ViewIdentity? {
        recording.memoKeys.first { nested in key == nested || key.path.hasPrefix(nested.path + "/") }
    }

    /// Resolves the composite at `identity` again and puts what it makes into the nodes it
    /// made last time, which stay where they are in the tree (with what outer modifiers added
    /// to them). If the composite now makes other top nodes, the pass is resolved again
    /// without updates in place.
    private func resolveInPlace(_ identity: ViewIdentity) {
        guard let memo = memos[identity] else {
            refreshFailed = true
            return
        }
        let nodes = memo.nodes.map(\.current)
        let outer = zip(nodes, memo.decorationCounts).map { node, count in node.decorationLog.dropFirst(count) }
        let axes = nodes.map(\.containerAxis)
        // The nested body records its own registrations; its parent's recording has its key.
        recordings.append(MemoRecording())
        let remade = memo.resolveAgain()
        recordings.removeLast()
        guard remade.map(\.identity) == nodes.map(\.identity),
              remade.map(\.decorationLog.count) == memo.decorationCounts
        else {
            refreshFailed = true
            return
        }
        for index in nodes.indices {
            nodes[index].adopt(remade[index], outer: outer[index])
            nodes[index].containerAxis = axes[index]
        }
        if let current = memos[identity], current !== memo {
            memos[identity] = current.moved(to: nodes, decorationCounts: memo.decorationCounts)
        }
        refreshedDecorations = true
    }

    /// Whether the body must be evaluated again for its animations: a value in it (or in a
    /// body nested in it, other than those in `except`) is still running and cannot be
    /// refreshed in place.
    private func needsEvaluation(_ recording: MemoRecording, except: [ViewIdentity] = []) -> Bool {
        // A body records a handful of animators at most: a linear search beats building a set.
        recording.animatorKeys.contains { key in
            ((animators[key] as? PrunableAnimator)?.isAnimating ?? false)
                && !(updatesInPlaceInThisPass && recording.refreshers.contains { $0.animatorKey == key })
        } || recording.memoKeys.contains { key in
            !except.contains(key) && (memos[key].map { needsEvaluation($0.recording) } ?? false)
        }
    }

    /// Brings the animated values of a reused body, and of the bodies nested in it (other
    /// than those in `except`), to the current time. Registrations made meanwhile are already
    /// in the recording.
    private func refresh(_ recording: MemoRecording, except: [ViewIdentity] = []) {
        for key in recording.memoKeys where !except.contains(key) {
            if let nested = memos[key] { refresh(nested.recording) }
        }
        guard !recording.refreshers.isEmpty else { return }
        recordings.append(MemoRecording())
        defer { recordings.removeLast() }
        for refresher in recording.refreshers where !refresher.refresh() {
            refreshFailed = true
        }
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

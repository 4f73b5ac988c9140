/// Reusing what a composite view's body made when nothing it depends on changed.
extension ViewGraph {
    /// Evaluates a composite's body with `body`, remembering the result and every
    /// registration made meanwhile.
    func memoizing(
        _ identity: ViewIdentity, view: Any, environment: EnvironmentValues, transaction: Transaction,
        body: () -> [ViewNode]
    ) -> [ViewNode] {
        bodyEvaluations += 1
        let recording = MemoRecording()
        recordings.append(recording)
        let nodes = body()
        recordings.removeLast()
        memos[identity] = CompositeMemo(
            view: view, environment: environment, transaction: transaction, nodes: nodes, recording: recording)
        touchMemo(identity)
        return nodes
    }

    /// The nodes the composite at `identity` made last time, if they still hold: no state
    /// changed in it or below it in this tick, its view value, environment and transaction are
    /// the same, and nothing in it is animating, or only values that can be refreshed in place.
    func reusedNodes(for identity: ViewIdentity, view: Any, in context: ResolveContext) -> [ViewNode]? {
        guard let memo = memos[identity], tickTransactions[.root] == nil,
              memo.transaction.isSame(as: context.transaction)
        else { return nil }
        let prefix = identity.path + "/"
        for key in tickTransactions.keys where key == identity || key.path.hasPrefix(prefix) {
            return nil
        }
        guard !needsEvaluation(memo.recording),
              structurallyEqual(memo.view, view), memo.environment.isEqual(to: context.environment)
        else { return nil }
        replay(memo.recording)
        touchMemo(identity)
        for (node, count) in zip(memo.nodes, memo.decorationCounts) {
            node.restoreDecorations(count: count)
            node.containerAxis = nil
        }
        if refreshesAnimations {
            refresh(memo.recording)
        }
        return memo.nodes
    }

    /// Whether the body must be evaluated again for its animations: a value in it (or in a
    /// body nested in it) is still running and cannot be refreshed in place.
    private func needsEvaluation(_ recording: MemoRecording) -> Bool {
        // A body records a handful of animators at most: a linear search beats building a set.
        recording.animatorKeys.contains { key in
            ((animators[key] as? PrunableAnimator)?.isAnimating ?? false)
                && !(refreshesAnimations && recording.refreshers.contains { $0.animatorKey == key })
        } || recording.memoKeys.contains { key in memos[key].map { needsEvaluation($0.recording) } ?? false }
    }

    /// Brings the animated values of a reused body, and of the bodies nested in it, to the
    /// current time. Registrations made meanwhile are already in the recording.
    private func refresh(_ recording: MemoRecording) {
        for key in recording.memoKeys {
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
    /// those of the bodies nested in it.
    private func replay(_ recording: MemoRecording) {
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
        for key in recording.memoKeys {
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

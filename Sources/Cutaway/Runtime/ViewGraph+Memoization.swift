/// Reusing what a composite view's body made when nothing it depends on changed.
extension ViewGraph {
    /// Evaluates a composite's body with `body`, remembering the result and every
    /// registration made meanwhile.
    func memoizing(_ identity: ViewIdentity, view: Any, environment: EnvironmentValues, body: () -> [ViewNode]) -> [ViewNode] {
        bodyEvaluations += 1
        let recording = MemoRecording()
        recordings.append(recording)
        let nodes = body()
        recordings.removeLast()
        memos[identity] = CompositeMemo(view: view, environment: environment, nodes: nodes, recording: recording)
        touchMemo(identity)
        return nodes
    }

    /// The nodes the composite at `identity` made last time, if they still hold: no state
    /// changed in it or below it in this tick, nothing in it is animating, and its view value
    /// and environment are the same.
    func reusedNodes(for identity: ViewIdentity, view: Any, in context: ResolveContext) -> [ViewNode]? {
        guard let memo = memos[identity], tickTransactions[.root] == nil else { return nil }
        let prefix = identity.path + "/"
        for key in tickTransactions.keys where key == identity || key.path.hasPrefix(prefix) {
            return nil
        }
        for key in memo.recording.animatorKeys where (animators[key] as? PrunableAnimator)?.isAnimating ?? false {
            return nil
        }
        guard structurallyEqual(memo.view, view), memo.environment.isEqual(to: context.environment) else { return nil }
        replay(memo.recording)
        touchMemo(identity)
        return zip(memo.nodes, memo.decorations).map { node, decorations in
            node.resetLayout(transaction: context.transaction)
            return node.copy(with: decorations)
        }
    }

    /// Makes again the registrations a reused body made when it was evaluated.
    private func replay(_ recording: MemoRecording) {
        for registration in recording.lifecycle {
            registerLifecycle(
                registration.key, onAppear: registration.onAppear, onDisappear: registration.onDisappear,
                transaction: registration.transaction)
        }
        for key in recording.observedKeys {
            observedValues[key]?.touchedAtTick = tickCount
            record { $0.observedKeys.append(key) }
        }
        for key in recording.animatorKeys {
            touchedAnimators.insert(key)
            record { $0.animatorKeys.append(key) }
        }
        for owner in recording.stateOwners {
            liveStateOwners.insert(owner)
            record { $0.stateOwners.append(owner) }
        }
        for key in recording.memoKeys {
            touchMemo(key)
        }
    }

    /// Adds to every recording in progress (the bodies being evaluated, innermost last).
    func record(_ update: (MemoRecording) -> Void) {
        for recording in recordings {
            update(recording)
        }
    }

    private func touchMemo(_ identity: ViewIdentity) {
        touchedMemos.insert(identity)
        record { $0.memoKeys.append(identity) }
    }
}

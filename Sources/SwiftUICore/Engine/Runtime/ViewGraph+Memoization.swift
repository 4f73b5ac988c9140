/// Reusing what a composite view's body made when nothing it depends on changed.
extension ViewGraph {
    /// Evaluates a composite's body with `body`, keeping in `node` what it made.
    func evaluating(_ view: any View, node: CompositeNode, in context: ResolveContext, body: () -> [ViewNode]) -> [ViewNode] {
        bodyEvaluations += 1
        let nodes = node.evaluate(body)
        node.memo = CompositeNode.Memo(view: view, context: context, made: MadeNodes(nodes))
        return nodes
    }

    /// The nodes the composite at `node` made last time, if they still hold: its view value,
    /// environment and transaction are the same, its own state did not change since it was
    /// last evaluated, and nothing in it is animating, or only values that can be sampled
    /// again in place. A composite nested in it that was invalidated is resolved again in
    /// place (see `resolveInPlace(_:)`), instead of evaluating this body and all between.
    ///
    /// `nil` means: evaluate the body. That is also the answer when an update in place finds
    /// that the nodes it makes changed shape; what it updated meanwhile is made again by the
    /// evaluation.
    func reusedNodes(for node: CompositeNode, view: Any, in context: ResolveContext) -> [ViewNode]? {
        guard let memo = node.memo, !reusesNothing, !node.isInvalid,
              memo.context.transaction.isSame(as: context.transaction)
        else { return nil }
        // A modifier whose state changed has no body of its own to evaluate: this one runs.
        let changed = node.invalidChildren
        // Reached: a write from here on (a body resolved in place may write) marks it again.
        node.validate()
        guard changed.allSatisfy({ $0.memo != nil }), !needsEvaluation(node, except: changed),
              structurallyEqual(memo.view, view), memo.context.environment.isEqual(to: context.environment)
        else { return nil }
        for top in memo.made.restored() {
            top.containerAxis = nil
        }
        guard refresh(node, except: changed) else { return nil }
        // In tree order, as the last evaluation reached them.
        for nested in changed {
            guard resolveInPlace(nested) else { return nil }
        }
        replay(node, except: changed)
        return memo.made.nodes
    }

    /// Resolves the composite at `node` again, in place (see `resolveAgain(_:with:)`).
    private func resolveInPlace(_ node: CompositeNode) -> Bool {
        guard let memo = node.memo else { return false }
        return resolveAgain(memo.made) {
            memo.context.resolveBody(of: memo.view, node: node)
        }
    }

    /// Resolves a part of a reused body again with `remake`: a nested composite whose state
    /// changed, an animatable modifier's body at a later time. What it makes must be `made`'s
    /// nodes again (a node lives at its identity: they are updated in place, where they are in
    /// the tree), as their view made them (enclosing bodies remember that); they are then given
    /// back what modifiers outside the part added to them. Returns `false` if the part now
    /// makes other nodes (or `remake` says it cannot make them again: `nil`), which only its
    /// parent can put in place.
    func resolveAgain(_ made: MadeNodes, with remake: () -> [ViewNode]?) -> Bool {
        let outer = made.outerDecorations
        let axes = made.nodes.map(\.containerAxis)
        guard let remade = remake(), made.areMade(by: remade) else { return false }
        for (index, node) in made.nodes.enumerated() {
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
    private func needsEvaluation(_ node: CompositeNode, except: [CompositeNode] = []) -> Bool {
        node.animators.contains { key, animator in
            animator.isAnimating && !node.refreshers.contains { $0.animatorKey == key }
        } || node.children.contains { child in
            !except.contains { $0 === child } && needsEvaluation(child)
        }
    }

    /// Brings the animated values of a reused body, and of the bodies nested in it (other
    /// than those in `except`), to the current time; `false` if one no longer fits in place.
    private func refresh(_ node: CompositeNode, except: [CompositeNode] = []) -> Bool {
        for child in node.children where !except.contains(where: { $0 === child }) {
            guard refresh(child) else { return false }
        }
        return node.refreshers.allSatisfy { $0.refresh() }
    }

    /// Makes again the lifecycle registrations a reused body made when it was evaluated,
    /// including those of the bodies nested in it (other than those in `except`, which make
    /// theirs anew).
    private func replay(_ node: CompositeNode, except: [CompositeNode] = []) {
        for registration in node.lifecycle {
            lifecycle.register(registration)
        }
        for child in node.children where !except.contains(where: { $0 === child }) {
            replay(child)
        }
    }

    /// Stable text for an explicit id: `Type:value` for plain values (with `/` and `%`
    /// escaped, so an id cannot look like a path), else `Type#n`, numbered in the order the
    /// graph first sees such ids (object ids describe themselves with addresses).
    func stableText<ID: Hashable>(for id: ID) -> String {
        let type = baseTypeName(ID.self)
        switch id {
        case is String, is Substring, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
             is UInt64, is Double, is Float, is Bool, is Character, is UUID:
            let text = String(describing: id)
            // (Foundation's replacing is slow, and most ids have nothing to escape.)
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "/") }) else { return type + ":" + text }
            return type + ":" + text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
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

import Foundation

extension ViewGraph {
    /// What a script's `scroll` does, found in the last layout: a closure that writes the
    /// scroll view's offset (run in the event's transaction). Throws when the scroll view or
    /// the view to scroll to is not on screen.
    func scrollAction(in name: String?, to destination: ScriptEvent.ScrollDestination, time: Double) throws -> () -> Void {
        // A scroll view is named by its own accessibility identifier or, failing that, by the
        // nearest named view around it (a list on a device is wrapped in its background).
        var controllers: [(name: String?, controller: ScrollController)] = []
        func visit(_ node: ViewNode, _ enclosingName: String?) {
            let name = node.accessibilityIdentifier ?? enclosingName
            if let controller = node.scrollController { controllers.append((name, controller)) }
            for child in node.children { visit(child, name) }
        }
        if let tree { visit(tree, nil) }
        guard let controller = controllers.first(where: { name == nil || $0.name == name })?.controller else {
            var names: [String] = []
            for found in controllers.compactMap(\.name) where !names.contains(found) { names.append(found) }
            throw RuntimeError.noScrollView(name: name, time: time, available: names)
        }
        let target: CGPoint
        switch destination {
        case .offset(let offset):
            target = offset
        case .by(let amount):
            target = CGPoint(x: controller.targetOffset.x + amount.width, y: controller.targetOffset.y + amount.height)
        case .view(let id, let anchor):
            guard let container = controller.node,
                  let (view, _) = container.scrollTarget(where: { $0.identity.hasExplicitValue(id) }) else {
                throw RuntimeError.noScrollTarget(id: id, time: time)
            }
            target = controller.offset(showing: view.frame, anchor: anchor)
        }
        return { [controller] in
            // A disabled scroll view does not move under a finger, nor under a script.
            if !controller.isDisabled { controller.scroll(to: target) }
        }
    }
}

extension ViewGraph {
    /// After a layout: tells each lazy stack in `root` where it is and what of it shows, and
    /// returns the lazy stacks that must resolve other rows (see `LazyStackMemory`).
    func lazyStacksToResolve(in root: ViewNode) -> [LazyStackMemory] {
        guard hasLazyStacks else { return [] }
        var stale: [LazyStackMemory] = []
        func visit(_ node: ViewNode, _ controller: ScrollController?) {
            let controller = node.scrollController ?? controller
            if let memory = node.lazyStack {
                memory.controller = controller
                let axis = memory.axis
                let visible = controller.map { $0.viewport.origin[axis]...($0.viewport.origin[axis] + $0.viewport.size[axis]) }
                if memory.update(start: node.frame.origin[axis], visible: visible) { stale.append(memory) }
            }
            for child in node.children { visit(child, controller) }
        }
        visit(root, nil)
        return stale
    }

    /// After a layout: the scroll views whose content read a container size
    /// (`containerRelativeFrame`) other than the one this layout gave them, to resolve again.
    func scrollContainersToResolve(in root: ViewNode) -> [ScrollController] {
        guard hasContainerRelativeFrames else { return [] }
        var stale: [ScrollController] = []
        root.forEachNode { node in
            if let controller = node.scrollController, controller.isContainerSizeStale { stale.append(controller) }
        }
        return stale
    }
}

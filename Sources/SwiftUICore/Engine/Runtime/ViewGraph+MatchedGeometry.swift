import Foundation

/// What the graph keeps for `matchedGeometryEffect`, from one tick to the next.
///
/// Why per graph and not global: a group is matched within one view tree, and two scenes
/// rendered side by side (or one rendered twice) must not see each other's views.
struct MatchedGeometryRegistry {
    /// Whether some view ever used `matchedGeometryEffect`: only then does a pass look for
    /// matched views (a tree without them pays nothing).
    var isInUse = false
    /// The matched views of the last tick, in drawing order, by group.
    var drawn: [(key: MatchedGeometryKey, identity: ViewIdentity)] = []
}

/// The part of a removed view's ghost that was a matched view: drawn moving from the frame
/// it had to the frame of the view that replaced it.
struct MatchedGhost {
    /// Where the matched view's items are among the ghost's.
    let path: DisplayItemPath
    /// The frame the matched view was last drawn in.
    let frame: CGRect
    /// Animates from `frame` to the inserted view's frame.
    let animator: GeometryAnimator
}

extension ViewGraph {
    /// Lays the views that follow a source over the source's frame, after layout.
    ///
    /// The rules (SwiftUI's, as its documentation states them): in each group, the source is
    /// the first view in drawing order with `isSource` true; a view with `isSource` false is
    /// offered the source's size (`.size`) and placed with its anchor on the source frame's
    /// anchor (`.position`; with `.size` alone, its anchor stays where its layout put it).
    /// Simplification: the follower's parent laid it out before it took the source's geometry,
    /// and keeps that layout (SwiftUI's effect reports the follower's own size up as well).
    func placeMatchedFollowers(in root: ViewNode) {
        guard matchedGeometry.isInUse else { return }
        var marked: [(node: ViewNode, mark: MatchedGeometryMark)] = []
        var hasFollowers = false
        root.forEachNode { node in
            guard let mark = node.matchedGeometry else { return }
            marked.append((node, mark))
            hasFollowers = hasFollowers || !mark.isSource
        }
        // Most groups have sources alone (every view is a source by default): nothing to place.
        guard hasFollowers else { return }
        var sources: [MatchedGeometryKey: CGRect] = [:]
        for (node, mark) in marked where mark.isSource && sources[mark.key] == nil {
            sources[mark.key] = node.frame
        }
        for (node, mark) in marked where !mark.isSource {
            guard let source = sources[mark.key] else { continue }
            let proposal = mark.properties.contains(.size) ? ProposedViewSize(source.size) : node.placementProposal
            let size = mark.properties.contains(.size) ? engine.size(of: node, proposal: proposal) : node.frame.size
            let anchorPoint = mark.properties.contains(.position) ? mark.anchor.point(in: source) : mark.anchor.point(in: node.frame)
            let frame = CGRect(
                x: anchorPoint.x - mark.anchor.x * size.width, y: anchorPoint.y - mark.anchor.y * size.height,
                width: size.width, height: size.height)
            engine.placeAgain(node, in: frame, proposal: proposal)
        }
    }

    /// Links the geometry of the matched views inserted in this tick to the views of their
    /// groups removed in it, then records the matched views drawn now.
    ///
    /// For each inserted matched view in an animated transaction whose group lost a view in
    /// this tick (the first such, in drawing order): the inserted view, and everything in it,
    /// starts at the removed view's last frame and animates to its own with the inserted
    /// view's transaction (descendants start where they would be in that frame, scaled with
    /// it); the removed view's ghost, if its removal is animated, is drawn moving from its
    /// frame to the inserted view's. Each keeps its own transition (by default both fade, so
    /// the two cross-fade as they move).
    func matchInsertedGeometry() {
        guard matchedGeometry.isInUse, let tree else { return }
        var current: [(key: MatchedGeometryKey, node: ViewNode)] = []
        tree.forEachNode { node in
            if let mark = node.matchedGeometry { current.append((mark.key, node)) }
        }
        let drawn = matchedGeometry.drawn
        matchedGeometry.drawn = current.map { ($0.key, $0.node.identity) }
        guard tickCount > 1, !drawn.isEmpty else { return }
        let currentIdentities = Set(current.map(\.node.identity))
        let drawnIdentities = Set(drawn.map(\.identity))
        var removed = drawn.filter { !currentIdentities.contains($0.identity) }
        for (key, node) in current where !drawnIdentities.contains(node.identity) && node.geometryAnimator == nil {
            guard let animation = node.transaction.animation,
                  let index = removed.firstIndex(where: { $0.key == key }),
                  let entry = lastDrawing.entries[removed[index].identity] else { continue }
            let gone = removed.remove(at: index).identity
            let startTime = node.transaction.startTime ?? time
            startMatchedInsertion(of: node, from: entry.frame, with: animation, transaction: node.transaction, at: startTime)
            moveGhost(of: gone, entry: entry, to: node.frame, with: animation, transaction: node.transaction, at: startTime)
        }
    }

    /// Starts the geometry of the inserted `node` and its descendants at `from`.
    private func startMatchedInsertion(
        of node: ViewNode, from: CGRect, with animation: Animation, transaction: Transaction, at startTime: Double
    ) {
        let mapping = DisplayTransform(mapping: node.frame, to: from)
        node.forEachNode { inner in
            guard inner.geometryAnimator == nil else { return }
            let start = inner === node ? from : mapping.mapRect(inner.frame)
            let animator = GeometryAnimator(start)
            animator.animate(to: inner.frame, with: animation, at: startTime, tag: transaction.completion?.tag)
            track(transaction) { [animator] tag, criteria, time in animator.isComplete(tag, criteria, at: time) }
            inner.geometryAnimator = animator
        }
    }

    /// Makes the ghost that draws the removed matched view `gone` (its own, or an ancestor's)
    /// move it to `target`.
    private func moveGhost(
        of gone: ViewIdentity, entry: DrawingRecord.Entry, to target: CGRect, with animation: Animation,
        transaction: Transaction, at startTime: Double
    ) {
        var candidate: ViewIdentity? = gone
        while let identity = candidate {
            if let index = ghosts.firstIndex(where: { $0.identity == identity }) {
                // (A list cell's ghost moves its row alone: a matched view in it stays in place.)
                guard ghosts[index].row == nil, let outer = lastDrawing.entries[identity],
                      let path = lastDrawing.path(of: entry, within: outer) else { return }
                let animator = GeometryAnimator(entry.frame)
                animator.animate(to: target, with: animation, at: startTime, tag: transaction.completion?.tag)
                track(transaction) { [animator] tag, criteria, time in animator.isComplete(tag, criteria, at: time) }
                ghosts[index].matched = MatchedGhost(path: path, frame: entry.frame, animator: animator)
                return
            }
            candidate = lastDrawing.entries[identity]?.parent
        }
    }
}

extension GhostSample {
    /// The ghost's items, with its matched view's drawn through `matchedTransform`.
    var items: [DisplayItem] {
        guard let matched = ghost.matched, let transform = matchedTransform, transform != .identity else { return ghost.items }
        let element = ElementID(ghost.identity, part: "matched")
        return ghost.items.replacingItems(at: matched.path) { [.group(.transform(transform), $0, element: element)] }
    }
}

extension DisplayTransform {
    /// The transform that takes `source` onto `destination` (a scale, then a translation). An
    /// empty side of `source` is not scaled.
    init(mapping source: CGRect, to destination: CGRect) {
        let scaleX = source.width == 0 ? 1 : destination.width / source.width
        let scaleY = source.height == 0 ? 1 : destination.height / source.height
        self.init(
            a: scaleX, b: 0, c: 0, d: scaleY,
            tx: destination.minX - source.minX * scaleX, ty: destination.minY - source.minY * scaleY)
    }

    /// `rect` through this transform (a scale and a translation: no rotation).
    func mapRect(_ rect: CGRect) -> CGRect {
        let origin = apply(to: rect.origin)
        return CGRect(x: origin.x, y: origin.y, width: rect.width * a, height: rect.height * d)
    }
}

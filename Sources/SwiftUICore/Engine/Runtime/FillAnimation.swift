/// A shape's fill on its way from one colour or gradient to another: the fill's numbers
/// animated (`ShapeFill.animatableVector(in:)`), and the kind of fill they are numbers of.
///
/// It lives on the shape's node, and only while it runs: a shape at rest keeps no animator,
/// and a change that animates starts from what the node painted before it.
struct FillAnimation {
    let kind: String
    let record: AnimatorRecord<AnimatableVector>
}

extension ViewNode {
    /// What a shape node paints with now: its fill, or the foreground style it inherits.
    var presentedFill: ShapeFill? {
        guard case .shape(_, let fill) = kind else { return nil }
        return fill ?? foregroundFill
    }
}

extension ResolveContext {
    /// Animates `node`'s fill toward `fill` (`nil`: the foreground style) from `previous`, what
    /// the node painted before this change (`nil` where the change cannot animate), in this
    /// context's transaction, as SwiftUI animates a colour or a gradient's placement and stops;
    /// keeps a running animation going, and samples it now and whenever the body is reused.
    func animateFill(of node: ViewNode, toward fill: ShapeFill?, from previous: ShapeFill?) {
        guard previous != nil || node.fillAnimation != nil else { return }
        let target = fill ?? environment.foregroundFill
        guard let (kind, vector) = target.animatableVector(in: environment) else {
            node.fillAnimation = nil
            return
        }
        if let running = node.fillAnimation, running.kind == kind, running.record.isAnimating {
            if running.record.value.target != vector {
                graph.start(running.record, toward: vector, transaction: transaction, at: animationStartTime)
            }
        } else if transaction.animation != nil, let (previousKind, start) = previous?.animatableVector(in: environment),
                  previousKind == kind, start != vector {
            let record = AnimatorRecord(start)
            graph.start(record, toward: vector, transaction: transaction, at: animationStartTime)
            node.fillAnimation = FillAnimation(kind: kind, record: record)
        } else {
            node.fillAnimation = nil
            return
        }
        let sampling = FillSampling(node: node, graph: graph, fill: fill, target: target, vector: vector)
        sampling.sample()
        composite.record(AnimationRefresher(animatorKey: node.identity) { sampling.sample() })
    }
}

/// Puts a running fill animation's value at the graph's time into its node.
private struct FillSampling {
    unowned let node: ViewNode
    unowned let graph: ViewGraph
    let fill: ShapeFill?
    let target: ShapeFill
    let vector: AnimatableVector

    /// Samples the animation, if it still runs; drops it once it has finished. Always `true`:
    /// the node stays what it is, only its paint changes.
    @discardableResult
    func sample() -> Bool {
        guard let animation = node.fillAnimation, case .shape(let shape, _) = node.kind else { return true }
        let value = animation.record.value.value(at: graph.time)
        animation.record.removeFinished(at: graph.time)
        if !animation.record.isAnimating {
            node.fillAnimation = nil
        }
        node.kind = .shape(shape, fill: value == vector ? fill : target.with(value))
        return true
    }
}

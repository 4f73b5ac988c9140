import Foundation

/// An animated value the graph keeps for one identity.
final class AnimatorRecord<Value: VectorArithmetic>: PrunableAnimator {
    /// Whether the value has animations running, kept beside it (first, at a place that does
    /// not depend on `Value`): the graph asks every animator on every frame, and most are at
    /// rest, which this answers without running generic code.
    private(set) var isAnimating = false
    private(set) var value: AnimatedValue<Value>

    init(_ value: Value) {
        self.value = AnimatedValue(value)
    }

    /// Animates the value to `target` (see `AnimatedValue.animate(to:with:at:tag:)`).
    func animate(to target: Value, with animation: Animation?, at time: Double, tag: AnimationTag?) {
        value.animate(to: target, with: animation, at: time, tag: tag)
        isAnimating = value.isAnimating
    }

    /// Puts the value at `target` at once, with no animation running.
    func snap(to target: Value) {
        value.snap(to: target)
        isAnimating = false
    }

    func removeFinished(at time: Double) {
        guard isAnimating else { return }
        value.removeFinished(at: time)
        isAnimating = value.isAnimating
    }

    /// Whether every animation of the value has finished by `time`.
    func isFinished(at time: Double) -> Bool {
        removeFinished(at: time)
        return !isAnimating
    }
}

/// An animator whose finished animations can be dropped.
protocol PrunableAnimator: AnyObject {
    func removeFinished(at time: Double)
    /// Whether animations were still running at the last `removeFinished`.
    var isAnimating: Bool { get }
}

extension ViewGraph {
    /// The value of the animatable data at `key`, animated toward `target` when it changes:
    /// in `context`'s transaction's animation, or at once without one. Sampled at `time`.
    func animatedValue<Value: VectorArithmetic>(of target: Value, for key: ViewIdentity, in context: ResolveContext) -> Value {
        guard let record = context.composite.animator(at: key, make: { AnimatorRecord(target) }) else { return target }
        if record.value.target != target {
            // A value at rest that changes with no animation is there at once: what `start`
            // would work out, without its generic work (a keyframed effect changes each frame).
            if context.transaction.animation == nil, !record.isAnimating {
                record.snap(to: target)
                return target
            }
            start(record, toward: target, transaction: context.transaction, at: context.animationStartTime)
        }
        return record.value.value(at: time)
    }

    /// Starts animating `record` toward `target` in `transaction`, and ties the animation to
    /// the transaction's completion handler.
    func start<Value>(_ record: AnimatorRecord<Value>, toward target: Value, transaction: Transaction, at startTime: Double) {
        let group = transaction.animation == nil ? nil : transaction.completion
        record.animate(to: target, with: transaction.animation, at: startTime, tag: group?.tag)
        track(transaction) { [record] tag, criteria, time in
            criteria == .logicallyComplete ? record.value.isLogicallyComplete(tag, at: time) : record.value.isRemoved(tag, at: time)
        }
    }

    /// Makes the completion of `transaction`'s `withAnimation` wait for an animation it
    /// started, which `isComplete(tag, criteria, time)` answers for.
    func track(_ transaction: Transaction, _ isComplete: @escaping (AnimationTag, AnimationCompletionCriteria.Kind, Double) -> Bool) {
        guard transaction.animation != nil, let group = transaction.completion, !group.hasFired else { return }
        let tag = group.tag, criteria = group.criteria.kind
        group.checks.append { time in isComplete(tag, criteria, time) }
    }

    // MARK: Completions

    /// Whether some completion's animations meet their criteria at the current time.
    func hasDueCompletions() -> Bool {
        completionGroups.contains { !$0.hasFired && !$0.checks.isEmpty && $0.isComplete(at: time) }
    }

    /// Fires the completions whose animations meet their criteria at the current time.
    /// Returns whether any fired.
    func fireDueCompletions() -> Bool {
        fireCompletions { !$0.checks.isEmpty && $0.isComplete(at: time) }
    }

    /// Fires the completions of changes that started no animation, once a pass has seen them.
    func fireImmediateCompletions() -> Bool {
        fireCompletions { $0.checks.isEmpty && $0.passesSeen > 0 }
    }

    private func fireCompletions(where isDue: (AnimationCompletionGroup) -> Bool) -> Bool {
        let due = completionGroups.filter { !$0.hasFired && isDue($0) }
        completionGroups.removeAll { group in due.contains { $0 === group } }
        for group in due {
            group.hasFired = true
            group.handler()
        }
        return !due.isEmpty
    }

    /// Counts a pass for every waiting completion group.
    func notePassForCompletions() {
        for group in completionGroups {
            group.passesSeen += 1
        }
    }
}

/// A rectangle as animatable data: origin and size.
typealias RectData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

extension CGRect {
    init(_ data: RectData) {
        self.init(x: data.first.first, y: data.first.second, width: data.second.first, height: data.second.second)
    }
}

/// The animated geometry of one view: where the layout puts it (the target) and where it is
/// drawn, which lags behind while a geometry animation runs.
///
/// Layout changes that come from an animated transaction animate; other changes (a frame
/// that moves because an animatable layout value moved with time) shift the whole animation,
/// so an animation in flight keeps its offset from the moving target.
final class GeometryAnimator: PrunableAnimator {
    private var animation: AnimatedValue<RectData>
    /// Added to the animated value: the sum of the shifts.
    private var shift: RectData = .zero

    init(_ frame: CGRect) {
        animation = AnimatedValue(frame.animatableData)
    }

    var target: CGRect { CGRect(animation.target + shift) }

    func value(at time: Double) -> CGRect {
        CGRect(animation.value(at: time) + shift)
    }

    /// Moves the target, and everything in flight with it, to `frame`.
    func shift(to frame: CGRect) {
        if animation.isAnimating {
            shift = shift + (frame.animatableData - (animation.target + shift))
        } else {
            animation = AnimatedValue(frame.animatableData)
            shift = .zero
        }
    }

    /// Animates from where the view is drawn now to `frame`, tagged for a completion.
    func animate(to frame: CGRect, with curve: Animation, at time: Double, tag: AnimationTag? = nil) {
        animation.animate(to: frame.animatableData - shift, with: curve, at: time, tag: tag)
    }

    /// Whether the animations tagged `tag` meet `criteria` at `time`.
    func isComplete(_ tag: AnimationTag, _ criteria: AnimationCompletionCriteria.Kind, at time: Double) -> Bool {
        criteria == .logicallyComplete ? animation.isLogicallyComplete(tag, at: time) : animation.isRemoved(tag, at: time)
    }

    func removeFinished(at time: Double) {
        animation.removeFinished(at: time)
    }

    var isAnimating: Bool { animation.isAnimating }
}

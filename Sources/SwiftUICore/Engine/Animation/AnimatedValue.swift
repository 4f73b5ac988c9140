import Foundation

/// A value's animation state over virtual time: its target, the animations moving it there,
/// and which transactions those animations belong to. The engine the runtime keeps for every
/// animatable value.
///
/// ## Why not one animation at a time
///
/// SwiftUI lets a new change interrupt a running animation, and what happens next depends on
/// the new animation (SEMANTICS §2–3):
///
/// - A **merging spring** takes over: it starts from the presented value *and velocity* at
///   that moment and replaces everything running. A retargeted spring keeps its momentum.
/// - **Everything else is additive**: the new animation runs on its own clock from the running
///   value of what came before it toward its own target. With segments in start order,
///   v_k = v_(k−1) + p_k(τ_k)·(target_k − v_(k−1)), so two linear animations crossing give
///   y(0.75) = 56.25 in SEMANTICS §3, not the average of two independent moves.
/// - A **custom animation** whose `shouldMerge` says so takes over the newest segment: its
///   clock, its context and its base; otherwise it is additive.
///
/// So the state is a chain of `AnimationSegment`s over an `origin` — the value when the
/// current run of animations began — and every sample walks the chain in closed form. Nothing
/// is integrated frame by frame: a value sampled at any time, in any order, is the same.
///
/// ## Completion
///
/// A segment is *finished* when it is at its target for good: a curve at the end of its
/// (delayed, sped up, repeated) duration, a spring at its rest time (`Spring+Rest.swift`). A
/// finished segment makes every earlier one irrelevant — the chain's value no longer depends
/// on them — so they are dropped; the newest segment is dropped once it finishes itself. A
/// transaction's `.removed` completion waits until no segment carrying its tag is left; its
/// `.logicallyComplete` completion waits for the segments it started (at the time they would
/// have logically completed, even after a spring absorbed them) — or until it is removed.
/// A tag this value has never seen is complete.
///
/// ## Design boundaries
///
/// - Sampling is pure; only `animate(to:with:at:tag:)` and `removeFinished(at:)` change the
///   state, and they expect time not to run backwards. Custom animations keep state written in
///   `removeFinished(at:)`, so the runtime should call it every tick (it does).
/// - A change with no animation snaps: the value jumps to the target and every running
///   animation is dropped, which completes its transactions.
struct AnimatedValue<Value: VectorArithmetic> {
    /// The value every animation is heading for: the last value set.
    private(set) var target: Value
    /// The value when the current run of animations began: the base of the first segment, and
    /// the start of the move whose 1 % a merging spring may leave when it rests (SwiftUI
    /// measures that tolerance from where its animator began).
    private var origin: Value
    /// The running animations, in start order.
    private(set) var segments: [AnimationSegment<Value>] = []
    /// Logical completions of segments that a merge absorbed, still waiting for their time.
    private(set) var absorbed: [AbsorbedCompletion<Value>] = []

    init(_ value: Value) {
        target = value
        origin = value
    }

    /// Whether any animation is still running (as of the last `removeFinished(at:)`).
    var isAnimating: Bool { !segments.isEmpty }

    /// The presented value at `time`.
    func value(at time: Double) -> Value {
        // At rest the value is its origin (no animation to run through).
        guard !segments.isEmpty else { return origin }
        return runningValues(at: time).last?.value ?? target
    }

    /// The presented velocity at `time`, in units per second.
    func velocity(at time: Double) -> Value {
        runningValues(at: time).last?.velocity ?? .zero
    }

    /// Moves the target to `newTarget` at `time`, animated with `animation` (or at once when it
    /// is `nil`), on behalf of the transaction `tag`. A new target equal to the current one
    /// changes nothing, and the tag is not recorded.
    mutating func animate(to newTarget: Value, with animation: Animation?, at time: Double, tag: AnimationTag?) {
        removeFinished(at: time)
        guard newTarget != target else { return }
        guard let animation else {
            snap(to: newTarget)
            return
        }
        let running = runningValues(at: time)
        let presented = running.last ?? (origin, .zero)
        let tags = tag.map { [$0] } ?? []
        defer { target = newTarget }

        if case .spring(let spring, _) = animation.storage {
            absorbAll(at: time, running: running)
            let restTime = spring.restTime(
                displacement: presented.value - newTarget, velocity: presented.velocity, move: newTarget - origin)
            let motion = AnimationSegment<Value>.Motion.spring(
                spring, startValue: presented.value, startVelocity: presented.velocity, restTime: restTime)
            let carried = segments.flatMap(\.carriedTags) + tags
            segments = [AnimationSegment(
                motion: motion, animation: animation, startTime: time, target: newTarget,
                logicalTag: tag, carriedTags: carried)]
            return
        }
        if animation.storage.isCustom, merge(animation, into: newTarget, at: time, running: running, tags: tags) {
            return
        }
        let change = (newTarget - presented.value).magnitudeSquared
        let motion: AnimationSegment<Value>.Motion = ProgressTimeline(animation.storage, moveSquared: change)
            .map { .progress($0) } ?? .custom(AnimationContext())
        segments.append(AnimationSegment(
            motion: motion, animation: animation, startTime: time, target: newTarget,
            logicalTag: tag, carriedTags: tags))
    }

    /// Drops the animations that are finished at `time`, keeping what custom animations wrote
    /// to their state. When none remain, the value is exactly the target.
    mutating func removeFinished(at time: Double) {
        guard !segments.isEmpty else { return }
        let running = runningValues(at: time)
        var lastFinished: Int?
        for index in segments.indices where segments[index].advance(to: time, base: running[index].value) {
            lastFinished = index
        }
        absorbed.removeAll { $0.isComplete(at: time) }
        guard let lastFinished else { return }
        if lastFinished == segments.count - 1 {
            segments = []
            absorbed = []
            origin = target
        } else {
            segments.removeFirst(lastFinished)
            let carried = Set(segments.flatMap(\.carriedTags))
            absorbed.removeAll { !carried.contains($0.tag) }
        }
    }

    /// The value at once: every running animation is dropped, and with it its tags.
    mutating func snap(to newTarget: Value) {
        segments = []
        absorbed = []
        target = newTarget
        origin = newTarget
    }

    /// Keeps the logical completion of every running segment that has not completed yet,
    /// before a merging spring replaces them all.
    private mutating func absorbAll(at time: Double, running: [(value: Value, velocity: Value)]) {
        for (index, segment) in segments.enumerated() {
            absorb(segment, base: running[index].value, at: time)
        }
    }

    private mutating func absorb(_ segment: AnimationSegment<Value>, base: Value, at time: Double) {
        guard let tag = segment.logicalTag, !segment.isLogicallyComplete(at: time, base: base) else { return }
        absorbed.append(AbsorbedCompletion(tag: tag, segment: segment, base: base))
    }

    /// Asks `animation` whether it merges with the newest segment; if it does, it takes that
    /// segment's place, clock and context. Returns whether it merged.
    private mutating func merge(
        _ animation: Animation, into newTarget: Value, at time: Double,
        running: [(value: Value, velocity: Value)], tags: [AnimationTag]
    ) -> Bool {
        guard let newest = segments.indices.last else { return false }
        let previous = segments[newest]
        let base = running[newest].value
        var context = previous.mergeContext(base: base)
        guard animation.shouldMerge(
            previous: previous.animation, value: previous.target - base,
            time: time - previous.startTime, context: &context)
        else { return false }
        absorb(previous, base: base, at: time)
        context.isLogicallyComplete = false
        segments[newest] = AnimationSegment(
            motion: .custom(context), animation: animation, startTime: previous.startTime, target: newTarget,
            logicalTag: tags.first, carriedTags: previous.carriedTags + tags)
        return true
    }

    /// The running value and velocity before each segment and, last, of the whole chain.
    func runningValues(at time: Double) -> [(value: Value, velocity: Value)] {
        var running: [(value: Value, velocity: Value)] = [(origin, .zero)]
        running.reserveCapacity(segments.count + 1)
        for segment in segments {
            let base = running[running.count - 1]
            running.append(segment.sample(at: time, base: base.value, baseVelocity: base.velocity))
        }
        return running
    }

    /// The index of the newest segment that has finished at `time`.
    func lastFinishedIndex(at time: Double) -> Int? {
        let running = runningValues(at: time)
        return segments.indices.last { segments[$0].isFinished(at: time, base: running[$0].value) }
    }
}

/// The logical completion of a segment that a merge replaced: it still completes when the
/// segment would have.
struct AbsorbedCompletion<Value: VectorArithmetic> {
    let tag: AnimationTag
    let segment: AnimationSegment<Value>
    /// The segment's base when it was absorbed, for custom animations that need their change.
    let base: Value

    func isComplete(at time: Double) -> Bool {
        segment.isLogicallyComplete(at: time, base: base)
    }
}

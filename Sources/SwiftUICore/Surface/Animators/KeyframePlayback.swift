import Foundation

/// What a `KeyframeAnimator` plays: its keyframes from the moment they started, on the scene's
/// clock. The graph keeps it like an animated value (at the animator's identity, on the
/// composite whose body holds it), so a running playback keeps the graph awake and the body's
/// content is made again on every frame.
///
/// ## How it works
///
/// A playback holds one `KeyframeTimeline` and the time it started. With a trigger, a change
/// of the trigger starts new keyframes, made by the animator's `keyframes` closure from the
/// value at that moment, with each property's velocity then (so a restart mid-flight keeps
/// the motion going, as SwiftUI documents); when they end the value stays at their end. When
/// repeating, each run's end starts the next, from the end value; turning repeating off holds
/// the value where it is, and turning it on again starts from there.
final class KeyframePlayback<Value>: PrunableAnimator {
    /// How the animator is driven.
    enum Drive {
        case trigger(AnimatorTrigger)
        case repeating(Bool)
    }

    /// Makes a run's keyframes from the value (and velocities) it starts with.
    typealias Keyframing = (Value, KeyframeVelocities) -> KeyframeTimeline<Value>

    private var timeline: KeyframeTimeline<Value>?
    private var heldValue: Value
    private var start = 0.0
    private var trigger: AnimatorTrigger?
    private var isRepeating = false
    private var keyframing: Keyframing?
    private(set) var isAnimating = false

    /// How many repeating runs that ended by one moment are started one after the other
    /// before the rest are skipped (`advanceRepeats(to:)`). A run as short as one 120 Hz
    /// frame, reached from a 1 fps scene's frame, is 120 runs: ten times that keeps every
    /// run a screen could show while bounding the work.
    static var maximumRunsPlayedInTurn: Int { 1_200 }

    init(initialValue: Value) {
        heldValue = initialValue
    }

    /// Takes the animator's drive and keyframes as its body now gives them; a change of
    /// trigger, or repeating turned on, starts keyframes at `time`.
    func update(_ drive: Drive, keyframing: @escaping Keyframing, at time: Double) {
        self.keyframing = keyframing
        switch drive {
        case .trigger(let new):
            defer { trigger = new }
            // The first sighting only records the trigger: the value waits at its initial one.
            guard let old = trigger, old != new else { return }
            play(at: time)
        case .repeating(let repeats):
            if repeats, !isRepeating {
                isRepeating = true
                play(at: time)
            } else if !repeats, isRepeating {
                heldValue = value(at: time)
                timeline = nil
                isRepeating = false
                isAnimating = false
            }
        }
    }

    /// Starts new keyframes at `time`, from the value and velocities there.
    private func play(at time: Double) {
        guard let keyframing else { return }
        let from = value(at: time)
        let velocities = timeline.map { $0.velocities(time: time - start) } ?? [:]
        timeline = keyframing(from, velocities)
        start = time
        isAnimating = true
    }

    /// The value at `time`.
    func value(at time: Double) -> Value {
        advanceRepeats(to: time)
        guard let timeline else { return heldValue }
        return timeline.value(time: time - start)
    }

    /// Repeating: starts each run that has begun by `time` from the end of the one before.
    ///
    /// Runs are played one by one up to `maximumRunsPlayedInTurn`; the rest that ended by
    /// `time` are skipped, and the run under way starts where `time` falls, modulo the run's
    /// duration. Stepping them all would not end: a legal run of 1e-17 s is 10¹⁵ runs a frame,
    /// and once `start` passes 0.1 s, adding 1e-17 to it leaves it as it was. Skipping is
    /// unseen: a frame shows one moment, and each skipped run started from the end of the one
    /// before, as the run it leaves does.
    private func advanceRepeats(to time: Double) {
        guard isRepeating, let keyframing else { return }
        var played = 0
        while let timeline, timeline.duration > 0, time >= start + timeline.duration {
            let end = timeline.value(time: timeline.duration)
            played += 1
            if played < Self.maximumRunsPlayedInTurn {
                start += timeline.duration
            } else {
                start = time - (time - start).truncatingRemainder(dividingBy: timeline.duration)
            }
            self.timeline = keyframing(end, [:])
            if played >= Self.maximumRunsPlayedInTurn { break }
        }
    }

    func removeFinished(at time: Double) {
        advanceRepeats(to: time)
        guard let timeline else {
            isAnimating = false
            return
        }
        isAnimating = isRepeating ? timeline.duration > 0 : time < start + timeline.duration
    }
}

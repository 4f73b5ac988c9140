import Foundation

/// Whether the animations of a transaction are complete: the two criteria of SwiftUI's
/// `AnimationCompletionCriteria`, answered for one value.
///
/// A segment is *removed* at a time when a later segment has finished (its chain no longer
/// depends on earlier ones), or when it is the newest and has finished itself. SEMANTICS §3:
/// the first of two crossing linear animations reaches its end at 1.0 but is removed only when
/// the second finishes at 1.5, because until then its value is the second one's base.
///
/// Removal implies logical completion: a segment dropped early (a short animation finishing
/// above a long one) counts as logically complete from then on.
extension AnimatedValue {
    /// Whether no animation carrying `tag` is still running at `time`. True for a tag this
    /// value has never seen or has already dropped.
    func isRemoved(_ tag: AnimationTag, at time: Double) -> Bool {
        guard segments.contains(where: { $0.carriedTags.contains(tag) }) else { return true }
        guard let lastFinished = lastFinishedIndex(at: time) else { return false }
        return segments.indices.allSatisfy { index in
            !segments[index].carriedTags.contains(tag) || index < lastFinished
                || (index == lastFinished && index == segments.count - 1)
        }
    }

    /// Whether the animations started with `tag` have logically completed at `time` — or were
    /// removed. True for a tag this value has never seen.
    func isLogicallyComplete(_ tag: AnimationTag, at time: Double) -> Bool {
        if isRemoved(tag, at: time) { return true }
        let running = runningValues(at: time)
        for index in segments.indices where segments[index].logicalTag == tag {
            if !segments[index].isLogicallyComplete(at: time, base: running[index].value) { return false }
        }
        return absorbed.allSatisfy { $0.tag != tag || $0.isComplete(at: time) }
    }
}

import Foundation

/// The gestures one touch started, and how they compete for it.
///
/// When the finger goes down, every gesture attached to the views on the way to the view hit
/// (see `HitTest`) gets a recognizer; a masked one (`GestureMask`) gets none. Recognizers are
/// fed each event in rank order:
///
/// - *exclusive* gestures (`gesture(_:)`, `highPriorityGesture(_:)`, a button's press): the
///   first to be recognized wins the touch and the other exclusive ones are cancelled (their
///   `@GestureState`s reset, a button un-pressed). Recognized at the same event, the one
///   ranked first wins: high-priority gestures from the outermost view in, then the others
///   from the innermost view out, as SwiftUI gives a subview's gesture precedence over its
///   container's unless the container's has high priority;
/// - *simultaneous* gestures (`simultaneousGesture(_:)`) are fed after them and neither win
///   nor lose.
///
/// Design boundary: SwiftUI makes a container's gesture wait while a subview's may still be
/// recognized; here the first recognized wins, the rank breaking ties only. The two agree for
/// the usual pairs (a tap inside a drag: the drag starts on moving, the tap ends on lifting).
final class TouchSession {
    private struct Entry {
        let recognizer: AnyGestureRecognizer<Void>
        let isExclusive: Bool
        var isOver = false
    }

    private var entries: [Entry]
    private var hasWinner = false

    /// The session for the views on `path` (root first).
    init(path: [HitTest.Step]) {
        var ordered: [(attachment: GestureAttachment, step: HitTest.Step, depth: Int)] = []
        var subviewsEnabled = true
        var keys: Set<ViewIdentity> = []
        // Outermost first: a mask without `.subviews` turns off what is inside it.
        for (depth, step) in path.enumerated() {
            for attachment in step.node.gestures.reversed() where subviewsEnabled {
                if attachment.mask.contains(.gesture), keys.insert(attachment.key).inserted {
                    ordered.append((attachment, step, depth))
                }
                if !attachment.mask.contains(.subviews) { subviewsEnabled = false }
            }
            // A control that a tap acts on (a stepper's half, a segment) without a gesture of
            // its own is tapped as a button is.
            if subviewsEnabled, let tap = step.node.tapAction, !step.node.gestures.contains(where: \.isButtonPress),
               keys.insert(step.node.identity.appending(.part("tapAction"))).inserted {
                let action = tap.action
                ordered.append((
                    GestureAttachment(TapGesture().onEnded(action), priority: .normal, mask: .all, key: step.node.identity),
                    step, depth))
            }
        }
        let high = ordered.filter { $0.attachment.priority == .high }
        let normal = ordered.filter { $0.attachment.priority == .normal }.reversed()
        let simultaneous = ordered.filter { $0.attachment.priority == .simultaneous }.reversed()
        entries = (high + normal + simultaneous).map { item in
            let step = item.step
            let context = GestureContext(toLocal: step.local, size: step.node.touchFrame.size)
            return Entry(recognizer: item.attachment.makeRecognizer(context), isExclusive: item.attachment.priority != .simultaneous)
        }
    }

    /// Feeds `event` to the recognizers still in the running.
    func handle(_ event: TouchEvent) {
        for index in entries.indices where !entries[index].isOver {
            let outcome = entries[index].recognizer.handle(event)
            if outcome.isFinal { entries[index].isOver = true }
            if entries[index].isExclusive, outcome.isRecognized, !hasWinner {
                hasWinner = true
                for other in entries.indices where other != index && entries[other].isExclusive && !entries[other].isOver {
                    entries[other].recognizer.cancel()
                    entries[other].isOver = true
                }
            }
        }
        if event.phase == .ended {
            // What waits for nothing more once the finger is up is over.
            for index in entries.indices where !entries[index].isOver && entries[index].recognizer.deadline() == nil {
                entries[index].recognizer.cancel()
                entries[index].isOver = true
            }
        }
    }

    /// The next time a recognizer wants to be told of (a long press's duration, a double
    /// tap's wait).
    var deadline: Double? {
        entries.filter { !$0.isOver }.compactMap { $0.recognizer.deadline() }.min()
    }

    /// Whether every recognizer is over.
    var isOver: Bool {
        entries.allSatisfy(\.isOver)
    }
}

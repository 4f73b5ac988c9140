import Foundation

/// A finger dragging a scroll view (or a list): the content follows the finger along the
/// scroll axes, clamped to its range, and decelerates after the finger lifts
/// (`ScrollDeceleration`).
///
/// How it competes: the drag is attached to the scroll view's node as an ordinary gesture
/// (`gesture(_:)` priority), so a gesture of a view inside the content that is recognized at
/// the same touch event wins (a `DragGesture` with its default 10-pt minimum distance), as a
/// subview's gesture goes first in SwiftUI; a button's press or a tap inside loses to the
/// scroll once the finger has moved 10 pt, as UIScrollView cancels its content's touches.
/// A scroll view along one axis gives the touch up if the finger first moves 10 pt across it,
/// so that a vertical drag over a horizontal carousel scrolls the page around it. At its top, a
/// scroll view under a zoomed screen or in a sheet gives up a touch that starts down: it
/// dismisses the screen or the sheet (`ZoomDismissal`, `SheetSwipe`).
///
/// Design boundaries: the content moves by the finger's whole translation from where it went
/// down (UIScrollView hides its 10-pt hysteresis the same way: the content does not lag the
/// finger); no rubber-banding past the ends; a finger going down on a decelerating scroll view
/// stops it where it is drawn.
extension ScrollController {
    /// How far the finger moves along a scroll axis before the content follows it: UIKit's
    /// pan hysteresis, the 10 pt that is also `DragGesture`'s default minimum distance.
    static let dragThreshold: CGFloat = 10

    private struct DragState {
        var start: CGPoint?
        var startOffset = CGPoint.zero
        var isActive = false
        var sampler = VelocitySampler()
    }

    /// The drag of this scroll view, attached to its node under `key`.
    func dragAttachment(key: ViewIdentity) -> GestureAttachment {
        GestureAttachment(priority: .normal, key: key.appending(.part("scrollDrag"))) { [weak self] _ in
            self?.dragRecognizer() ?? AnyGestureRecognizer(handle: { _ in .failed })
        }
    }

    /// The offset as it is drawn in the last layout (part of the way, while a scroll animates).
    var presentedOffset: CGPoint {
        guard viewport != .zero else { return targetOffset }
        return CGPoint(
            x: axes.contains(.horizontal) ? viewport.minX + margins.leading - contentFrame.minX : 0,
            y: axes.contains(.vertical) ? viewport.minY + margins.top - contentFrame.minY : 0)
    }

    private func dragRecognizer() -> AnyGestureRecognizer<Void> {
        let memory = RecognizerMemory(DragState())
        return AnyGestureRecognizer(handle: { [weak self] event in
            guard let self, event.phase != .timer else { return .possible }
            var state = memory.state
            defer { memory.state = state }
            if event.phase == .began {
                guard !isDisabled else { return .failed }
                state = DragState(start: event.location, startOffset: presentedOffset)
                // A finger down on a decelerating content catches it where it is drawn.
                if state.startOffset != targetOffset {
                    withTransaction(Transaction()) { move(to: state.startOffset) }
                }
            }
            guard let start = state.start else { return .possible }
            state.sampler.add(event.location, at: event.time)
            let along = CGPoint(
                x: axes.contains(.horizontal) ? event.location.x - start.x : 0,
                y: axes.contains(.vertical) ? event.location.y - start.y : 0)
            if !state.isActive {
                // At its top, a scroll view under a zoomed screen or in a sheet leaves a drag
                // that starts down to what it dismisses (`ZoomDismissal`, `SheetSwipe`).
                let moved = CGSize(width: event.location.x - start.x, height: event.location.y - start.y)
                if navigationEdge?.yieldsDownwardDrag == true || yieldsDownwardDragAtTop, axes.contains(.vertical),
                   state.startOffset.y <= 0,
                   hypot(moved.width, moved.height) >= Self.dragThreshold, moved.height > abs(moved.width) {
                    return .failed
                }
                let across = CGPoint(
                    x: axes.contains(.horizontal) ? 0 : event.location.x - start.x,
                    y: axes.contains(.vertical) ? 0 : event.location.y - start.y)
                if hypot(along.x, along.y) >= Self.dragThreshold {
                    state.isActive = true
                } else if hypot(across.x, across.y) >= Self.dragThreshold || event.phase == .ended {
                    return .failed
                } else {
                    return .possible
                }
            }
            // The content follows the finger: dragging up scrolls down.
            let target = clamped(CGPoint(x: state.startOffset.x - along.x, y: state.startOffset.y - along.y))
            guard event.phase == .ended else {
                withTransaction(Transaction()) { move(to: target) }
                return .changed(())
            }
            let velocity = state.sampler.velocity
            decelerate(from: target, velocity: CGPoint(
                x: axes.contains(.horizontal) ? -velocity.width : 0, y: axes.contains(.vertical) ? -velocity.height : 0))
            return .ended(())
        })
    }

    /// After a release at `offset` with the content moving at `velocity` (points per second):
    /// on to where UIKit's deceleration brings it (`ScrollDeceleration`), clamped to the
    /// content and settled by the scroll target behaviour.
    ///
    /// The release moves the content to `offset` in the same event, so the animation runs
    /// from where it was before (`targetOffset`, as the drag leaves it unanimated) with that
    /// step made at once (`ScrollDeceleration.lead`, measured along the axis that moves most).
    func decelerate(from offset: CGPoint, velocity: CGPoint) {
        let before = targetOffset
        var target = clamped(CGPoint(
            x: offset.x + ScrollDeceleration.distance(forVelocity: velocity.x),
            y: offset.y + ScrollDeceleration.distance(forVelocity: velocity.y)))
        if let behavior {
            target = clamped(behavior.settle(target, in: self))
        }
        let whole = CGPoint(x: target.x - before.x, y: target.y - before.y)
        let step = abs(whole.x) > abs(whole.y) ? (offset.x - before.x, whole.x) : (offset.y - before.y, whole.y)
        guard step.1 != 0 else {
            withTransaction(Transaction()) { move(to: target) }
            return
        }
        let lead = min(1, max(0, Double(step.0 / step.1)))
        withAnimation(Animation(ScrollDeceleration(lead: lead))) { move(to: target) }
    }
}

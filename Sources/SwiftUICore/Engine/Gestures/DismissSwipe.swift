import Foundation

/// The finger a system dismissal follows (a sheet swiped down, a zoomed screen dragged back
/// into its source): recognized once the finger's first 10 pt (UIKit's pan hysteresis) go down
/// more than across, it reports the finger's whole translation from where it went down as it
/// moves, and on release that translation with the finger's velocity (SwiftUI's estimate,
/// `VelocitySampler`). A touch that starts across or up is left to others.
struct DismissSwipe {
    /// How far the finger moves before the swipe takes the touch.
    static let threshold: CGFloat = 10

    /// Told the time (on the graph's clock) when the swipe is recognized, before its first
    /// translation: a view still springing back from an earlier swipe is caught there.
    var began: (_ time: Double) -> Void = { _ in }
    /// Told the translation at every move once recognized.
    let changed: (CGSize) -> Void
    /// Told the translation, the velocity (points per second) and the time at the release.
    let ended: (_ translation: CGSize, _ velocity: CGSize, _ time: Double) -> Void
    /// Told that another gesture took the touch after the swipe was recognized, at the time of
    /// the touch's last event.
    let cancelled: (_ time: Double) -> Void

    /// Whether a release at `translation` moving at `velocity` ends at least `distance` down,
    /// by its predicted end (SwiftUI's `predictedEndTranslation`: a quarter of a second on).
    static func reaches(_ distance: CGFloat, translation: CGSize, velocity: CGSize) -> Bool {
        translation.height + velocity.height * DragGesture.Value.predictionTime >= distance
    }

    /// The fraction of its way a move on `spring` still has to go `elapsed` seconds after it
    /// starts at rest: where a view springing back is drawn, from where it was let go.
    static func remaining(of spring: Spring, after elapsed: Double) -> CGFloat {
        CGFloat(1 - spring.value(target: 1.0, time: max(0, elapsed)))
    }

    func recognizer() -> AnyGestureRecognizer<Void> {
        let memory = RecognizerMemory((start: CGPoint?.none, isActive: false, sampler: VelocitySampler(), time: 0.0))
        return AnyGestureRecognizer(
            handle: { event in
                guard event.phase != .timer else { return .possible }
                var state = memory.state
                defer { memory.state = state }
                if event.phase == .began { state = (event.location, false, VelocitySampler(), event.time) }
                guard let start = state.start else { return .possible }
                state.time = event.time
                state.sampler.add(event.location, at: event.time)
                let translation = CGSize(width: event.location.x - start.x, height: event.location.y - start.y)
                if !state.isActive {
                    guard event.phase != .ended, !event.isMultitouch else { return .failed }
                    guard hypot(translation.width, translation.height) >= Self.threshold else { return .possible }
                    guard translation.height > abs(translation.width) else { return .failed }
                    state.isActive = true
                    began(event.time)
                }
                guard event.phase == .ended else {
                    changed(translation)
                    return .changed(())
                }
                ended(translation, state.sampler.velocity, event.time)
                return .ended(())
            },
            cancel: {
                if memory.state.isActive { cancelled(memory.state.time) }
            })
    }
}

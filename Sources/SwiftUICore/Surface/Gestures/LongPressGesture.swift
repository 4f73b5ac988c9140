import Foundation

/// A gesture that succeeds when the user performs a long press (SwiftUI's `LongPressGesture`).
///
/// Its value is `true` from the moment the finger goes down (what `updating(_:body:)` sees
/// while the press is detected) and it ends, with `true`, once the finger has stayed down for
/// `minimumDuration` without moving farther than `maximumDistance`. Lifted or moved away
/// before that, or touched with two fingers, it fails.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// SwiftUI's defaults: half a second, 10 points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Bool> {
        let memory = RecognizerMemory<(location: CGPoint, time: Double)?>(nil)
        let minimumDuration = minimumDuration, maximumDistance = maximumDistance
        return AnyGestureRecognizer(
            handle: { event in
                // A long press is one finger (UIKit's `numberOfTouchesRequired` is 1).
                guard !event.isMultitouch else { return .failed }
                switch event.phase {
                case .began:
                    memory.state = (event.location, event.time)
                    return .tentative(true)
                case .moved:
                    guard let start = memory.state else { return .possible }
                    return start.location.distance(to: event.location) > maximumDistance ? .failed : .tentative(true)
                case .ended:
                    return .failed
                case .timer:
                    guard let start = memory.state, event.time - start.time >= minimumDuration - 1e-9 else { return .tentative(true) }
                    return .ended(true)
                }
            },
            deadline: { memory.state.map { $0.time + minimumDuration } })
    }
}

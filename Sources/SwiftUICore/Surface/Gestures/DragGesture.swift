import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes (SwiftUI's
/// `DragGesture`).
///
/// It starts once the finger has moved `minimumDistance` from where it went down (at once
/// for zero), reports a value for every event after, and ends when the finger lifts. Its
/// `startLocation` is where the finger went down, so the first translation is already about
/// `minimumDistance` long, as in SwiftUI.
///
/// `velocity` is SwiftUI's estimate from the last three samples (see `VelocitySampler`), and
/// `predictedEndLocation` is where the finger would come to rest if it went on decelerating:
/// SwiftUI's `location + velocity / 4` (its public `velocity` is written, in the interface
/// it ships, as four times `predictedEndLocation − location`).
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event (on the scene's clock).
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity the finger moved at, in points per second, as SwiftUI estimates it.
        var velocityPerSecond: CGSize

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The current drag velocity, in points per second.
        public var velocity: CGSize {
            let predicted = predictedEndLocation
            return CGSize(width: 4 * (predicted.x - location.x), height: 4 * (predicted.y - location.y))
        }

        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now: a quarter of a second's travel at the velocity.
        public var predictedEndLocation: CGPoint {
            CGPoint(
                x: location.x + velocityPerSecond.width * Self.predictionTime,
                y: location.y + velocityPerSecond.height * Self.predictionTime)
        }

        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// SwiftUI's prediction horizon: `velocity == 4 × (predictedEndLocation − location)`.
        static let predictionTime: CGFloat = 0.25
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// SwiftUI's default minimum distance: 10 points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    private struct State {
        var start: CGPoint?
        var isActive = false
        var sampler = VelocitySampler()
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let memory = RecognizerMemory(State())
        let minimumDistance = minimumDistance, space = coordinateSpace
        return AnyGestureRecognizer(handle: { event in
            guard event.phase != .timer else { return .possible }
            let location = context.convert(event.location, to: space)
            var state = memory.state
            defer { memory.state = state }
            if event.phase == .began { state = State(start: location) }
            guard let start = state.start else { return .possible }
            state.sampler.add(location, at: event.time)
            if !state.isActive, start.distance(to: location) >= minimumDistance {
                state.isActive = true
            }
            guard state.isActive else { return event.phase == .ended ? .failed : .possible }
            let value = Value(
                time: event.date, location: location, startLocation: start,
                velocityPerSecond: state.sampler.velocity)
            return event.phase == .ended ? .ended(value) : .changed(value)
        })
    }
}

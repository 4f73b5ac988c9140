import Foundation

/// A gesture that recognizes one or more taps (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// The required number of tap events.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Void> {
        TapRecognition.recognizer(count: count).map { _ in () }
    }
}

/// A gesture that recognizes one or more taps and reports their location (SwiftUI's
/// `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognition.recognizer(count: count).map { Value(location: context.convert($0, to: space)) }
    }
}

/// How a tap is recognized: the finger goes down and up `count` times, each time within
/// `allowableMovement` of where it went down, each tap beginning within `interval` of the
/// last one's end. The value is where the last tap ended, in canvas points.
enum TapRecognition {
    /// How far a tapping finger may move: UIKit's default `allowableMovement` (10 pt, as
    /// documented for `UILongPressGestureRecognizer`); farther, it is no longer a tap.
    static let allowableMovement: CGFloat = 10
    /// How long the next tap of a multiple tap may wait after the last ended: 0.35 s, the
    /// double-tap window UIKit's recognizers are measured to use (not documented by Apple).
    static let interval: Double = 0.35

    private struct State {
        var taps = 0
        var downLocation: CGPoint?
        var lastEnd: Double?
    }

    static func recognizer(count: Int) -> AnyGestureRecognizer<CGPoint> {
        let memory = RecognizerMemory(State())
        return AnyGestureRecognizer(
            handle: { event in
                // A tap is one finger (UIKit's `numberOfTouchesRequired` is 1).
                guard !event.isMultitouch else { return .failed }
                var state = memory.state
                defer { memory.state = state }
                switch event.phase {
                case .began:
                    if let lastEnd = state.lastEnd, event.time - lastEnd > interval { return .failed }
                    state.downLocation = event.location
                    return .possible
                case .moved:
                    guard let down = state.downLocation else { return .possible }
                    return down.distance(to: event.location) > allowableMovement ? .failed : .possible
                case .ended:
                    guard let down = state.downLocation, down.distance(to: event.location) <= allowableMovement else { return .failed }
                    state.taps += 1
                    state.downLocation = nil
                    if state.taps >= max(count, 1) { return .ended(event.location) }
                    state.lastEnd = event.time
                    return .possible
                case .timer:
                    if state.downLocation == nil, let lastEnd = state.lastEnd, event.time - lastEnd >= interval - 1e-9 { return .failed }
                    return .possible
                }
            },
            deadline: { memory.state.downLocation == nil ? memory.state.lastEnd.map { $0 + interval } : nil })
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

import Foundation

/// One event of a touch, as recognizers see it: where the fingers are (in canvas points) at a
/// time on the graph's clock.
///
/// A touch is one finger, or two that go down, move and lift together (a script's pinch).
/// `location` is where the touch is: its one finger, or the centroid of its fingers, as
/// UIKit's `location(in:)` reports a multi-touch gesture's. Gestures of one finger (taps,
/// long presses, a button's press) fail when two go down; a drag follows the centroid.
struct TouchEvent: Equatable {
    enum Phase: Equatable {
        /// The finger went down.
        case began
        /// The finger moved (or stayed: a sample at a frame time).
        case moved
        /// The finger went up.
        case ended
        /// No finger event: the clock reached a time a recognizer asked to be told of (a long
        /// press's minimum duration, a double tap's wait).
        case timer
    }

    var phase: Phase
    /// Where the touch is, in canvas points: its finger, or the centroid of its fingers.
    var location: CGPoint
    /// Where each finger is, in canvas points (one or two).
    var fingers: [CGPoint]
    /// The time on the graph's clock, in seconds.
    var time: Double

    /// An event of one finger at `location`.
    init(phase: Phase, location: CGPoint, time: Double) {
        self.phase = phase
        self.location = location
        fingers = [location]
        self.time = time
    }

    /// An event of the fingers at `fingers`, located at their centroid.
    init(phase: Phase, fingers: [CGPoint], time: Double) {
        self.phase = phase
        let count = CGFloat(max(fingers.count, 1))
        location = CGPoint(x: fingers.map(\.x).reduce(0, +) / count, y: fingers.map(\.y).reduce(0, +) / count)
        self.fingers = fingers
        self.time = time
    }

    /// The scene's date at the event (a gesture value's `time`): the scene's clock, as
    /// `TimelineView` reads it, not the wall clock.
    var date: Date { SceneClock.date(at: SceneClock.nanoseconds(time)) }

    /// Whether more than one finger is down: a one-finger gesture fails.
    var isMultitouch: Bool { fingers.count > 1 }
}

/// What a recognizer made of an event.
enum GestureOutcome<Value> {
    /// Not recognized yet: it may still be.
    case possible
    /// Not recognized yet, with a value to show meanwhile (a long press while the finger is
    /// held, a button while pressed): it claims the touch from no other gesture.
    case tentative(Value)
    /// Recognized and going on, with its current value (a drag's, a long press's pressing).
    case changed(Value)
    /// Recognized and over, with its last value.
    case ended(Value)
    /// It will not be recognized in this touch sequence.
    case failed

    /// Whether the recognizer has nothing more to say.
    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .tentative, .changed: false
        }
    }

    /// Whether the gesture has been recognized (it claims the touch).
    var isRecognized: Bool {
        switch self {
        case .changed, .ended: true
        case .possible, .tentative, .failed: false
        }
    }

    var value: Value? {
        switch self {
        case .tentative(let value), .changed(let value), .ended(let value): value
        case .possible, .failed: nil
        }
    }

    /// The value of a gesture still going on (tentatively or recognized).
    var ongoingValue: Value? {
        switch self {
        case .tentative(let value), .changed(let value): value
        case .possible, .ended, .failed: nil
        }
    }

    func map<Other>(_ transform: (Value) -> Other) -> GestureOutcome<Other> {
        switch self {
        case .possible: .possible
        case .tentative(let value): .tentative(transform(value))
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// Recognizes one gesture over one touch sequence: fed events in time order, it says after
/// each what it made of them; once it ends or fails it is fed nothing more.
///
/// A recognizer is a box of closures over the state its gesture keeps, so that wrappers
/// (`onChanged`, `updating`, the combinators) compose without a class per gesture.
struct AnyGestureRecognizer<Value> {
    /// Consumes one event.
    let handle: (TouchEvent) -> GestureOutcome<Value>
    /// Tells the recognizer that another gesture won the touch (or it was given up): it
    /// undoes what it set while it went on (a `@GestureState` returns to its initial value).
    let cancel: () -> Void
    /// The next time the recognizer wants a `.timer` event, if any.
    let deadline: () -> Double?

    init(
        handle: @escaping (TouchEvent) -> GestureOutcome<Value>, cancel: @escaping () -> Void = {},
        deadline: @escaping () -> Double? = { nil }
    ) {
        self.handle = handle
        self.cancel = cancel
        self.deadline = deadline
    }

    /// The same recognizer reporting `transform`'s values; a `nil` there makes it fail.
    func map<Other>(_ transform: @escaping (Value) -> Other?) -> AnyGestureRecognizer<Other> {
        AnyGestureRecognizer<Other>(
            handle: { event in
                switch handle(event) {
                case .possible: .possible
                case .failed: .failed
                case .tentative(let value): transform(value).map { .tentative($0) } ?? .failed
                case .changed(let value): transform(value).map { .changed($0) } ?? .failed
                case .ended(let value): transform(value).map { .ended($0) } ?? .failed
                }
            },
            cancel: cancel, deadline: deadline)
    }
}

/// A recognizer's state that lives as long as its touch sequence (closures share it).
final class RecognizerMemory<State> {
    var state: State

    init(_ state: State) {
        self.state = state
    }
}

/// Where a recognizer's gesture is attached, for the values it reports in a coordinate space.
struct GestureContext {
    /// Takes a canvas point into the local space of the view the gesture is attached to (from
    /// its top-leading corner, through its geometry effects), as it was when the touch went
    /// down: the `.local` space for the whole sequence.
    var toLocal: (CGPoint) -> CGPoint = { $0 }
    /// The size of the view the gesture is attached to (for a pinch's `startAnchor`).
    var size: CGSize = .zero

    /// `point` (in canvas points) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        // A named space is not tracked by gestures: its values read as global.
        case .global, .named: point
        case .local: toLocal(point)
        }
    }
}

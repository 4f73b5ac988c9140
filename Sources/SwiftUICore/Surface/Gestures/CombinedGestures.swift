import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other (SwiftUI's `SimultaneousGesture`).
///
/// Both see every event. It goes on while either does, with the value of each that has one;
/// it ends once both are over and one of them ended, and fails if both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture: each gesture's, if it has one.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let firstRecognizer = first.recognizer(in: context), secondRecognizer = second.recognizer(in: context)
        let outcomes = RecognizerMemory<(GestureOutcome<First.Value>, GestureOutcome<Second.Value>)>((.possible, .possible))
        return AnyGestureRecognizer(
            handle: { event in
                var (a, b) = outcomes.state
                if !a.isFinal { a = firstRecognizer.handle(event) }
                if !b.isFinal { b = secondRecognizer.handle(event) }
                outcomes.state = (a, b)
                let value = Value(first: a.value, second: b.value)
                switch (a, b) {
                case (.failed, .failed): return .failed
                case _ where a.isFinal && b.isFinal: return .ended(value)
                case _ where a.isRecognized || b.isRecognized: return .changed(value)
                case _ where value.first == nil && value.second == nil: return .possible
                default: return .tentative(value)
                }
            },
            cancel: {
                firstRecognizer.cancel()
                secondRecognizer.cancel()
            },
            deadline: { earliestDeadline(firstRecognizer, outcomes.state.0, secondRecognizer, outcomes.state.1) })
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that's a sequence of two gestures: the second is recognized only after the
/// first ends (SwiftUI's `SequenceGesture`).
///
/// The second gesture sees the touch from the event at which the first ended, as if the
/// finger went down there.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a sequence gesture: the first's while it goes on, then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let firstRecognizer = first.recognizer(in: context), secondRecognizer = second.recognizer(in: context)
        // The first's last value, once it ended.
        let memory = RecognizerMemory<First.Value?>(nil)
        func handleSecond(_ event: TouchEvent, after firstValue: First.Value) -> GestureOutcome<Value> {
            switch secondRecognizer.handle(event) {
            case .possible: return event.phase == .ended ? .failed : .changed(.second(firstValue, nil))
            case .failed: return .failed
            case .tentative(let value), .changed(let value): return .changed(.second(firstValue, value))
            case .ended(let value): return .ended(.second(firstValue, value))
            }
        }
        return AnyGestureRecognizer(
            handle: { event in
                if let firstValue = memory.state { return handleSecond(event, after: firstValue) }
                switch firstRecognizer.handle(event) {
                case .possible: return .possible
                case .failed: return .failed
                case .tentative(let value): return .tentative(.first(value))
                case .changed(let value): return .changed(.first(value))
                case .ended(let value):
                    memory.state = value
                    guard event.phase != .ended else { return .ended(.second(value, nil)) }
                    // The second sees the finger as going down where it is now.
                    var began = event
                    began.phase = .began
                    return handleSecond(began, after: value)
                }
            },
            cancel: {
                firstRecognizer.cancel()
                secondRecognizer.cancel()
            },
            deadline: { memory.state == nil ? firstRecognizer.deadline() : secondRecognizer.deadline() })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first
/// has precedence (SwiftUI's `ExclusiveGesture`).
///
/// Both see every event; the second's values are held back while the first may still be
/// recognized, and dropped once it is.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of an exclusive gesture: the one that was recognized.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let firstRecognizer = first.recognizer(in: context), secondRecognizer = second.recognizer(in: context)
        let outcomes = RecognizerMemory<(GestureOutcome<First.Value>, GestureOutcome<Second.Value>)>((.possible, .possible))
        return AnyGestureRecognizer(
            handle: { event in
                var (a, b) = outcomes.state
                if !a.isFinal { a = firstRecognizer.handle(event) }
                if !b.isFinal { b = secondRecognizer.handle(event) }
                outcomes.state = (a, b)
                switch a {
                case .changed, .ended:
                    if !b.isFinal { secondRecognizer.cancel() }
                    outcomes.state.1 = .failed
                    return a.map(Value.first)
                case .tentative(let value):
                    return .tentative(.first(value))
                case .possible:
                    return .possible
                case .failed:
                    return b.map(Value.second)
                }
            },
            cancel: {
                firstRecognizer.cancel()
                secondRecognizer.cancel()
            },
            deadline: { earliestDeadline(firstRecognizer, outcomes.state.0, secondRecognizer, outcomes.state.1) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture, which results in
    /// the second gesture only receiving events after the first gesture succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// The earliest time at which a part of a combined gesture still in the running wants a timer
/// event: a part that ended or failed asks for none (a long press that ended keeps its start).
private func earliestDeadline<A, B>(
    _ first: AnyGestureRecognizer<A>, _ a: GestureOutcome<A>, _ second: AnyGestureRecognizer<B>, _ b: GestureOutcome<B>
) -> Double? {
    [a.isFinal ? nil : first.deadline(), b.isFinal ? nil : second.deadline()].compactMap { $0 }.min()
}

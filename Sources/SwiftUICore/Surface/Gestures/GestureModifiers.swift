import Foundation

/// A gesture that calls an action each time its content's value changes (`onChanged(_:)`).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let inner = content.recognizer(in: context)
        let last = RecognizerMemory<Value?>(nil)
        return AnyGestureRecognizer(
            handle: { event in
                let outcome = inner.handle(event)
                if let value = outcome.ongoingValue, value != last.state {
                    last.state = value
                    action(value)
                }
                return outcome
            },
            cancel: inner.cancel, deadline: inner.deadline)
    }
}

/// A gesture that calls an action when its content ends (`onEnded(_:)`).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let inner = content.recognizer(in: context)
        return AnyGestureRecognizer(
            handle: { event in
                let outcome = inner.handle(event)
                if case .ended(let value) = outcome { action(value) }
                return outcome
            },
            cancel: inner.cancel, deadline: inner.deadline)
    }
}

/// A gesture whose values are its content's, transformed (`map(_:)`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        content.recognizer(in: context).map(transform)
    }
}

/// A gesture that updates a `GestureState` while its content goes on, and resets it when the
/// content ends, fails or is cancelled (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let inner = base.recognizer(in: context)
        let state = state
        let update: (Value, inout State, inout Transaction) -> Void = self.body
        // Whether the state was written: only then is it reset.
        let wrote = RecognizerMemory(false)
        let reset = {
            if wrote.state { state.resetToInitialValue() }
            wrote.state = false
        }
        return AnyGestureRecognizer(
            handle: { event in
                let outcome = inner.handle(event)
                switch outcome {
                case .tentative(let value), .changed(let value):
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    update(value, &current, &transaction)
                    state.update(to: current, in: transaction)
                    wrote.state = true
                case .ended, .failed:
                    reset()
                case .possible:
                    break
                }
                return outcome
            },
            cancel: {
                inner.cancel()
                reset()
            },
            deadline: inner.deadline)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the value of this gesture into a new value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

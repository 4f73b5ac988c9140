import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states (SwiftUI's protocol).
///
/// A gesture is a value, made anew with the view that holds it; what recognizes it is a
/// `GestureRecognizer`, made from the value when a touch goes down on the view (see
/// `TouchSession`) and fed the touch's events on the graph's virtual clock. The closures a
/// recognizer calls are those of the gesture value it was made from: a view's state is a
/// reference bound to live storage (see `State`), so an old closure still writes the live value.
///
/// Built-in gestures are primitives (`Body == Never`, conforming to `PrimitiveGesture`); a
/// gesture of the user's is recognized as its `body`.
public protocol Gesture<Value> {
    /// The type of value the gesture produces.
    associatedtype Value
    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Body { get }
}

nonisolated extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture: it has no body")
    }
}

/// A gesture Cutaway recognizes itself: it makes the recognizer for one touch sequence.
protocol PrimitiveGesture: Gesture where Body == Never {
    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value>
}

extension Gesture {
    /// The recognizer of this gesture: its own for a primitive, its body's otherwise (a body
    /// whose value is of another type than the gesture's reports nothing).
    func recognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return Self.opened(primitive, in: context)
        }
        return body.recognizer(in: context).map { $0 as? Value }
    }

    private static func opened<P: PrimitiveGesture>(_ primitive: P, in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let made = primitive.makeRecognizer(in: context)
        if let same = made as? AnyGestureRecognizer<Value> { return same }
        return made.map { $0 as? Value }
    }
}

/// A type-erased gesture (SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let make: (GestureContext) -> AnyGestureRecognizer<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture.recognizer(in: $0) }
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        make(context)
    }
}

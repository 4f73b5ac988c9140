import Foundation

/// Two-finger gestures: a script's touches are one finger, so these never start; they fail
/// when the finger lifts (they compile and stay out of the way of the other gestures).
enum TwoFingerRecognition {
    static func recognizer<Value>() -> AnyGestureRecognizer<Value> {
        AnyGestureRecognizer(handle: { $0.phase == .ended ? .failed : .possible })
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a magnify gesture.
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        TwoFingerRecognition.recognizer()
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation
/// (SwiftUI's `RotateGesture`).
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a rotate gesture.
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        TwoFingerRecognition.recognizer()
    }
}

/// SwiftUI's earlier magnification gesture, whose value is the scale alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<CGFloat> {
        TwoFingerRecognition.recognizer()
    }
}

/// SwiftUI's earlier rotation gesture, whose value is the angle alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Angle> {
        TwoFingerRecognition.recognizer()
    }
}

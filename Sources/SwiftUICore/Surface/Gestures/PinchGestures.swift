import Foundation

/// What two fingers have done since they went down together: how far apart they are, as a
/// multiple of the distance they started at (a pinch's scale), and how far the line between
/// them has turned (a rotation).
///
/// How it is measured, as UIKit's pinch and rotation recognizers measure it: the scale is the
/// fingers' distance over their distance when they went down; the rotation is the change of
/// the direction from the first finger to the second, positive clockwise on the screen (its
/// y axis points down, as `rotationEffect` turns), followed through every event so that it
/// can pass half a turn. Both velocities are the sampler's estimate (`VelocitySampler`),
/// per second.
struct TwoFingerMotion {
    /// Where the fingers' centroid was when they went down, in canvas points.
    let startCentroid: CGPoint
    private let startDistance: CGFloat
    private var lastAngle: Double
    /// The fingers' distance over their starting distance.
    private(set) var scale: CGFloat = 1
    /// How far the fingers have turned, in radians, clockwise.
    private(set) var rotation: Double = 0
    private var scaleSampler = VelocitySampler()
    private var rotationSampler = VelocitySampler()

    /// The motion of two fingers going down at `fingers` at `time`; nil for any other count,
    /// or two fingers on one point (whose distance cannot scale).
    init?(fingers: [CGPoint], at time: Double) {
        guard fingers.count == 2, fingers[0] != fingers[1] else { return nil }
        startCentroid = CGPoint(x: (fingers[0].x + fingers[1].x) / 2, y: (fingers[0].y + fingers[1].y) / 2)
        startDistance = fingers[0].distance(to: fingers[1])
        lastAngle = Self.angle(fingers)
        scaleSampler.add(1, at: time)
        rotationSampler.add(0, at: time)
    }

    /// Follows the fingers to `fingers` at `time`.
    mutating func follow(_ fingers: [CGPoint], at time: Double) {
        guard fingers.count == 2 else { return }
        scale = fingers[0].distance(to: fingers[1]) / startDistance
        let angle = Self.angle(fingers)
        // The turn since the last event, taken the short way round.
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        rotation += turn
        lastAngle = angle
        scaleSampler.add(scale, at: time)
        rotationSampler.add(CGFloat(rotation), at: time)
    }

    /// How fast the scale changes, per second.
    var scaleVelocity: CGFloat { scaleSampler.velocity.width }

    /// How fast the fingers turn, in radians per second.
    var rotationVelocity: Double { Double(rotationSampler.velocity.width) }

    /// The direction from the first finger to the second, in radians.
    private static func angle(_ fingers: [CGPoint]) -> Double {
        Double(atan2(fingers[1].y - fingers[0].y, fingers[1].x - fingers[0].x))
    }
}

/// How a two-finger gesture is recognized: two fingers go down together, it starts once
/// `hasStarted` says the motion is enough, reports a value for every event after, and ends
/// when the fingers lift. A touch of one finger fails at once.
enum TwoFingerRecognition {
    static func recognizer<Value>(
        hasStarted: @escaping (TwoFingerMotion) -> Bool, value: @escaping (TwoFingerMotion, TouchEvent) -> Value
    ) -> AnyGestureRecognizer<Value> {
        let memory = RecognizerMemory<(motion: TwoFingerMotion, isActive: Bool)?>(nil)
        return AnyGestureRecognizer(handle: { event in
            if event.phase == .began {
                guard let motion = TwoFingerMotion(fingers: event.fingers, at: event.time) else { return .failed }
                memory.state = (motion, false)
                return .possible
            }
            guard event.phase != .timer, var state = memory.state else { return .possible }
            defer { memory.state = state }
            state.motion.follow(event.fingers, at: event.time)
            if !state.isActive, hasStarted(state.motion) { state.isActive = true }
            guard state.isActive else { return event.phase == .ended ? .failed : .possible }
            let current = value(state.motion, event)
            return event.phase == .ended ? .ended(current) : .changed(current)
        })
    }

    /// Where the fingers' centroid was when they went down, in the gesture's view (its
    /// `startLocation`), and as a unit point of the view's size (its `startAnchor`).
    static func start(of motion: TwoFingerMotion, in context: GestureContext) -> (location: CGPoint, anchor: UnitPoint) {
        let location = context.convert(motion.startCentroid, to: .local)
        let size = context.size
        return (location, UnitPoint(
            x: size.width > 0 ? location.x / size.width : 0.5, y: size.height > 0 ? location.y / size.height : 0.5))
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (SwiftUI's `MagnifyGesture`).
///
/// It starts once two fingers are `minimumScaleDelta` farther apart or closer than they went
/// down (relative to that distance). Its `magnification` is their distance over the distance
/// they went down at, so a pinch that doubles their distance reports 2.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a magnify gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event (on the scene's clock).
        public var time: Date
        /// The relative amount that the gesture has magnified by: 2 when the fingers are
        /// twice as far apart as when they went down.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// SwiftUI's default: 0.01.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let minimumScaleDelta = minimumScaleDelta
        return TwoFingerRecognition.recognizer(
            hasStarted: { abs($0.scale - 1) >= minimumScaleDelta - 1e-12 },
            value: { motion, event in
                let start = TwoFingerRecognition.start(of: motion, in: context)
                return Value(
                    time: event.date, magnification: motion.scale, velocity: motion.scaleVelocity,
                    startAnchor: start.anchor, startLocation: start.location)
            })
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation
/// (SwiftUI's `RotateGesture`).
///
/// It starts once two fingers have turned `minimumAngleDelta` from where they went down. Its
/// `rotation` is how far they have turned since they went down, clockwise positive (as
/// `rotationEffect(_:)` turns a view).
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a rotate gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event (on the scene's clock).
        public var time: Date
        /// The amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// SwiftUI's default: one degree.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Value> {
        let minimumAngle = abs(minimumAngleDelta.radians)
        return TwoFingerRecognition.recognizer(
            hasStarted: { abs($0.rotation) >= minimumAngle - 1e-12 },
            value: { motion, event in
                let start = TwoFingerRecognition.start(of: motion, in: context)
                return Value(
                    time: event.date, rotation: .radians(motion.rotation),
                    velocity: .radians(motion.rotationVelocity), startAnchor: start.anchor, startLocation: start.location)
            })
    }
}

/// SwiftUI's earlier magnification gesture, whose value is the scale alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer(in: context).map { $0.magnification }
    }
}

/// SwiftUI's earlier rotation gesture, whose value is the angle alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer(in: context).map { $0.rotation }
    }
}

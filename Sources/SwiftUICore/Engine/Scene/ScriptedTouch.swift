import Foundation

/// What a script's finger does (`ScriptEvent.Action.touch`).
///
/// A scripted touch becomes a stream of touch events on the graph's virtual clock: the finger
/// goes down, moves once per 1/60 s (UIKit hands touches over once per display refresh, 60 Hz
/// on an iPhone without ProMotion) and goes up, each event at its own time. The views it hits
/// (see `HitTest`) recognize their gestures from those events alone, so the same script gives
/// the same values (a drag's velocity included) whatever the scene's frame rate.
public enum _ScriptedTouch: Equatable, Sendable, CustomStringConvertible {
    /// Taps `count` times where the target is: down and up at the event's time, the next tap
    /// 0.1 s later (well within a double tap's window).
    case tap(_TouchTarget, count: Int)
    /// Puts the finger down on the target and holds it there (a button shows itself pressed,
    /// a long press counts its time) until a `release` or a `drag`.
    case press(_TouchTarget)
    /// Lifts the finger where it is.
    case release
    /// Drags the finger from the target (from where it is held, for `nil`) through the points
    /// `path` gives as offsets from the start, in `duration` seconds, its progress along the
    /// path (by length) following `curve` over time, then lifts it at the last point.
    case drag(from: _TouchTarget?, path: [CGSize], duration: Double, curve: UnitCurve)
    /// Puts two fingers down around the target, `span` points apart side by side (the first
    /// on the left), and moves them in `duration` seconds until their distance is `scale`
    /// times `span` and the line between them has turned by `rotation` (clockwise), about
    /// their centre, which stays put; both follow `curve` over time; then they lift. A
    /// `MagnifyGesture` sees the scale, a `RotateGesture` the rotation.
    case pinch(from: _TouchTarget, scale: CGFloat, rotation: Angle, span: CGFloat, duration: Double, curve: UnitCurve)

    /// What the finger does, in a few words (for plots and messages).
    public var description: String {
        switch self {
        case .tap(let target, let count): count == 1 ? "tap \(target)" : "tap \(target) \(count) times"
        case .press(let target): "press \(target)"
        case .release: "release"
        case .drag(let target, _, let duration, _): "drag from \(target?.description ?? "the held finger") for \(duration) s"
        case .pinch(let target, let scale, let rotation, _, let duration, _):
            "pinch \(target) to \(scale)×, turning \(rotation.degrees)°, in \(duration) s"
        }
    }
}

/// Where a scripted finger goes down.
public enum _TouchTarget: Equatable, Sendable, CustomStringConvertible {
    /// The centre of the first view (in drawing order) with this accessibility identifier.
    case identifier(String)
    /// The centre of the first text (in drawing order) that shows exactly this string, or of
    /// the first view labelled so with `accessibilityLabel(_:)`.
    case text(String)
    /// A point on the canvas, in points from its top-leading corner.
    case point(CGPoint)

    public var description: String {
        switch self {
        case .identifier(let name): "the view with accessibility identifier '\(name)'"
        case .text(let text): "the text '\(text)'"
        case .point(let point): "the point (\(point.x), \(point.y))"
        }
    }
}

extension ScriptEvent {
    /// Taps `target` `count` times at `time`, as a finger would: the views hit there
    /// recognize their gestures (and a button under it its press).
    public static func tap(_ target: _TouchTarget, count: Int = 1, at time: Double) -> _ScriptEvent {
        ScriptEvent(at: time, .touch(.tap(target, count: count)))
    }

    /// Puts a finger down on `target` at `time` and holds it there.
    public static func press(_ target: _TouchTarget, at time: Double) -> _ScriptEvent {
        ScriptEvent(at: time, .touch(.press(target)))
    }

    /// Lifts the held finger at `time`.
    public static func release(at time: Double) -> _ScriptEvent {
        ScriptEvent(at: time, .touch(.release))
    }

    /// Drags a finger from `target` by `translation` in `duration` seconds, along a straight
    /// line, its progress following `curve`, and lifts it.
    public static func drag(
        from target: _TouchTarget?, by translation: CGSize, duration: Double, curve: UnitCurve = .linear, at time: Double
    ) -> _ScriptEvent {
        drag(from: target, along: [translation], duration: duration, curve: curve, at: time)
    }

    /// Drags a finger from `target` through `points` (offsets from the start) in `duration`
    /// seconds, its progress along the path following `curve`, and lifts it.
    public static func drag(
        from target: _TouchTarget?, along points: [CGSize], duration: Double, curve: UnitCurve = .linear, at time: Double
    ) -> _ScriptEvent {
        ScriptEvent(at: time, .touch(.drag(from: target, path: points, duration: duration, curve: curve)))
    }
}

extension ScriptEvent {
    /// Pinches two fingers `span` points apart around `target` to `scale` times their
    /// distance, turning them by `rotation` (clockwise), in `duration` seconds, their motion
    /// following `curve`, and lifts them.
    public static func pinch(
        _ target: _TouchTarget, scale: CGFloat = 1, rotation: Angle = .zero, span: CGFloat = _ScriptedTouch.defaultSpan,
        duration: Double, curve: UnitCurve = .linear, at time: Double
    ) -> _ScriptEvent {
        ScriptEvent(at: time, .touch(.pinch(from: target, scale: scale, rotation: rotation, span: span, duration: duration, curve: curve)))
    }
}

extension ScriptedTouch {
    /// How far apart a pinch's fingers go down when a script does not say: 100 pt, about
    /// a thumb and forefinger spread over an iPhone's card (no UIKit default exists).
    public static let defaultSpan: CGFloat = 100

    /// How often a moving finger reports where it is: once per 1/60 s.
    static let sampleInterval = 1.0 / 60
    /// The time between the taps of a multiple tap.
    static let tapInterval = 0.1

    /// The touch events of a drag that starts at `start` at `time`: down there, a move every
    /// `sampleInterval` (at `time + k / 60`), up at the end of the path at `time + duration`.
    static func dragEvents(from start: CGPoint, path: [CGSize], duration: Double, curve: UnitCurve, at time: Double, isDown: Bool)
        -> [TouchEvent]
    {
        let points = [start] + path.map { CGPoint(x: start.x + $0.width, y: start.y + $0.height) }
        var lengths: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            lengths.append(lengths[index - 1] + points[index - 1].distance(to: points[index]))
        }
        let total = lengths.last ?? 0
        /// The point a fraction `progress` of the path's length along it.
        func point(at progress: Double) -> CGPoint {
            guard total > 0 else { return points.last ?? start }
            let distance = CGFloat(progress) * total
            guard let index = lengths.indices.dropFirst().first(where: { lengths[$0] >= distance }) else { return points[points.count - 1] }
            let segment = lengths[index] - lengths[index - 1]
            let fraction = segment > 0 ? (distance - lengths[index - 1]) / segment : 1
            let a = points[index - 1], b = points[index]
            return CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        var events: [TouchEvent] = isDown ? [] : [TouchEvent(phase: .began, location: start, time: time)]
        let duration = max(duration, 0)
        var step = 1
        while Double(step) * sampleInterval < duration - 1e-9 {
            let elapsed = Double(step) * sampleInterval
            events.append(TouchEvent(phase: .moved, location: point(at: curve.value(at: elapsed / duration)), time: time + elapsed))
            step += 1
        }
        events.append(TouchEvent(phase: .ended, location: point(at: 1), time: time + duration))
        return events
    }

    /// The touch events of a pinch about `centre` at `time`: both fingers down `span` apart
    /// side by side, a move every `sampleInterval`, up at `time + duration`. At progress `p`
    /// (`curve` at the fraction of the duration gone) the fingers are `span × (1 + (scale − 1)
    /// p)` apart along the direction turned `rotation × p` clockwise, each half of that from
    /// the centre.
    static func pinchEvents(
        around centre: CGPoint, scale: CGFloat, rotation: Angle, span: CGFloat, duration: Double, curve: UnitCurve, at time: Double
    ) -> [TouchEvent] {
        func fingers(at progress: Double) -> [CGPoint] {
            let half = span * (1 + (scale - 1) * CGFloat(progress)) / 2
            let angle = rotation.radians * progress
            let dx = half * CGFloat(cos(angle)), dy = half * CGFloat(sin(angle))
            return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
        }
        var events = [TouchEvent(phase: .began, fingers: fingers(at: 0), time: time)]
        let duration = max(duration, 0)
        var step = 1
        while Double(step) * sampleInterval < duration - 1e-9 {
            let elapsed = Double(step) * sampleInterval
            events.append(TouchEvent(phase: .moved, fingers: fingers(at: curve.value(at: elapsed / duration)), time: time + elapsed))
            step += 1
        }
        events.append(TouchEvent(phase: .ended, fingers: fingers(at: 1), time: time + duration))
        return events
    }
}

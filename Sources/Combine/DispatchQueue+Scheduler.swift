import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A queue's time: a dispatch time (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return Stride(.nanoseconds(Int(Nanoseconds.difference(end, start))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Nanoseconds.sum(start, Int64(n.magnitude))))))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// A queue's interval: nanoseconds. Made from seconds and fractions of them, and added
        /// or multiplied, it saturates at `Int`'s ends, as Dispatch clamps a
        /// `DispatchTimeInterval` to its distant future (see `Nanoseconds`): a debounce of
        /// `.seconds(Int.max)` waits past any scene's end instead of trapping.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The nanoseconds.
            public var magnitude: Int

            /// The interval, in nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }

            /// `value` seconds.
            public init(floatLiteral value: Double) {
                magnitude = Int(Nanoseconds.of(seconds: value))
            }

            /// `value` seconds.
            public init(integerLiteral value: Int) {
                magnitude = Int(Nanoseconds.product(Int64(value), 1_000_000_000))
            }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            private init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                switch interval {
                case .seconds(let s): Int(Nanoseconds.product(Int64(s), 1_000_000_000))
                case .milliseconds(let ms): Int(Nanoseconds.product(Int64(ms), 1_000_000))
                case .microseconds(let us): Int(Nanoseconds.product(Int64(us), 1_000))
                case .nanoseconds(let ns): ns
                case .never: .max
                @unknown default: .max
                }
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: Int(Nanoseconds.sum(Int64(lhs.magnitude), Int64(rhs.magnitude))))
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: Int(Nanoseconds.difference(Int64(lhs.magnitude), Int64(rhs.magnitude))))
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: Int(Nanoseconds.product(Int64(lhs.magnitude), Int64(rhs.magnitude))))
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: Int(Nanoseconds.product(Int64(s), 1_000_000_000))) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: Int(Nanoseconds.product(Int64(ms), 1_000_000))) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: Int(Nanoseconds.product(Int64(us), 1_000))) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// Options for scheduling on a queue (Combine's name; none is read).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Where a scene's time zero sits on the dispatch times a queue reports in a scene: one
    /// second, an arbitrary positive origin (dispatch reads an uptime of 0 as "now"; only
    /// differences between times matter).
    private static let sceneOrigin: Int64 = 1_000_000_000

    /// The queue's time: the scene's in a scene, else the machine's.
    public var now: SchedulerTimeType {
        guard let clock = SchedulerClocks.running else { return SchedulerTimeType(.now()) }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(Nanoseconds.sum(Self.sceneOrigin, clock.nanosecondsNow))))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = SchedulerClocks.running {
            clock.scheduleWakeUp(at: clock.nanosecondsNow, action)
        } else {
            let sendable = SendableAction(run: action)
            async { sendable.run() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if let clock = SchedulerClocks.running {
            clock.scheduleWakeUp(at: Self.sceneNanoseconds(of: date), action)
        } else {
            let sendable = SendableAction(run: action)
            asyncAfter(deadline: date.dispatchTime) { sendable.run() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if let clock = SchedulerClocks.running {
            let step = Int64(interval.magnitude)
            return clock.scheduleRepeating(from: Nanoseconds.difference(Self.sceneNanoseconds(of: date), step), every: step) { _ in action() }
        }
        let sendable = SendableAction(run: action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { sendable.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// The scene's nanoseconds at `time`, a time this queue reported in the scene.
    private static func sceneNanoseconds(of time: SchedulerTimeType) -> Int64 {
        Nanoseconds.difference(Int64(bitPattern: time.dispatchTime.uptimeNanoseconds), sceneOrigin)
    }
}

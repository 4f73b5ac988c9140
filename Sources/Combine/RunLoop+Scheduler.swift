import Foundation

extension RunLoop: Scheduler {
    /// A run loop's time: a date (Combine's `RunLoop.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// A run loop's interval: seconds.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable, SchedulerTimeIntervalConvertible, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The seconds.
            public var magnitude: TimeInterval
            /// The seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: TimeInterval) { self.init(value) }
            public init(floatLiteral value: TimeInterval) { self.init(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                self.init(value)
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Options for scheduling on a run loop (Combine's name; it has none).
    public struct SchedulerOptions: Sendable {}

    /// The run loop's time: the scene's date in a scene, else the machine's.
    public var now: SchedulerTimeType {
        guard let clock = SchedulerClocks.running else { return SchedulerTimeType(Date()) }
        return SchedulerTimeType(clock.date(at: clock.nanosecondsNow))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = SchedulerClocks.running {
            clock.scheduleWakeUp(at: clock.nanosecondsNow, action)
        } else {
            perform(SendableAction(run: action))
        }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if let clock = SchedulerClocks.running {
            clock.scheduleWakeUp(at: clock.nanoseconds(at: date.date), action)
        } else {
            let sendable = SendableAction(run: action)
            add(Timer(fire: date.date, interval: 0, repeats: false) { _ in sendable.run() }, forMode: .default)
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if let clock = SchedulerClocks.running {
            // The first run at `date`, then every `interval` after it.
            let step = Nanoseconds.of(seconds: interval.timeInterval)
            return clock.scheduleRepeating(from: Nanoseconds.difference(clock.nanoseconds(at: date.date), step), every: step) { _ in action() }
        }
        let sendable = SendableAction(run: action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in sendable.run() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    /// Runs `action` on the next turn of this run loop.
    private func perform(_ action: SendableAction) {
        add(Timer(fire: Date(), interval: 0, repeats: false) { _ in action.run() }, forMode: .default)
    }
}

import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected: on the scene's clock
    /// in a scene (the run loop and mode say nothing there: frames are the run loop).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Publishes the date every `interval` seconds from the moment it is connected
    /// (Combine's `Timer.TimerPublisher`).
    ///
    /// How it works in a scene: `connect()` schedules wake-ups on the scene's clock at
    /// `start + k × interval` (k = 1, 2, ..., each computed from k, never accumulated), and
    /// each sends the scene's date at its deadline to the subscribers, in the order they
    /// came. Outside a scene there is no clock to tick on, and a connected timer publishes
    /// nothing. The tolerance is ignored: ticks are exact.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        /// The running timer: its subscribers and connection, which a publisher made again
        /// for the same view takes over (`continueRunning(from:)`).
        private var state = TimerState()

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            // The subscription keeps the timer's state alive, as a Combine subscription keeps
            // its publisher; a tick the subscriber has not asked for is dropped, as Combine's is.
            state.subscribers.attach(subscriber, keepsLatest: false)
        }

        /// Starts ticking on the running scene's clock (again connected, it keeps its first
        /// start); cancelling the result stops the timer.
        public func connect() -> any Cancellable {
            if state.connection == nil, let clock = SchedulerClocks.running {
                let subscribers = state.subscribers
                state.connection = clock.scheduleRepeating(
                    from: clock.nanosecondsNow, every: Nanoseconds.of(seconds: interval)
                ) { deadline in
                    subscribers.send(clock.date(at: deadline))
                }
            }
            return Connection(state: state)
        }

        /// Stops the timer when cancelled, and only then: unlike an `AnyCancellable`, a
        /// connection dropped without cancelling leaves the timer running, as Combine's does.
        private struct Connection: Cancellable {
            weak var state: TimerState?

            func cancel() {
                state?.connection?.cancel()
                state?.connection = nil
            }
        }
    }
}

extension Timer.TimerPublisher: ContinuingPublisher {
    /// A view made again makes its timer again (`let timer = Timer.publish(...)` in a view
    /// that a parent makes on every update): the new one, ticking at the same interval, is
    /// the timer already running, so that `timer.upstream.connect().cancel()` stops it.
    package func continueRunning(from earlier: Timer.TimerPublisher) -> Bool {
        guard earlier.interval == interval else { return false }
        state = earlier.state
        return true
    }
}

/// A timer's subscribers and connection.
private final class TimerState {
    let subscribers = SubjectSubscribers<Date, Never>()
    /// The ticking, while connected.
    var connection: (any Cancellable)?
}

extension Publishers {
    /// Sends, for each upstream value, the time on the scheduler since the one before (since
    /// the subscription, for the first) (`measureInterval(using:options:)`).
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Box(scheduler.now)
            upstream.relay(to: subscriber) { [scheduler] _, outlet in
                let now = scheduler.now
                let interval = last.value.distance(to: now)
                last.value = now
                outlet.send(interval)
            }
        }
    }
}

extension Publisher {
    /// The time on `scheduler` between this publisher's values.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

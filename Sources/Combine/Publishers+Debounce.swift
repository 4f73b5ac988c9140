extension Publishers {
    /// Sends an upstream value once `dueTime` has passed on the scheduler without another
    /// (`debounce(for:scheduler:options:)`): a burst of values gives its last, `dueTime`
    /// after it.
    ///
    /// How it works: each value schedules its own delivery at `now + dueTime` and
    /// outdates the one before (a count of values says which is the latest). The end comes
    /// on the scheduler at once; a value still waiting then is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = Box(0)
            upstream.relay(
                to: subscriber,
                receiveValue: { [scheduler, dueTime, options] value, outlet in
                    latest.value += 1
                    let number = latest.value
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        if latest.value == number { outlet.send(value) }
                    }
                },
                receiveCompletion: { [scheduler, options] completion, outlet in
                    latest.value += 1
                    scheduler.schedule(options: options) { outlet.finish(completion) }
                })
        }
    }
}

extension Publisher {
    /// The last value of each burst, once `dueTime` has passed on `scheduler` without another.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

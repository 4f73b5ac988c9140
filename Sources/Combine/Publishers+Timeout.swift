extension Publishers {
    /// Passes its upstream's values and end on the scheduler, and ends it when `interval`
    /// passes without a value (`timeout(_:scheduler:options:customError:)`): the wait starts
    /// at the subscription and again at each value; at its end the publisher fails with
    /// `customError()`'s error, or finishes when there is no `customError`, and cancels the
    /// upstream.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            // Counts the values: a wait whose count is outdated when it ends does nothing.
            let latest = Box(0)
            let (scheduler, interval, options, customError) = (scheduler, interval, options, customError)
            let wait = {
                latest.value += 1
                let number = latest.value
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                    guard latest.value == number else { return }
                    outlet.finish(customError.map { .failure($0()) } ?? .finished)
                }
            }
            wait()
            upstream.subscribe(outlet.inlet(
                receiveValue: { value in
                    wait()
                    scheduler.schedule(options: options) { outlet.send(value) }
                },
                receiveCompletion: { completion in
                    latest.value += 1
                    scheduler.schedule(options: options) { outlet.finish(completion) }
                }))
        }
    }
}

extension Publisher {
    /// This publisher, ended when `interval` passes on `scheduler` without a value: with
    /// `customError()`'s failure, or finished.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// Sends at most one upstream value per `interval` on the scheduler
    /// (`throttle(for:scheduler:latest:)`): a value that comes when none was sent for an
    /// interval goes at once; those that come within the interval after it wait for its end,
    /// and then the latest of them goes (or the first, with `latest` false).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let window = Box<(isOpen: Bool, waiting: Output?)>((false, nil))
            let scheduler = scheduler
            let interval = interval
            // Closes the window at its end, or sends what waited and opens the next one.
            func scheduleEnd(_ outlet: Outlet<S>) {
                scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
                    guard let value = window.value.waiting else { return window.value.isOpen = false }
                    window.value.waiting = nil
                    outlet.send(value)
                    scheduleEnd(outlet)
                }
            }
            upstream.relay(
                to: subscriber,
                receiveValue: { [latest] value, outlet in
                    if window.value.isOpen {
                        if latest || window.value.waiting == nil { window.value.waiting = value }
                        return
                    }
                    window.value.isOpen = true
                    scheduler.schedule { outlet.send(value) }
                    scheduleEnd(outlet)
                },
                receiveCompletion: { completion, outlet in
                    scheduler.schedule {
                        if let value = window.value.waiting {
                            window.value.waiting = nil
                            outlet.send(value)
                        }
                        outlet.finish(completion)
                    }
                })
        }
    }
}

extension Publisher {
    /// At most one value per `interval` on `scheduler`: the latest of those that came in it,
    /// or the first.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// Sends every upstream value, and the end, on the scheduler (`receive(on:options:)`):
    /// on `DispatchQueue.main` or `RunLoop.main` in a scene, at the moment it came, once what
    /// is running now has finished (a wake-up at the scene's present).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber,
                receiveValue: { [scheduler, options] value, outlet in scheduler.schedule(options: options) { outlet.send(value) } },
                receiveCompletion: { [scheduler, options] completion, outlet in
                    scheduler.schedule(options: options) { outlet.finish(completion) }
                })
        }
    }
}

extension Publisher {
    /// Every value, and the end, delivered on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

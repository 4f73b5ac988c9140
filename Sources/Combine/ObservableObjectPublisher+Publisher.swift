extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let outlet = Outlet(subscriber)
        let subscription = ObjectSubscription(self) { outlet.send(()) }
        outlet.onCancel { _ = subscription }
        outlet.start()
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let subscription = ObjectSubscription(self) { receiveValue(()) }
        return AnyCancellable { _ = subscription }
    }
}

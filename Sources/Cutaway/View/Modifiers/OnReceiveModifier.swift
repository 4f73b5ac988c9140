/// Calls an action with every value a publisher sends while the modified view is in the
/// graph (`onReceive(_:perform:)`): subscribed as it appears, unsubscribed when it leaves.
///
/// The view keeps the publisher it appeared with (a view that makes a new
/// `Timer.publish(...)` in a stored property on every evaluation keeps its first timer,
/// rather than restarting it), and calls the action of its latest evaluation.
struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var receiver = Receiver<P.Output>()

    func body(content: Content) -> some View {
        receiver.action = action
        return content
            .onAppear { receiver.subscribe(to: publisher) }
            .onDisappear { receiver.cancel() }
    }
}

/// A view's subscription to a publisher, and the action it calls.
final class Receiver<Output> {
    var action: ((Output) -> Void)?
    private var subscription: AnyCancellable?

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        subscription = publisher.sink { [weak self] value in self?.action?(value) }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

extension View {
    /// Calls `action` with every value `publisher` sends while this view is shown.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

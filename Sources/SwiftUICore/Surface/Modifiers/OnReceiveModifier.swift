/// Calls an action with every value a publisher sends while the modified view is in the
/// graph (`onReceive(_:perform:)`): subscribed as it appears, unsubscribed when it leaves.
///
/// The view keeps the subscription it appeared with and calls the action of its latest
/// evaluation. A view made again makes its publisher again (`let timer = Timer.publish(...)`):
/// the new timer takes over the running one (`ContinuingPublisher`) rather than restarting it,
/// since Cutaway makes a scene's root view on every update where iOS makes it once.
nonisolated struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var receiver = Receiver<P.Output>()

    func body(content: Content) -> some View {
        receiver.action = action
        receiver.carryOn(to: publisher)
        return content
            .onAppear { receiver.subscribe(to: publisher) }
            .onDisappear { receiver.cancel() }
    }
}

/// A view's subscription to a publisher, and the action it calls.
final class Receiver<Output> {
    var action: ((Output) -> Void)?
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, or the latest that took it over.
    private var publisher: AnyObject?

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        subscription = publisher.sink { [weak self] value in self?.action?(value) }
        self.publisher = publisher as AnyObject
    }

    /// Lets a new publisher of the view's take over the running one.
    func carryOn<P: Publisher>(to publisher: P) {
        guard let running = self.publisher, let next = publisher as? any ContinuingPublisher, next !== running else { return }
        if next.continueRunning(fromAny: running) {
            self.publisher = next
        }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
        publisher = nil
    }
}

nonisolated extension View {
    /// Calls `action` with every value `publisher` sends while this view is shown.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

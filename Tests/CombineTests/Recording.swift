@testable import Combine

/// Records what a publisher sends, as text: each value as `String(describing:)`, then
/// "finished" or "failure(<error>)". Subscribes at once and asks for every value (as `sink`).
final class Recording<Output, Failure: Error> {
    private(set) var events: [String] = []
    private var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscription = publisher.sink(
            receiveCompletion: { [unowned self] completion in
                switch completion {
                case .finished: events.append("finished")
                case .failure(let error): events.append("failure(\(error))")
                }
            },
            receiveValue: { [unowned self] in events.append(String(describing: $0)) })
    }

    func cancel() {
        subscription?.cancel()
    }
}

/// Records `publisher`'s events, which it sends at once.
func recorded<P: Publisher>(_ publisher: P) -> [String] {
    Recording(publisher).events
}

/// An error with a name, for failures in tests.
struct TestError: Error, CustomStringConvertible, Equatable {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

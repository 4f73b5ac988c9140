/// A source of values over time, with Combine's name and meaning.
///
/// Why Cutaway's own: Combine does not exist on Linux, and SwiftUI code uses it everywhere:
/// view models publish with `@Published`, debounce a search field, tick with
/// `Timer.publish`, and views hand publishers to `onReceive(_:perform:)`. This module has
/// Combine's names and signatures, so that such code compiles unchanged with `import Combine`
/// (or `import SwiftUI`, which re-exports it).
///
/// How it works: as in Combine, `subscribe(_:)` hands a subscriber to the publisher, which
/// gives it a subscription; the subscriber asks for values through it (`request(_:)`) and
/// receives them, then at most one completion. Operators (`map`, `debounce`, ...) are
/// publishers of their own that subscribe to their upstream when they are subscribed to.
/// Everything happens on the thread that sends: values are delivered synchronously, in the
/// order subscribers came. Time-based operators and schedulers run on a scene's virtual
/// clock while a scene runs (`SchedulerClock`), so that what they deliver lands at the same
/// virtual moment on every run.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher hands it a subscription, then values as it asks.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches `subject`, which then sends whatever this publisher sends; cancelling the
    /// result detaches it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}

/// Combine's namespace for publishers made from other publishers.
public enum Publishers {}

import Combine
import Foundation

extension SceneClock {
    /// Suspends the calling task until the clock reaches `nanoseconds` from now; throws
    /// `CancellationError` when the task is cancelled first (at once if it already is), as
    /// `Task.sleep` does.
    ///
    /// A cancelled task that sleeps again and again (a `while true { try? await Task.sleep(…) }`
    /// loop, which swallows the cancellation) would spin for ever in the scene's executor, where
    /// on iOS it spins on a background thread and the screen goes on. Here it gets
    /// `maximumCancelledSleeps` sleeps that throw; the next one suspends it for good, and the
    /// scene goes on too. A deadline past `Int64.max` (the sleep-forever idiom,
    /// `Task.sleep(nanoseconds: .max)`, after the clock has moved) is clamped to it: no frame
    /// reaches it, so the task sleeps for the rest of the scene, as on iOS.
    func sleep(nanoseconds: Int64) async throws {
        if Task<Never, Never>.isCancelled {
            if noteCancelledSleep() > Self.maximumCancelledSleeps {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            }
            throw CancellationError()
        }
        let waiter = SleepWaiter()
        let number = schedule(at: Nanoseconds.sum(now, max(0, nanoseconds))) { waiter.finish(.success(())) }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { waiter.install($0) }
        } onCancel: {
            self.cancel(number)
            waiter.finish(.failure(CancellationError()))
        }
    }
}

/// One sleeping task's continuation, resumed once: by its wake-up or by its cancellation,
/// whichever comes first, even if it comes before the continuation is installed.
final class SleepWaiter: @unchecked Sendable {
    // @unchecked: the lock guards both fields; cancellation may come from another thread.
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Void, any Error>?
    private var outcome: Result<Void, any Error>?

    func install(_ continuation: UnsafeContinuation<Void, any Error>) {
        let ready: Result<Void, any Error>? = lock.withLock {
            if outcome == nil { self.continuation = continuation }
            return outcome
        }
        if let ready { continuation.resume(with: ready) }
    }

    func finish(_ result: Result<Void, any Error>) {
        let waiting: UnsafeContinuation<Void, any Error>? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = result
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}

import Dispatch
import Foundation

/// Encodes and writes frames on all cores while the caller produces the next ones, with a
/// fixed number of frames in flight, so memory stays flat however long the sequence is.
///
/// Each job writes its own file, so the output does not depend on which job finishes first.
final class ParallelFileWriter: @unchecked Sendable {
    // @unchecked: `firstError` and `completed` are guarded by `lock`; the rest is immutable.
    private let queue = DispatchQueue(label: "cutaway.encode", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var firstError: (any Error)?
    private var completed = 0

    /// `inFlight` frames at most are held between being handed over and written: two per
    /// core keeps every core busy while the producer renders the next frame.
    init(inFlight: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
        slots = DispatchSemaphore(value: max(1, inFlight))
    }

    /// Runs `job` (encode and write one file) on a free core, waiting for a slot first.
    func submit(_ job: @escaping @Sendable () throws -> Void) throws {
        try rethrowFirstError()
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try job()
                lock.withLock { completed += 1 }
            } catch {
                lock.withLock { if firstError == nil { firstError = error } }
            }
        }
    }

    /// Jobs finished so far.
    var completedCount: Int { lock.withLock { completed } }

    /// Waits for every job; rethrows the first failure.
    func finish() throws {
        group.wait()
        try rethrowFirstError()
    }

    private func rethrowFirstError() throws {
        if let error = lock.withLock({ firstError }) { throw error }
    }
}

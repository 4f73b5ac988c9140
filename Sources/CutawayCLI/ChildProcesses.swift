import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processes this one started and is waiting for (`cutaway previews`' `swift build` and
/// its preview runner), so that an interrupt reaches them too.
///
/// Foundation starts a child in a process group of its own, so the terminal's Ctrl-C (sent to
/// the foreground group) and a `kill` of this process reach this process only: without this, the
/// shell's prompt came back while the build went on, and the runner went on writing its output.
/// `InterruptCleanup` passes the signal on and waits for them to end (they clean up their own
/// staging) before this process ends.
final class ChildProcesses: @unchecked Sendable {
    // @unchecked: `running` is guarded by `lock`.
    static let shared = ChildProcesses()

    private let lock = NSLock()
    private var running: [ObjectIdentifier: Process] = [:]
    private var isInterrupted = false

    private init() {}

    /// Starts `process` and remembers it until `body` (which waits for it) returns. A process
    /// started after an interrupt is not started.
    func run<T>(_ process: Process, _ body: () throws -> T) throws -> T {
        try lock.withLock {
            guard !isInterrupted else { throw CocoaError(.userCancelled) }
            try process.run()
            running[ObjectIdentifier(process)] = process
        }
        defer { _ = lock.withLock { running.removeValue(forKey: ObjectIdentifier(process)) } }
        let result = try body()
        // A child the interrupt ended says nothing about it ("does not compile"): wait for the
        // interrupt to end this process.
        while lock.withLock({ isInterrupted }) { sleep(1) }
        return result
    }

    /// Starts `process` and remembers it until `forget(_:)`: for a caller that waits for
    /// several children at once. A process started after an interrupt is not started.
    func start(_ process: Process) throws {
        try lock.withLock {
            guard !isInterrupted else { throw CocoaError(.userCancelled) }
            try process.run()
            running[ObjectIdentifier(process)] = process
        }
    }

    /// Forgets a process `start(_:)` started, once it ended; waits, as `run` does, for an
    /// interrupt to end this process.
    func forget(_ process: Process) {
        _ = lock.withLock { running.removeValue(forKey: ObjectIdentifier(process)) }
        while lock.withLock({ isInterrupted }) { sleep(1) }
    }

    /// Sends `signal` to every running child and waits (up to `timeout` seconds, then kills
    /// what is left: a child that inherited blocked signals cannot take the signal) for them to end.
    func interrupt(with signal: Int32, timeout: Double = 5) {
        let children = lock.withLock {
            isInterrupted = true
            return Array(running.values)
        }
        for child in children where child.isRunning { kill(child.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(timeout)
        while children.contains(where: \.isRunning), Date() < deadline { usleep(10_000) }
        for child in children where child.isRunning { kill(child.processIdentifier, SIGKILL) }
    }
}

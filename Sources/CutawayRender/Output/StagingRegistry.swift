import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The outputs this process is writing under temporary names, so that an interrupted run
/// removes them instead of leaving them behind.
///
/// This is the one piece of process-wide mutable state in Cutaway, because signals are
/// process-wide: `SIGINT` or `SIGTERM` arrive for the process, not for a renderer. Everything
/// in it is guarded by `lock`, and committing an output holds the lock across its renames, so
/// an interrupt either removes a staging folder before it is put in place or finds it already
/// in place (and removes the old output it displaced), never one half-deleted in place.
///
/// A run killed outright (`SIGKILL`, a crash) cannot clean up; the next output written in the
/// same folder sweeps what it left (`AtomicOutput.sweepStale`), recognised by the process ID
/// in the name.
public final class StagingRegistry: @unchecked Sendable {
    // @unchecked: every stored property is guarded by `lock`.
    public static let shared = StagingRegistry()

    private let lock = NSLock()
    private var entries: [(token: Int, path: String)] = []
    private var counter = 0

    private init() {}

    /// The name an output called `name` is staged under: `.NAME.cutaway-PID-N`, unique in the
    /// process, and telling a later run which process made it.
    func stagingName(for name: String) -> String {
        lock.withLock {
            counter += 1
            return ".\(name).\(Self.stagingInfix)\(getpid())-\(counter)"
        }
    }

    /// What separates an output's name from the process ID in a staging name.
    static let stagingInfix = "cutaway-"

    /// Remembers `path` for removal on an interrupt; returns the token that forgets it.
    func register(_ path: String) -> Int {
        lock.withLock {
            counter += 1
            entries.append((counter, path))
            return counter
        }
    }

    /// Forgets a path (it was removed, or put in place).
    func unregister(_ token: Int) {
        lock.withLock { entries.removeAll { $0.token == token } }
    }

    /// Runs `body` (the renames that put an output in place) so that no interrupt cleanup runs
    /// in the middle of it.
    func committing<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Removes every registered path, newest first, and keeps the lock: call this only on the
    /// way out of the process (after an interrupt), so that nothing commits an output
    /// afterwards.
    public func removeAllBeforeExit() {
        lock.lock()
        for entry in entries.reversed() {
            // Moved aside first: the frame writers still running add files by the staging's
            // path, so once it is renamed they add none, and the folder can be emptied (in
            // place, a writer adding frames as fast as they are removed could keep it).
            let aside = entry.path + ".old"
            AtomicOutput.removeTree(rename(entry.path, aside) == 0 ? aside : entry.path)
        }
        entries.removeAll()
    }
}

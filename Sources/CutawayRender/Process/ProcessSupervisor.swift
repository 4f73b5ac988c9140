import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command that starts processes of its own (SwiftPM: the compiler, a package's manifest)
/// so that all of them end when they should: at a time limit, on an interrupt, and when the
/// `cutaway` that started them dies, even killed outright (`kill -9`, which runs no cleanup).
///
/// Why a process of its own: `cutaway previews` runs `swift package` and `swift build`, whose
/// children run in process groups of their own, so no signal to one group reaches them all, and
/// a `cutaway` killed outright can send none. A `Package.swift` that loops kept SwiftPM running
/// for ever after its `cutaway` was gone. The supervisor is `cutaway` itself started again
/// (`argument`): it asks to be sent `SIGTERM` when its parent dies (`ParentDeath`), adopts the
/// orphans of what it runs (`LeftoverProcesses`), and on `SIGTERM`, `SIGINT`, `SIGHUP` or the
/// time limit ends every process descending from it; when the command ends, it ends what the
/// command left running and exits with the command's status.
///
/// Exit status: the command's; `timedOutStatus` past the time limit; 128 + the signal when one
/// ended it.
public enum ProcessSupervisor {
    /// The first argument that makes `cutaway` a supervisor:
    /// `cutaway --supervise-process SECONDS EXECUTABLE ARGUMENT...`.
    public static let argument = "--supervise-process"

    /// The status a supervisor exits with when the command passed its time limit (as
    /// coreutils' `timeout` does).
    public static let timedOutStatus: Int32 = 124

    /// Supervises the command `arguments` name (after `argument`): the time limit in seconds
    /// (0: none), the executable's path and its arguments. Never returns.
    public static func run(_ arguments: [String]) -> Never {
        ParentDeath.follow(with: SIGTERM)
        LeftoverProcesses.adopt()
        guard arguments.count >= 2, let limit = Double(arguments[0]), limit.isFinite, limit >= 0 else {
            FileHandle.standardError.write(Data("cutaway \(argument): expected SECONDS EXECUTABLE [ARGUMENT...]\n".utf8))
            exit(64)
        }
        // The signals that end the command are taken here, in the loop below, not by handlers.
        var endings = sigset_t()
        sigemptyset(&endings)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&endings, signal) }
        sigprocmask(SIG_BLOCK, &endings, nil)
        // The command starts with no signal blocked (a blocked SIGTERM would not reach it).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.dropFirst().map { strdup($0) } + [nil]
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[1], nil, &attributes, argv, environ)
        guard spawned == 0 else {
            FileHandle.standardError.write(Data("cannot run \(arguments[1]): \(String(cString: strerror(spawned)))\n".utf8))
            exit(71)
        }
        let deadline = limit > 0 ? DispatchTime.now() + limit : DispatchTime.distantFuture
        while true {
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child {
                LeftoverProcesses.endAdopted(keeping: [])
                // wait(2)'s status word: the low 7 bits are the signal (0 for an exit), bits
                // 8–15 the exit status.
                let signal = status & 0x7F
                exit(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
            }
            if DispatchTime.now() >= deadline { endAll(exitingWith: timedOutStatus) }
            // Wait up to 20 ms for one of the ending signals.
            var wait = timespec(tv_sec: 0, tv_nsec: 20_000_000)
            let signal = sigtimedwait(&endings, nil, &wait)
            if signal > 0 { endAll(exitingWith: 128 + signal) }
        }
    }

    /// Ends every process descending from this one, reaps them, and exits.
    private static func endAll(exitingWith status: Int32) -> Never {
        // Twice: a process may start another between the walk of /proc and its end.
        for _ in 0..<2 {
            for process in LeftoverProcesses.descendants(of: getpid()).reversed() { kill(process, SIGKILL) }
        }
        LeftoverProcesses.endAdopted(keeping: [])
        var reaped: Int32 = 0
        while waitpid(-1, &reaped, WNOHANG) > 0 {}
        exit(status)
    }
}

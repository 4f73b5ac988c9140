import CutawayRender
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Removes the outputs a run was still staging when it is interrupted (`SIGINT` from Ctrl-C,
/// `SIGTERM` from a CI runner or `kill`, `SIGHUP` from a closed terminal), then ends the
/// process the way the signal would have, so the shell sees 130, 143 or 129.
///
/// The signals are taken from the default disposition and delivered to a dispatch source, so
/// the cleanup runs as ordinary code on another thread (a C signal handler may call only
/// async-signal-safe functions). `StagingRegistry` makes the cleanup wait for an output being
/// put in place, and keeps any later one from being put in place.
public final class InterruptCleanup {
    private let sources: [any DispatchSourceSignal]

    /// Starts listening; keep the returned value alive for as long as the process runs.
    public static func install() -> InterruptCleanup {
        InterruptCleanup(signals: [SIGINT, SIGTERM, SIGHUP])
    }

    private init(signals: [Int32]) {
        let queue = DispatchQueue(label: "cutaway.interrupt")
        sources = signals.compactMap { number in
            // A signal the shell already ignores (a background job's SIGINT) stays ignored.
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return nil }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                // The build and the preview runner `cutaway previews` waits for are in process
                // groups of their own: pass the signal on, and let them clean up first.
                ChildProcesses.shared.interrupt(with: number)
                StagingRegistry.shared.removeAllBeforeExit()
                signal(number, SIG_DFL)
                // Dispatch's threads block signals, and a process started by one (as a test
                // runner starts it) may block them on every thread: unblock the signal here,
                // then raise it on this thread, where it now ends the process at once.
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, number)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                raise(number)
            }
            source.resume()
            return source
        }
    }
}

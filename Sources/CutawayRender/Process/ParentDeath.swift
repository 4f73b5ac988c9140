import CCairoPango
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends this process when the process that started it dies, so that nothing Cutaway starts
/// runs on alone: a preview runner whose `cutaway previews` was killed outright (`kill -9`,
/// which runs no cleanup) went on playing an endless preview at full speed, forever.
///
/// How it works: the parent names itself in the child's environment (`environmentKey`). The
/// child asks the kernel for `SIGKILL` when its parent dies (`prctl(PR_SET_PDEATHSIG)`), then
/// checks that its parent is still the one named: a parent that died before the child asked
/// has already handed the child to another process, and the signal would never come, so the
/// child ends at once.
///
/// Design boundaries: the kernel sends the signal when the *thread* that started the child
/// ends, so a parent starts such children from a thread that lives as long as it does (the
/// main thread). Linux only (`prctl` is Linux's).
public enum ParentDeath {
    /// The environment variable holding the parent's process ID.
    public static let environmentKey = "CUTAWAY_PARENT_PID"

    /// The environment a child that should die with this process starts with: `environment`
    /// with this process named as its parent.
    public static func childEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        environment.merging([environmentKey: "\(getpid())"]) { $1 }
    }

    /// Makes this process die with the parent `environment` names, if it names one; a parent
    /// already gone ends this process now. Call it first thing in `main`.
    /// `signal` is what the kernel sends: `SIGKILL` by default; a process that must clean up
    /// after itself (`ProcessSupervisor`) asks for one it can catch.
    public static func follow(with signal: Int32 = SIGKILL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let value = environment[environmentKey], let parent = pid_t(value) else { return }
        _ = cutaway_set_parent_death_signal(signal)
        if getppid() != parent { kill(getpid(), signal) }
    }
}

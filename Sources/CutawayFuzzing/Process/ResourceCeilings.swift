import Glibc

/// How much memory and time one input may use before the harness counts it as a finding.
///
/// The child process applies them to itself: the memory ceiling as `RLIMIT_AS`, so an
/// allocation past it fails (and Swift or GLib then abort with "failed to allocate"), and the
/// time ceiling as an `ITIMER_PROF` timer re-armed for every input, whose signal ends the
/// child (after `AbortBacktrace` has written where it was). The timer counts processor time, not wall-clock time, so a loaded machine
/// does not turn slow inputs into findings, and a run's findings stay the same from machine
/// to machine.
public struct ResourceCeilings: Sendable {
    /// Address space, in bytes. Default 1 GiB: libFuzzer's default `-rss_limit_mb=2048` halved,
    /// since four engineers share two cores and their memory; the child itself needs about
    /// 300 MiB of address space (the Swift runtime, Pango, fontconfig and their fonts).
    public var memoryBytes: Int
    /// Processor time per input, in seconds. Default 2: a scene plays its frames in a few
    /// milliseconds and a small PNG decodes in less, so 2 s is hundreds of times the normal
    /// cost, in a debug build on a busy core.
    public var cpuSeconds: Int

    public init(memoryBytes: Int = 1 << 30, cpuSeconds: Int = 2) {
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
    }

    /// The wall-clock time the parent waits for an answer before it kills the child, for a
    /// child that blocks rather than computes: ten times the processor ceiling plus ten
    /// seconds, far beyond what a loaded machine adds.
    var wallClockSeconds: Int { cpuSeconds * 10 + 10 }

    /// What the child writes to standard error when the time ceiling strikes.
    static let timeCeilingMarker: StaticString = "cutaway-fuzz: time ceiling reached\n"

    /// Limits the calling process's address space, and turns off core dumps (a campaign
    /// may crash thousands of children).
    func applyMemoryCeiling() {
        var memory = rlimit(rlim_cur: rlim_t(memoryBytes), rlim_max: rlim_t(memoryBytes))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &memory)
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &core)
    }

    /// Starts the processor-time clock for one input.
    func armTimer() {
        var timer = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: cpuSeconds, tv_usec: 0))
        setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &timer, nil)
    }

    /// Stops it, between inputs.
    func disarmTimer() {
        var timer = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: 0, tv_usec: 0))
        setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &timer, nil)
    }
}

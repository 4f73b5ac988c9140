import Foundation

/// How a child process ended and the most memory it held.
struct ChildProcessUsage {
    /// The exit status, or 128 + the signal number for a process killed by a signal (the
    /// shell's convention).
    var exitStatus: Int32
    /// The child's peak resident set size (`ru_maxrss`), in bytes.
    var peakResidentBytes: Int

    var peakResidentMiB: Double { Double(peakResidentBytes) / 1_048_576 }
}

/// Runs `executable` with `arguments` as a child process, its output discarded, and returns
/// how it ended and its peak resident memory.
///
/// Why a child and `wait4`: peak memory is a property of a whole process, and this one's
/// (`VmHWM`) already holds the benchmarks before it. `wait4` reports the usage of exactly the
/// child it waited for, where `getrusage(RUSAGE_CHILDREN)` gives the largest of every child
/// waited for so far.
///
/// Why through a launcher: a process's `ru_maxrss` starts, at `exec`, from the peak of the
/// memory it had before (Linux's `exec_mmap` keeps the old address space's high-water mark),
/// and `posix_spawn` runs the child in its parent's address space until it execs. Spawned from
/// here, every command would read at least this process's peak (54.7 MiB for a 1×1 PNG, in a
/// debug build, measured). So this executable starts itself afresh as a launcher
/// (`launcherArgument`), which spawns the command before doing anything else and prints the
/// command's usage; the launcher's own start-up, a few MiB (`/bin/true` through it measures it),
/// is the floor of every figure.
func measureChildProcess(_ executable: URL, _ arguments: [String]) throws -> ChildProcessUsage {
    let launcher = Process()
    launcher.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    launcher.arguments = [launcherArgument, executable.path] + arguments
    let output = Pipe()
    launcher.standardOutput = output
    try launcher.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    launcher.waitUntilExit()
    let fields = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard launcher.terminationStatus == 0, fields.count == 2 else {
        throw POSIXError(.ECHILD, userInfo: [NSLocalizedDescriptionKey: "the launcher for \(executable.path) failed: \(text)"])
    }
    // getrusage(2): on Linux ru_maxrss is in kilobytes.
    return ChildProcessUsage(exitStatus: Int32(fields[0]), peakResidentBytes: fields[1] * 1024)
}

/// The first argument that makes this benchmark a launcher for `measureChildProcess`:
/// `cutaway-bench --launch-measuring-memory EXECUTABLE ARGUMENT...`.
let launcherArgument = "--launch-measuring-memory"

/// The launcher: spawns `arguments` (an executable and its arguments), its output discarded,
/// waits for it, prints its exit status and `ru_maxrss` in kilobytes, and exits.
func launchMeasuringMemory(_ arguments: [String]) -> Never {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
        print("cannot spawn \(arguments[0]): \(String(cString: strerror(spawned)))")
        exit(1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else {
            print("wait4 failed: \(String(cString: strerror(errno)))")
            exit(1)
        }
    }
    // wait(2)'s status word: the low 7 bits are the terminating signal (0 for a normal exit),
    // bits 8–15 the exit status.
    let signal = status & 0x7F
    print("\(signal == 0 ? (status >> 8) & 0xFF : 128 + signal) \(usage.ru_maxrss)")
    exit(0)
}

/// The `cutaway` built beside the bench (`Scripts/bench` builds both), or `nil`, saying that
/// `section` is skipped.
func builtCutaway(for section: String) -> URL? {
    let cutaway = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("cutaway")
    guard FileManager.default.isExecutableFile(atPath: cutaway.path) else {
        print("\(section): skipped, no \(cutaway.path) (swift build -c release --product cutaway)")
        return nil
    }
    return cutaway
}

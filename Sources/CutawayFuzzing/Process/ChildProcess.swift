import Foundation
import Glibc

/// The parent's side of a child process serving one target (`cutaway-fuzz serve TARGET`):
/// it sends inputs, waits for answers, and when the child dies reads why. A new child is
/// started after a death, and after `inputsPerChild` inputs so that what one input leaves
/// behind (caches, fragmentation) cannot grow into a false finding.
///
/// Why a long-lived child rather than one process per input: starting one costs tens of
/// milliseconds (the Swift runtime, fontconfig, Pango), more than most inputs take; serving
/// inputs in turn keeps a campaign fast, as libFuzzer's persistent mode does.
public final class ChildProcess {
    /// How an input ended.
    public enum Result: Equatable, Sendable {
        case finished(FuzzOutcome)
        case failed(Failure)
    }

    /// Inputs one child serves before it is replaced: a fresh child costs tens of
    /// milliseconds, so 2000 keeps restarts under a thousandth of a campaign's inputs, while
    /// a child's caches (the text engine keeps 4096 layouts) stay in bounds between them.
    static let inputsPerChild = 2000

    /// `SWIFT_BACKTRACE` for children: a backtrace of the crashed thread on standard error,
    /// without colour, prompts, registers or image lists (docs/Backtracing.rst in the Swift
    /// repository); 48 frames, the innermost 24 of them kept when there are more, which is
    /// deeper than the deepest crash yet seen below the harness's own frames.
    static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,limit=48,top=24,output-to=stderr"

    private let executable: String
    private let target: FuzzTarget
    private let ceilings: ResourceCeilings
    private let folder: URL
    private var process: (pid: pid_t, input: Int32, answers: Int32)?
    private var servedCount = 0
    private let symbolizer: Symbolizer

    /// - Parameter executable: The `cutaway-fuzz` executable to start children from.
    public init(executable: String, target: FuzzTarget, ceilings: ResourceCeilings) throws {
        self.executable = executable
        self.target = target
        self.ceilings = ceilings
        symbolizer = Symbolizer(executable: executable)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-fuzz-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A child that has died leaves its end of the input pipe closed; writing to it must
        // fail with EPIPE rather than end the campaign.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private var logPath: String { folder.appendingPathComponent("child.log").path }
    private var scratchPath: String { folder.appendingPathComponent("input.\(target.fileExtension)").path }

    /// Runs one input in the child.
    public func run(_ input: [UInt8]) throws -> Result {
        if servedCount >= Self.inputsPerChild { stop() }
        let child = try process ?? start()
        servedCount += 1
        let logOffset = logSize()
        guard ChildProtocol.writeAll(ChildProtocol.encodeInput(input), to: child.input) else {
            return .failed(collect(child, logOffset: logOffset))
        }
        var poller = pollfd(fd: child.answers, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&poller, 1, Int32(ceilings.wallClockSeconds * 1000))
        } while ready < 0 && errno == EINTR
        guard ready > 0 else {
            kill(child.pid, SIGKILL)
            let log = readLog(from: logOffset)
            _ = collect(child, logOffset: logOffset)
            return .failed(Failure(unansweredAfter: ceilings.wallClockSeconds, log: log))
        }
        guard let header = ChildProtocol.readExactly(5, from: child.answers),
              let text = ChildProtocol.readExactly(ChildProtocol.decodeLittleEndian(Array(header[1...])), from: child.answers)
        else {
            return .failed(collect(child, logOffset: logOffset))
        }
        let message = String(decoding: text, as: UTF8.self)
        return .finished(header[0] == UInt8(ascii: "A") ? .accepted(message) : .rejected(message))
    }

    /// Ends the child, if one is running: closing its input makes it exit.
    public func stop() {
        guard let child = process else { return }
        close(child.input)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        close(child.answers)
        process = nil
    }

    /// Waits for a child that has died and reads why.
    private func collect(_ child: (pid: pid_t, input: Int32, answers: Int32), logOffset: Int) -> Failure {
        close(child.input)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        close(child.answers)
        process = nil
        return Failure(waitStatus: status, log: readLog(from: logOffset), symbolizer: symbolizer)
    }

    private func start() throws -> (pid: pid_t, input: Int32, answers: Int32) {
        let input = try Self.pipe(), answers = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, answers.write, ChildProtocol.answerDescriptor)

        let arguments = [executable, "serve", target.rawValue, "--memory-mib", "\(ceilings.memoryBytes >> 20)",
                         "--cpu-seconds", "\(ceilings.cpuSeconds)", "--scratch", scratchPath]
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
            .map { "\($0.key)=\($0.value)" }.sorted() + ["SWIFT_BACKTRACE=\(Self.backtraceSettings)"]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(input.read)
        close(answers.write)
        guard status == 0 else {
            close(input.write)
            close(answers.read)
            throw ChildProcessError(message: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        servedCount = 0
        let child = (pid: pid, input: input.write, answers: answers.read)
        process = child
        return child
    }

    /// A pipe whose two ends are closed on exec and numbered above the child's 0…3, so that
    /// the child's `dup2`s never meet one of them. (The campaign starts children from one
    /// thread, so no other spawn can inherit the ends before they are moved.)
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw ChildProcessError(message: "pipe: \(String(cString: strerror(errno)))") }
        let moved = ends.map { end -> Int32 in
            let high = fcntl(end, F_DUPFD_CLOEXEC, 10)
            close(end)
            return high
        }
        return (moved[0], moved[1])
    }

    private func logSize() -> Int {
        var info = stat()
        return stat(logPath, &info) == 0 ? Int(info.st_size) : 0
    }

    private func readLog(from offset: Int) -> String {
        guard let handle = FileHandle(forReadingAtPath: logPath) else { return "" }
        defer { try? handle.close() }
        try? handle.seek(toOffset: UInt64(offset))
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }
}

/// A child process could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A Chrome DevTools Protocol client over `--remote-debugging-pipe`: the browser is spawned with
/// the far ends of two pipes on its file descriptors 3 (it reads commands there) and 4 (it writes
/// replies and events there), and every message either way is one JSON object ended by a NUL byte.
///
/// Why not a WebSocket on `--remote-debugging-port`: that needs a port, an HTTP handshake and a
/// WebSocket framer, and a port can be taken or reached by others; the pipe is private to the two
/// processes and its framing is one byte. Why not `Process`: it cannot place a descriptor on a
/// chosen number in the child, which is the whole interface here; `posix_spawn` file actions can.
///
/// How it works: `send` writes a command with a fresh id and reads messages until the reply with
/// that id; events read meanwhile are kept, in order, for `waitForEvent`. Every read is bounded by
/// a deadline (`poll` on the read end), so a browser that stops answering costs a readable error,
/// never a hung bench. The browser runs in its own process group, so that `close` can end it with
/// the renderer, GPU and zygote processes it started, and then reap it.
///
/// Design boundaries: one caller on one thread; commands are sent one at a time (the captures are
/// sequential anyway). `SIGPIPE` is ignored in this process from the first launch on, so that
/// writing to a browser that died is an error value (`EPIPE`), not the bench's death.
final class DevToolsPipe {
    /// A failure, with what was being waited for and what the browser said on its standard error.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser's process id, which is also its process group's.
    let processID: pid_t
    private var commands: Int32
    private var replies: Int32
    private var received: [UInt8] = []
    private var events: [[String: Any]] = []
    private var nextID = 1
    private var isClosed = false
    /// Where the browser's standard error goes, read back into failures.
    private let errorLog: URL

    /// Spawns `executable` with `arguments`, its fds 3 and 4 on this client's pipes, its standard
    /// output discarded and its standard error written to `errorLog`.
    init(executable: String, arguments: [String], errorLog: URL) throws {
        signal(SIGPIPE, SIG_IGN)
        self.errorLog = errorLog
        // The ends the child keeps are moved above 4 (F_DUPFD_CLOEXEC from 10), so that no dup2
        // below overwrites an end another dup2 still has to read; every end is close-on-exec, so
        // the child keeps only the two copies dup2 makes on 3 and 4. (`pipe2`, which would set
        // the flag at once, is not imported from Glibc; nothing else spawns meanwhile here.)
        var toBrowser: [Int32] = [-1, -1], fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&fromBrowser) == 0 else {
            Glibc.close(toBrowser[0]); Glibc.close(toBrowser[1])
            throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        let childReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10), childWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        for end in [toBrowser[0], fromBrowser[1]] { Glibc.close(end) }
        for end in [toBrowser[1], fromBrowser[0]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { Glibc.close(childReads); Glibc.close(childWrites) }
        commands = toBrowser[1]
        replies = fromBrowser[0]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, childReads, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrites, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Process group 0: a new group led by the child, so `close` can signal all of it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            Glibc.close(commands); Glibc.close(replies)
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(status)))")
        }
        processID = pid
    }

    deinit { close() }

    /// Sends `method` with `params` (to the page attached as `sessionID`, if given) and returns the
    /// reply's `result`; throws the reply's `error`, or a failure if no reply comes within `timeout`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], sessionID: String? = nil, timeout: Double = 10) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let sessionID { message["sessionId"] = sessionID }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure("writing \(method): \(String(cString: strerror(errno)))") }
            written += count
        }
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            let reply = try nextMessage(before: deadline, waitingFor: "the reply to \(method)")
            guard reply["id"] as? Int == id else {
                if reply["method"] != nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw failure("\(method) failed: \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the event `method` (on `sessionID`, if given), taking it and every event before it
    /// out of the queue; throws if it does not come within `timeout`.
    @discardableResult
    func waitForEvent(_ method: String, sessionID: String? = nil, timeout: Double = 10) throws -> [String: Any] {
        func matches(_ event: [String: Any]) -> Bool {
            event["method"] as? String == method && (sessionID == nil || event["sessionId"] as? String == sessionID)
        }
        if let index = events.firstIndex(where: matches) {
            let event = events[index]
            events.removeFirst(index + 1)
            return event
        }
        events.removeAll()
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            let message = try nextMessage(before: deadline, waitingFor: method)
            if matches(message) { return message }
        }
    }

    /// Ends the browser: asks it to close, waits up to two seconds for it to exit, then kills its
    /// process group, and reaps it. Safe to call more than once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        // Browser.close has no reply worth waiting for: the browser may exit before sending it.
        let bytes = Array(#"{"id":0,"method":"Browser.close"}"#.utf8) + [0]
        _ = bytes.withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
        Glibc.close(commands)
        Glibc.close(replies)
        // The browser is waited for without being reaped (WNOWAIT): while it is a zombie its id,
        // and so its group's, cannot be reused, and the group can be killed safely, with any
        // child the browser left behind (a renderer still exiting).
        var information = siginfo_t()
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            information = siginfo_t()
            guard waitid(P_PID, id_t(processID), &information, WEXITED | WNOHANG | WNOWAIT) == 0 else { break }
            if information._sifields._sigchld.si_pid == processID { break }
            usleep(10_000)
        }
        kill(-processID, SIGKILL)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
    }

    /// The next whole message from the browser, read before `deadline`.
    private func nextMessage(before deadline: ContinuousClock.Instant, waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = received.firstIndex(of: 0) {
                let body = Data(received[..<end])
                received.removeFirst(end + 1)
                guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                    throw failure("a message that is not a JSON object, waiting for \(what)")
                }
                return message
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw failure("no answer within the time allowed, waiting for \(what)") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left / .milliseconds(1), 1000)) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { throw failure("poll: \(String(cString: strerror(errno)))") }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw failure("the browser closed its pipe (it exited?), waiting for \(what)") }
            received.append(contentsOf: chunk[..<count])
        }
    }

    /// A failure saying `what`, with the last line of the browser's standard error.
    private func failure(_ what: String) -> Failure {
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        let lastLine = log.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return Failure(description: what + (lastLine.map { " (browser's stderr: \($0))" } ?? ""))
    }
}

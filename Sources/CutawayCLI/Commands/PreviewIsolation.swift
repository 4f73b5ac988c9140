import Cutaway
import CutawayRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the preview runner keeps one bad preview from taking the others with it: it plays each
/// preview in a process of its own (itself, started again with `childKey` naming the preview),
/// so that a preview that crashes (a `fatalError`, an index out of range, a stack overflow),
/// never finishes (an endless loop), calls `exit` or passes a limit fails alone, reported by
/// name and place, while every other preview is written.
///
/// How it works: a child renders its one preview as the runner would in one process, and
/// ends its standard output with a line holding the token it was given and its status
/// (`finishedLine`): a child that ends without it (`exit(0)` in a body) did not finish, whatever
/// its status. A child past `timeout` seconds gets `SIGTERM` (its interrupt cleanup removes its
/// staging), then `SIGKILL`. What a child that crashed left staged beside its outputs is
/// removed here. Children die with the runner (`ParentDeath`).
///
/// Several children run at once (`jobs`, the machine's cores by default: a preview's own work is
/// mostly one thread's), each a fresh process, so a preview never sees what another one left in
/// a static: the output is the same whichever child ran first. What each prints is held and
/// printed in preview order, as each preview before it is done.
struct PreviewIsolation {
    /// The environment variable that makes the runner a child: `INDEX:TOKEN`, the preview's
    /// index among all the linked ones, and the token its finished line carries.
    static let childKey = "CUTAWAY_PREVIEW_CHILD"

    /// The one preview this process renders, when it is a child.
    struct Child {
        let index: Int
        let token: String

        init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
            guard let value = environment[PreviewIsolation.childKey], let colon = value.firstIndex(of: ":"),
                  let index = Int(value[..<colon]) else { return nil }
            self.index = index
            token = String(value[value.index(after: colon)...])
        }

        /// Tells the runner that the command returned (with `status`): the child's last line.
        func reportFinished(_ status: Int32, _ output: inout CommandOutput) {
            output.standardOutput.write(PreviewIsolation.finishedLine(token: token, status: status))
        }
    }

    static func finishedLine(token: String, status: Int32) -> String { "\ncutaway-preview-finished \(token) \(status)\n" }

    /// Seconds one preview may take by default: the slowest example preview (the gallery's
    /// longest script, as an APNG in a debug build) takes about 10 s; ten times that.
    static let defaultTimeout = 120.0

    /// The bytes of a child's output, and of its error output, that are kept (the last ones):
    /// enough for any report a render prints, and a bound on a preview that prints forever.
    static let keptOutputBytes = 1 << 20

    /// Seconds a child has to clean up after `SIGTERM` before it is killed.
    static let terminationGrace = 5.0

    let executable: String
    /// The command and its words, as the runner was given them.
    let arguments: [String]
    let timeout: Double
    /// How many children run at once.
    let jobs: Int
    /// The folder the outputs go into, swept of what a crashed child left staged.
    let outputFolder: URL

    /// Renders each of `previews` (indices among `all`) in a child, `jobs` at a time, printing
    /// what each prints in preview order; a failed one is reported on standard error by name.
    /// Throws a failure naming every preview that failed, with the first one's status (65 for
    /// one that crashed, hung, exited or passed a limit).
    func run(_ previews: [Preview], among all: [Preview], _ output: inout CommandOutput) throws -> ExitCode {
        let work = previews.compactMap { preview -> (index: Int, preview: Preview)? in
            all.firstIndex { $0.source == preview.source }.map { ($0, preview) }
        }
        LeftoverProcesses.adopt()
        var results = [ChildResult?](repeating: nil, count: work.count)
        var printedUpTo = 0
        var running: [RunningChild] = []
        var next = 0
        // Every child's end is noted here; the loop below wakes for it or for a deadline.
        let ended = EndedChildren()
        func printDone(_ output: inout CommandOutput) {
            while printedUpTo < results.count, let result = results[printedUpTo] {
                output.standardOutput.write(result.standardOutput)
                output.standardError.write(result.standardError)
                printedUpTo += 1
            }
        }
        while next < work.count || !running.isEmpty {
            // Started from this (the main) thread, which lives as long as the runner: a child's
            // parent-death signal follows the thread that started it.
            while running.count < max(1, jobs), next < work.count {
                let (index, preview) = work[next]
                let place = "preview \(preview.displayName) (\(preview.source.fileID):\(preview.source.line))"
                running.append(try startChild(index: index, order: next, place: place, ended: ended))
                next += 1
            }
            let endedOrders = ended.wait(until: running.map(\.deadline).min() ?? .distantFuture)
            for child in running where !endedOrders.contains(child.order) && DispatchTime.now() >= child.deadline {
                child.stopForTimeout()
            }
            let endedChildren = running.filter { endedOrders.contains($0.order) }
            for child in endedChildren { child.process.waitUntilExit() }
            // What an ended preview started and left running (holding its pipes open, perhaps)
            // was handed to this process: it ends here, before the pipes are read to their end.
            if !endedChildren.isEmpty {
                LeftoverProcesses.endAdopted(
                    keeping: Set(running.filter { !endedOrders.contains($0.order) }.map(\.process.processIdentifier)))
            }
            for child in endedChildren {
                ChildProcesses.shared.forget(child.process)
                results[child.order] = finish(child)
            }
            running.removeAll { results[$0.order] != nil }
            printDone(&output)
        }
        let failed = zip(work, results).compactMap { item, result in result?.status.map { (item.preview.displayName, $0) } }
        guard let first = failed.first else { return .success }
        throw CommandFailure(
            "\(failed.count) of \(previews.count) previews failed: \(failed.map(\.0).joined(separator: ", ")); the others were written",
            exitCode: first.1)
    }

    /// A child's outcome: what to print, and the status it failed with (nil: it succeeded).
    private struct ChildResult {
        let standardOutput: String
        let standardError: String
        let status: ExitCode?
    }

    /// A child rendering one preview, and when it is to be stopped.
    private final class RunningChild {
        let process: Process
        let order: Int
        let place: String
        let token: String
        let standardOutput: PipeReader
        let standardError: PipeReader
        /// When it is sent `SIGTERM` (past `timeout`), then, after that, `SIGKILL`.
        var deadline: DispatchTime
        private(set) var timedOut = false
        private var killed = false

        init(process: Process, order: Int, place: String, token: String, standardOutput: PipeReader, standardError: PipeReader, deadline: DispatchTime) {
            self.process = process
            self.order = order
            self.place = place
            self.token = token
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.deadline = deadline
        }

        /// Past its deadline: `SIGTERM` first (its interrupt cleanup removes its staging),
        /// then, past the grace, `SIGKILL`.
        func stopForTimeout() {
            if !timedOut {
                timedOut = true
                kill(process.processIdentifier, SIGTERM)
                deadline = .now() + PreviewIsolation.terminationGrace
            } else if !killed {
                killed = true
                // What the preview started goes with it (what it leaves once it ended is
                // adopted and ended by the run's loop).
                for descendant in LeftoverProcesses.descendants(of: process.processIdentifier).reversed() {
                    kill(descendant, SIGKILL)
                }
                kill(process.processIdentifier, SIGKILL)
                deadline = .distantFuture
            }
        }
    }

    /// Starts the child for the preview at `index` (the `order`th of this run).
    private func startChild(index: Int, order: Int, place: String, ended: EndedChildren) throws -> RunningChild {
        let token = UUID().uuidString
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ParentDeath.childEnvironment().merging([Self.childKey: "\(index):\(token)"]) { $1 }
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.terminationHandler = { _ in ended.add(order) }
        let out = PipeReader(standardOutput, limit: Self.keptOutputBytes), errors = PipeReader(standardError, limit: Self.keptOutputBytes)
        do {
            try ChildProcesses.shared.start(process)
        } catch {
            throw CommandFailure("cannot run the preview runner \(executable): \(error)", exitCode: .internalFailure)
        }
        return RunningChild(
            process: process, order: order, place: place, token: token, standardOutput: out, standardError: errors,
            deadline: timeout > 0 ? .now() + timeout : .distantFuture)
    }

    /// What an ended child printed, and whether it failed (after saying why).
    private func finish(_ child: RunningChild) -> ChildResult {
        let (out, outDropped) = child.standardOutput.wait(), (err, errDropped) = child.standardError.wait()
        var printed = String(decoding: out, as: UTF8.self)
        var errorText = String(decoding: err, as: UTF8.self)
        for (stream, dropped) in [("output", outDropped), ("error output", errDropped)] where dropped > 0 {
            errorText = "warning: \(child.place): \(dropped) bytes of its \(stream) were left out; the last \(Self.keptOutputBytes) are shown\n" + errorText
        }
        let finishedStatus = Self.takeFinishedLine(token: child.token, from: &printed)
        // The child's own errors name no preview: each is said of this one.
        let lines = errorText.split(separator: "\n", omittingEmptySubsequences: false)
        var errors = lines.map { $0.hasPrefix("error: ") ? "error: \(child.place): " + $0.dropFirst(7) : String($0) }
            .joined(separator: "\n")
        if let finishedStatus {
            let status = finishedStatus == 0 ? nil : ExitCode(rawValue: finishedStatus) ?? .internalFailure
            return ChildResult(standardOutput: printed, standardError: errors, status: status)
        }
        // It ended without finishing: whatever it staged is left beside the outputs.
        AtomicOutput.removeStaging(leftBy: child.process.processIdentifier, in: outputFolder)
        let reason: String
        if child.timedOut {
            reason = "did not finish within \(Self.seconds(timeout)) s (an endless loop?); give --timeout more seconds if it needs them"
        } else if child.process.terminationReason == .uncaughtSignal {
            let fatal = lines.last { $0.contains("Fatal error") }.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            reason = "crashed (\(Self.describe(signal: child.process.terminationStatus)))\(fatal)"
        } else {
            reason = "exited with status \(child.process.terminationStatus) before it was drawn (exit() in the preview's code?)"
        }
        errors += "error: \(child.place): \(reason)\n"
        return ChildResult(standardOutput: printed, standardError: errors, status: .badInput)
    }

    /// The status on the finished line of `token` in `printed`, which loses the line.
    static func takeFinishedLine(token: String, from printed: inout String) -> Int32? {
        let prefix = "\ncutaway-preview-finished \(token) "
        guard let range = printed.range(of: prefix, options: .backwards) else { return nil }
        let rest = printed[range.upperBound...]
        guard let status = Int32(rest.prefix { $0 != "\n" }) else { return nil }
        printed.removeSubrange(range.lowerBound...)
        return status
    }

    /// A signal's number and name, with what usually raises it in Swift code.
    static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "signal \(signal): a trap, such as a fatalError, a failed precondition, an index out of range or a nil unwrapped"
        case SIGSEGV: "signal \(signal): a bad memory access, such as a stack overflow from deep recursion"
        case SIGBUS: "signal \(signal): a bad memory access"
        case SIGABRT: "signal \(signal): abort"
        case SIGFPE: "signal \(signal): an arithmetic error"
        case SIGKILL: "signal \(signal): killed, perhaps for using too much memory"
        default: "signal \(signal)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The children that ended, by their order in the run: each child's termination handler adds
/// its own (on Foundation's thread), the run's loop takes them.
private final class EndedChildren: @unchecked Sendable {
    // @unchecked: `orders` is guarded by `lock`; `signal` wakes the loop once per order added.
    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)
    private var orders: [Int] = []

    func add(_ order: Int) {
        lock.withLock { orders.append(order) }
        signal.signal()
    }

    /// The orders added since the last call, after waiting (until `deadline` at most) for one
    /// if there were none.
    func wait(until deadline: DispatchTime) -> Set<Int> {
        if lock.withLock({ orders.isEmpty }) { _ = signal.wait(timeout: deadline) }
        return lock.withLock {
            defer { orders.removeAll() }
            return Set(orders)
        }
    }
}

/// Reads a pipe to its end on a thread of its own (so that a child printing much cannot block
/// on a full pipe while the runner waits for it), keeping only the last `limit` bytes: a
/// preview that prints in a loop until its timeout cannot grow the runner's memory.
private final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` and `dropped` are written before `done` is signalled, and read after.
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    private var dropped = 0

    init(_ pipe: Pipe, limit: Int) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                // Trimmed once twice the limit is held, so that each byte is moved about once.
                if data.count > 2 * limit {
                    dropped += data.count - limit
                    data = Data(data.suffix(limit))
                }
            }
            if data.count > limit {
                dropped += data.count - limit
                data = Data(data.suffix(limit))
            }
            done.signal()
        }.start()
    }

    /// The last bytes read, and how many came before them and were not kept.
    func wait() -> (data: Data, dropped: Int) {
        done.wait()
        return (data, dropped)
    }
}

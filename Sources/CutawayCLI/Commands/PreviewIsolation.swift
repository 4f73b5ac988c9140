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
/// Design boundaries: children run one after another, so output stays in preview order and
/// the machine's cores go to the render's own frame writers.
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

    /// Seconds a child has to clean up after `SIGTERM` before it is killed.
    static let terminationGrace = 5.0

    let executable: String
    /// The command and its words, as the runner was given them.
    let arguments: [String]
    let timeout: Double
    /// The folder the outputs go into, swept of what a crashed child left staged.
    let outputFolder: URL

    /// Renders each of `previews` (indices among `all`) in a child, printing what each prints;
    /// a failed one is reported on standard error by name. Throws a failure naming every
    /// preview that failed, with the first one's status (65 for one that crashed, hung,
    /// exited or passed a limit).
    func run(_ previews: [Preview], among all: [Preview], _ output: inout CommandOutput) throws -> ExitCode {
        var failed: [(name: String, status: ExitCode)] = []
        for preview in previews {
            guard let index = all.firstIndex(where: { $0.source == preview.source }) else { continue }
            let place = "preview \(preview.displayName) (\(preview.source.fileID):\(preview.source.line))"
            if let status = try runChild(index: index, place: place, &output) {
                failed.append((preview.displayName, status))
            }
        }
        guard let first = failed.first else { return .success }
        throw CommandFailure(
            "\(failed.count) of \(previews.count) previews failed: \(failed.map(\.name).joined(separator: ", ")); the others were written",
            exitCode: first.status)
    }

    /// Runs the child for the preview at `index`; `nil` when it succeeded, else the status it
    /// failed with (after reporting why).
    private func runChild(index: Int, place: String, _ output: inout CommandOutput) throws -> ExitCode? {
        let token = UUID().uuidString
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ParentDeath.childEnvironment().merging([Self.childKey: "\(index):\(token)"]) { $1 }
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let out = PipeReader(standardOutput), errors = PipeReader(standardError)
        var timedOut = false
        do {
            // Started from this (the main) thread, which lives as long as the runner: the
            // child's parent-death signal follows the thread that started it.
            try ChildProcesses.shared.run(process) {
                if timeout > 0, ended.wait(timeout: .now() + timeout) == .timedOut {
                    timedOut = true
                    kill(process.processIdentifier, SIGTERM)
                    if ended.wait(timeout: .now() + Self.terminationGrace) == .timedOut {
                        kill(process.processIdentifier, SIGKILL)
                        ended.wait()
                    }
                } else if timeout <= 0 {
                    ended.wait()
                }
                process.waitUntilExit()
            }
        } catch {
            throw CommandFailure("cannot run the preview runner \(executable): \(error)", exitCode: .internalFailure)
        }
        var printed = String(decoding: out.wait(), as: UTF8.self)
        let errorText = String(decoding: errors.wait(), as: UTF8.self)
        let finishedStatus = Self.takeFinishedLine(token: token, from: &printed)
        output.standardOutput.write(printed)
        // The child's own errors name no preview: each is said of this one.
        let lines = errorText.split(separator: "\n", omittingEmptySubsequences: false)
        output.standardError.write(lines.map { $0.hasPrefix("error: ") ? "error: \(place): " + $0.dropFirst(7) : String($0) }
            .joined(separator: "\n"))
        if let finishedStatus {
            return finishedStatus == 0 ? nil : ExitCode(rawValue: finishedStatus) ?? .internalFailure
        }
        // It ended without finishing: whatever it staged is left beside the outputs.
        AtomicOutput.removeStaging(leftBy: process.processIdentifier, in: outputFolder)
        let reason: String
        if timedOut {
            reason = "did not finish within \(Self.seconds(timeout)) s (an endless loop?); give --timeout more seconds if it needs them"
        } else if process.terminationReason == .uncaughtSignal {
            let fatal = lines.last { $0.contains("Fatal error") }.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            reason = "crashed (\(Self.describe(signal: process.terminationStatus)))\(fatal)"
        } else {
            reason = "exited with status \(process.terminationStatus) before it was drawn (exit() in the preview's code?)"
        }
        output.standardError.write("error: \(place): \(reason)\n")
        return .badInput
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

/// Reads a pipe to its end on a thread of its own (so that a child printing much cannot block
/// on a full pipe while the runner waits for it).
private final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` is written once before `done` is signalled, and read after.
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

import Glibc

/// An input that did not end with an outcome: the child crashed or trapped, ran past the
/// memory ceiling or past the time ceiling. Read from the child's exit status and log (its
/// standard error, with the Swift runtime's backtrace).
public struct Failure: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case crash
        case memoryCeiling = "memory ceiling"
        case timeCeiling = "time ceiling"
    }

    /// One line of the backtrace: `  3 [ra] 0x… PNGDecoder.decode(file:) + 120 in cutaway-fuzz at /…/PNGDecoder.swift:31:20`.
    public struct Frame: Equatable, Sendable {
        public var function: String
        /// `path:line:column`, or empty when the backtrace has none.
        public var location: String

        /// Whether the frame is Cutaway's code rather than the harness's, the standard
        /// library's or a C library's: the frame a finding is about.
        var isProjectCode: Bool {
            location.contains("/Sources/") && !location.contains("/Sources/CutawayFuzzing/") && !location.contains("/Sources/cutaway-fuzz/")
        }

        /// The file's name without its folder, line and column, for signatures that survive
        /// edits elsewhere in the file and checkouts in other folders.
        var fileName: String {
            let path = location.split(separator: ":").first.map(String.init) ?? location
            return path.split(separator: "/").last.map(String.init) ?? path
        }
    }

    public var kind: Kind
    /// The first line that says what went wrong ("Fatal error: Index out of range"), or how
    /// the process ended.
    public var message: String
    /// The crashed thread's frames, innermost first.
    public var frames: [Frame]
    /// The child's log from this input on, its last 16 KiB: room for the backtrace and the
    /// lines before it.
    public var log: String

    /// The log's lines before the backtrace: what the process said as it failed (a GLib
    /// warning, say), at most 20.
    public var messages: [String] {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let end = lines.firstIndex { $0.hasPrefix("*** Signal") || $0.hasPrefix("cutaway-fuzz backtrace:") } ?? lines.count
        return Array(lines[..<end].prefix(20))
    }

    /// The failure with the particulars of the input removed, to tell distinct bugs apart:
    /// kind, message (numbers as `#`) and the innermost frame of Cutaway's own code. For a
    /// time ceiling that is where the timer struck, which for one input is nearly always the
    /// same loop; a campaign checks that a new failure happens again before it reports it.
    public var signature: String {
        let place = frames.first(where: \.isProjectCode).map { " in \($0.function) (\($0.fileName))" } ?? ""
        return "\(kind.rawValue): \(FuzzOutcome.normalized(message))\(place)"
    }

    /// The failure of a child that died with `status` (as `waitpid` reports it) after writing
    /// `log`; `symbolizer` names the frames of an `AbortBacktrace`.
    init(waitStatus status: Int32, log: String, symbolizer: Symbolizer?) {
        let signalNumber = status & 0x7F
        let ending = signalNumber == 0
            ? "exited with status \((status >> 8) & 0xFF)"
            : "killed by signal \(signalNumber) (\(String(cString: strsignal(signalNumber))))"
        let lines = log.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let isTime = log.contains(String(describing: ResourceCeilings.timeCeilingMarker).trimmingTrailingNewline)
        let isMemory = Self.memoryMessages.contains { log.contains($0) }
        kind = isTime ? .timeCeiling : isMemory ? .memoryCeiling : .crash
        message = isTime ? "ran past the time ceiling" : Self.firstProblemLine(in: lines) ?? ending
        let swiftFrames = Self.crashedThreadFrames(in: lines)
        frames = swiftFrames.isEmpty ? Self.droppingHandler(symbolizer?.frames(for: Self.abortBacktrace(in: lines)) ?? []) : swiftFrames
        self.log = String(log.suffix(16_384))
    }

    /// The failure of a child that gave no answer within the wall-clock backstop.
    init(unansweredAfter seconds: Int, log: String) {
        kind = .timeCeiling
        message = "no answer after \(seconds) s of wall-clock time"
        frames = []
        self.log = String(log.suffix(16_384))
    }

    /// What the Swift runtime ("failed to allocate N bytes of memory"), GLib ("failed to
    /// allocate N bytes") and the C library (`strerror(ENOMEM)`) print when memory runs out.
    private static let memoryMessages = ["failed to allocate", "Could not allocate memory", "Cannot allocate memory", "out of memory"]

    /// Lines that say what went wrong, most telling first.
    private static let problemMarkers = ["Fatal error", "Precondition failed", "Assertion failed", "failed to allocate", "ERROR", "*** Program crashed"]

    private static func firstProblemLine(in lines: [String]) -> String? {
        for marker in problemMarkers {
            guard let line = lines.first(where: { $0.contains(marker) }) else { continue }
            // Swift prefixes a trap's message with its file and line; keep from the marker on.
            let text = String(line[line.range(of: marker)!.lowerBound...])
            // "*** Program crashed: Illegal instruction at 0x…": the address differs every run.
            return text.range(of: " at 0x").map { String(text[..<$0.lowerBound]) } ?? text
        }
        return nil
    }

    /// The frames of the thread the backtracer marks "crashed".
    private static func crashedThreadFrames(in lines: [String]) -> [Frame] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) else { return [] }
        var frames: [Frame] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("Thread ") || line.hasPrefix("Backtrace took") || line.hasPrefix("Registers") { break }
            if let frame = frame(from: line) { frames.append(frame) }
        }
        return frames
    }

    /// `frames` without the signal handler's own frames and the signal trampoline after them.
    private static func droppingHandler(_ frames: [Frame]) -> [Frame] {
        guard let last = frames.lastIndex(where: { $0.function.contains("AbortBacktrace") }) else { return frames }
        return Array(frames.dropFirst(last + 2))
    }

    /// The lines between `AbortBacktrace`'s markers.
    private static func abortBacktrace(in lines: [String]) -> [Symbolizer.RawFrame] {
        let start = String(describing: AbortBacktrace.startMarker).trimmingTrailingNewline
        let end = String(describing: AbortBacktrace.endMarker).trimmingTrailingNewline
        guard let first = lines.firstIndex(of: start) else { return [] }
        return lines[(first + 1)...].prefix { $0 != end }.compactMap(Symbolizer.RawFrame.init(line:))
    }

    /// Reads `  3 [ra] 0x00005… name + 120 in image at /path:31:20`; `nil` for other lines.
    static func frame(from line: String) -> Frame? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        guard let index = words.popFirst(), Int(index) != nil else { return nil }
        while words.first?.hasPrefix("[") == true { words.removeFirst() }
        guard words.popFirst()?.hasPrefix("0x") == true else { return nil }
        let rest = words.joined(separator: " ")
        // The function ends at " + <offset> in "; a function's name may itself contain " in ".
        var function = rest, location = ""
        var searchStart = rest.startIndex
        while let plus = rest.range(of: " + ", range: searchStart..<rest.endIndex) {
            let afterPlus = rest[plus.upperBound...]
            let digits = afterPlus.prefix(while: \.isNumber)
            if !digits.isEmpty, afterPlus.dropFirst(digits.count).hasPrefix(" in ") {
                function = String(rest[..<plus.lowerBound])
                if let at = afterPlus.range(of: " at ") { location = String(afterPlus[at.upperBound...]) }
                break
            }
            searchStart = plus.upperBound
        }
        return Frame(function: function, location: location)
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}

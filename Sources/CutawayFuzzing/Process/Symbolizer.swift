import Foundation

/// Names the frames of an `AbortBacktrace`: glibc prints the executable's own frames only as
/// offsets (`/…/cutaway-fuzz(+0x283ea0) [0x…]`), which binutils' `addr2line` turns into a
/// function and a line, and the toolchain's `swift-demangle` into a Swift name.
///
/// Names are cached by offset: a campaign meets the same few frames again and again. Without
/// the tools, frames keep their offsets, which still tell failures apart.
final class Symbolizer {
    private let executable: String
    private var cache: [String: Failure.Frame] = [:]

    init(executable: String) {
        self.executable = executable
    }

    /// One line of `backtrace_symbols_fd` output: the object, and either an exported symbol
    /// with an offset or an offset into the object.
    struct RawFrame: Equatable {
        var object: String
        var symbol: String?
        var offset: String

        init(object: String, symbol: String?, offset: String) {
            self.object = object
            self.symbol = symbol
            self.offset = offset
        }

        /// Reads `/path/object(symbol+0x1a) [0x…]` or `/path/object(+0x1a) [0x…]`.
        init?(line: String) {
            guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")"),
                  let plus = line[open..<close].lastIndex(of: "+") else { return nil }
            object = String(line[..<open])
            let name = line[line.index(after: open)..<plus]
            symbol = name.isEmpty ? nil : String(name)
            offset = String(line[line.index(after: plus)..<close])
        }
    }

    func frames(for raw: [RawFrame]) -> [Failure.Frame] {
        let unnamed = raw.filter { $0.symbol == nil && $0.object == executable && cache[$0.offset] == nil }.map(\.offset)
        if !unnamed.isEmpty { name(Array(Set(unnamed)).sorted()) }
        return raw.map { frame in
            if let symbol = frame.symbol { return Failure.Frame(function: symbol, location: "") }
            return cache[frame.offset] ?? Failure.Frame(function: "\((frame.object as NSString).lastPathComponent)+\(frame.offset)", location: "")
        }
    }

    private func name(_ offsets: [String]) {
        // Return addresses point after the call; the call itself is a byte before.
        let calls = offsets.map { offset in UInt64(offset.dropFirst(2), radix: 16).map { "0x" + String($0 &- 1, radix: 16) } ?? offset }
        guard let lines = Self.run("addr2line", ["-f", "-e", executable] + calls, input: nil)?.split(separator: "\n", omittingEmptySubsequences: false),
              lines.count >= 2 * offsets.count else { return }
        let mangled = (0..<offsets.count).map { String(lines[2 * $0]) }
        let demangled = Self.run("swift-demangle", ["--simplified"], input: mangled.joined(separator: "\n") + "\n")?
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, offset) in offsets.enumerated() {
            let function = demangled.map { $0.count > index ? $0[index] : mangled[index] } ?? mangled[index]
            let location = String(lines[2 * index + 1])
            cache[offset] = Failure.Frame(function: function, location: location.hasPrefix("??") ? "" : location)
        }
    }

    /// Runs a tool found on `PATH` or beside the Swift toolchain, returning its output.
    private static func run(_ tool: String, _ arguments: [String], input: String?) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        guard (try? process.run()) != nil else { return nil }
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

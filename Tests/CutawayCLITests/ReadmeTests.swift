import Foundation
import Testing
@testable import CutawayCLI

/// Every code block of the README, read from the README itself: Swift is compiled (a manifest
/// read by SwiftPM, other code type-checked against the modules this build made, with
/// Cutaway's macros), a command line of `cutaway` is parsed by the command it names (an
/// unknown option or command fails), a script it runs exists and is executable, and a JSON
/// block parses (a preview script is the example package's own file).
@Suite(.serialized) struct ReadmeTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's fenced blocks: their info string and text.
    private func blocks() throws -> [(kind: String, text: String)] {
        let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(String, String)] = []
        var open: (kind: String, lines: [String])?
        for line in lines where line.hasPrefix("```") || open != nil {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append((block.kind, block.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    @Test func everyBlockIsOfAKindThisTestChecks() throws {
        let kinds = Set(try blocks().map(\.kind))
        #expect(kinds.isSubset(of: ["swift", "console", "sh", "json", ""]), "\(kinds)")
    }

    @Test func swiftManifestsAreReadBySwiftPM() throws {
        let manifests = try blocks().filter { $0.kind == "swift" && $0.text.hasPrefix("// swift-tools-version") }
        #expect(!manifests.isEmpty)
        for manifest in manifests {
            let package = temporaryDirectory()
            try manifest.text.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let result = try PreviewRunnerPackage.swift(["package", "dump-package", "--package-path", package.path])
            #expect(result.status == 0, "\(result.output)")
            // The dependency line the README teaches: Cutaway's SwiftUI, on Linux only.
            #expect(result.standardOutput.contains("\"SwiftUI\"") && result.standardOutput.contains("linux"))
        }
    }

    @Test func swiftCodeTypeChecksAgainstTheBuiltModules() throws {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let sources = try blocks().filter { $0.kind == "swift" && !$0.text.hasPrefix("// swift-tools-version") }
        #expect(sources.count >= 4)
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--cflags", "pangocairo", "cairo", "fontconfig", "zlib", "libdeflate"]
        let pipe = Pipe()
        pkgConfig.standardOutput = pipe
        try pkgConfig.run()
        let flags = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        pkgConfig.waitUntilExit()
        for (index, source) in sources.enumerated() {
            let folder = temporaryDirectory()
            // Code with statements at the top level is a program's main file; the rest a library's.
            let isProgram = source.text.split(separator: "\n").contains { $0.hasPrefix("let ") || $0.hasPrefix("try ") }
            let file = folder.appendingPathComponent(isProgram ? "main.swift" : "Block\(index).swift")
            try source.text.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", file.path, "-I", build.appendingPathComponent("Modules").path,
                                 "-I", root.appendingPathComponent("Sources/CCairoPango").path,
                                 "-load-plugin-executable", build.appendingPathComponent("CutawayMacros-tool").path + "#CutawayMacros"]
                + (isProgram ? [] : ["-parse-as-library"]) + flags
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "README Swift block \(index + 1):\n\(source.text)\n\(output)")
        }
    }

    @Test func commandLinesAreCommandsTheToolTakes() throws {
        var checked = 0
        for block in try blocks() where block.kind == "console" || block.kind == "sh" {
            for line in block.text.split(separator: "\n").map(String.init) {
                let command = block.kind == "console" ? (line.hasPrefix("$ ") ? String(line.dropFirst(2)) : nil) : line
                guard var words = command.map(Self.words), !words.isEmpty else { continue }
                while words.first?.contains("=") == true, words.first?.hasPrefix("-") == false { words.removeFirst() }
                switch words.first {
                case "cutaway":
                    checked += 1
                    let rest = Array(words.dropFirst())
                    guard let name = rest.first, !name.hasPrefix("-") else { continue }
                    let subcommand = try #require(CutawayTool.tool.subcommands.first { $0.signature.name == name }, "\(line)")
                    #expect(throws: Never.self, "\(line)") { _ = try subcommand.signature.parse(Array(rest.dropFirst())) }
                case let script? where script.hasPrefix("Scripts/"):
                    checked += 1
                    #expect(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(script).path), "\(line)")
                case "export":
                    checked += 1
                default:
                    Issue.record("a README command this test does not know: \(line)")
                }
            }
        }
        #expect(checked > 20)
        // (The parse can fail: a misspelt option is refused.)
        let render = try #require(CutawayTool.tool.subcommands.first { $0.signature.name == "render" })
        #expect(throws: UsageError.self) { _ = try render.signature.parse(["settled-row", "--scael", "2"]) }
    }

    @Test func jsonBlocksParseAndThePreviewScriptIsTheExamplesOwn() throws {
        let json = try blocks().filter { $0.kind == "json" }
        #expect(!json.isEmpty)
        for block in json {
            #expect(throws: Never.self) { _ = try JSONSerialization.jsonObject(with: Data(block.text.utf8)) }
        }
        let script = try String(contentsOf: root.appendingPathComponent("Examples/PreviewPackage/Sources/Cards/ExpandableCard.cutaway.json"), encoding: .utf8)
        #expect(json.contains { $0.text + "\n" == script })
    }

    /// A command line's words, as a POSIX shell splits it (quotes kept together, `#` comments
    /// dropped).
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == "#", !inWord {
                break
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

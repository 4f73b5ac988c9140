import CutawayRender
import Foundation

/// The package `cutaway previews` builds beside a user's package: an executable that links the
/// package's library products and Cutaway's commands, so that the previews in them are found
/// (`Preview.registered()`) and rendered in one process.
///
/// It lives in the package's own `.build/cutaway-previews` and is written only when what it
/// says changes, so SwiftPM's incremental build makes a second run without source changes
/// compile nothing.
struct PreviewRunnerPackage {
    let packageDirectory: URL
    let cutawayRoot: URL

    /// The scratch package's folder.
    var folder: URL { packageDirectory.appendingPathComponent(".build/cutaway-previews") }

    init(packageDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let directory = packageDirectory.standardizedFileURL
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure("\(directory.relativePath) has no Package.swift: name a Swift package's folder", exitCode: .noInput)
        }
        self.packageDirectory = directory
        // This file is in Sources/CutawayCLI/Commands of the Cutaway checkout it was built from.
        cutawayRoot = environment["CUTAWAY_ROOT"].map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Builds the runner (telling a person on a terminal what it waits for) and returns it.
    /// A package that does not compile is bad input: the compiler's messages are printed.
    func build(_ output: inout CommandOutput) throws -> PreviewRunner {
        // What the last build was made from: the package's manifest, the Cutaway checkout it
        // depends on, and the Swift files of both. The manifest is read again only when it changed.
        let userManifest = (try? String(contentsOf: packageDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let state = folder.appendingPathComponent("built-from.txt")
        let lastState = (try? String(contentsOf: state, encoding: .utf8)) ?? ""
        let last = lastState.components(separatedBy: "\u{0}")
        var cutaway = last.count > 1 && !last[1].isEmpty ? URL(fileURLWithPath: last[1]) : cutawayRoot
        if last.first != userManifest || !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let dependencies = try packageDescription()
            guard !dependencies.products.isEmpty else {
                throw CommandFailure("\(packageDirectory.relativePath) has no library product to find previews in", exitCode: .badInput)
            }
            // The package's own Cutaway checkout, where it names one by path: a second one in
            // the graph (the checkout this tool was built from) would clash with it.
            cutaway = dependencies.cutaway ?? cutawayRoot
            try write(manifest(products: dependencies.products, cutaway: cutaway), to: folder.appendingPathComponent("Package.swift"))
        }
        let sources = Self.swiftFiles(in: packageDirectory) + Self.swiftFiles(in: cutaway)
        try forgetModulesBuiltAgainstAnotherCutaway(cutaway)
        try write(mainFile, to: folder.appendingPathComponent("Sources/main.swift"))
        if output.standardError.isTerminal {
            output.standardError.write("building the previews of \(packageDirectory.lastPathComponent)…")
        }
        // SwiftPM reuses its cached build manifest for a path dependency whose files came or
        // went: where the list of Swift files changed since the last build, it is made afresh.
        let newState = ([userManifest, cutaway.path] + sources).joined(separator: "\u{0}")
        let caching = newState == lastState ? [] : ["--disable-build-manifest-caching"]
        let build = ["build", "--package-path", folder.path, "--product", Self.productName]
        var result = try Self.swift(build + caching)
        // A build folder that lost files SwiftPM's plan wrote (an older Cutaway removed whole
        // module folders when Cutaway changed) cannot be finished: it is built afresh, once.
        if result.status != 0, result.output.contains("unable to load output file map") {
            let built = folder.appendingPathComponent(".build")
            do {
                try FileManager.default.removeItem(at: built)
            } catch {
                throw CommandFailure.fileSystem(error, path: built.path, isWriting: true)
            }
            result = try Self.swift(build)
        }
        if output.standardError.isTerminal { output.standardError.write("\r\u{1B}[2K") }
        guard result.status == 0 else {
            throw CommandFailure(
                "the previews of \(packageDirectory.lastPathComponent) do not compile:\n" + Self.compilerMessages(in: result.output),
                exitCode: .badInput)
        }
        try write(newState, to: state)
        return PreviewRunner(executable: folder.appendingPathComponent(".build/debug/\(Self.productName)"))
    }

    /// Makes the next build compile again every module above Cutaway (`SwiftUI`, the package's
    /// own, the runner) when Cutaway's sources changed since the last build. SwiftPM does not
    /// always compile again a module that imports Cutaway through the re-exporting `SwiftUI`
    /// module when Cutaway's declarations change shape, and such a module crashes the runner.
    /// Cutaway's own targets are left to the incremental build.
    ///
    /// What goes is each such module's compiled state (objects, dependency records): the
    /// compiler then compiles the whole module again. The files SwiftPM's plan writes once
    /// (the output file map, the source list) stay, since SwiftPM does not write them again
    /// while its plan is unchanged (without them the build fails: "unable to load output file
    /// map").
    func forgetModulesBuiltAgainstAnotherCutaway(_ cutaway: URL) throws {
        let record = folder.appendingPathComponent("cutaway-sources.txt")
        let now = Self.sourceFingerprint(of: cutaway)
        let last = try? String(contentsOf: record, encoding: .utf8)
        // A build without a record was made by a Cutaway older than this one.
        if last != now {
            let built = folder.appendingPathComponent(".build/debug")
            let kept = Set(Self.targetNames(in: cutaway).filter { $0 != "SwiftUI" }.flatMap { [$0 + ".build", $0 + "-tool.build"] })
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: built.path)) ?? []
            for name in folders.sorted() where name.hasSuffix(".build") && !kept.contains(name) {
                let module = built.appendingPathComponent(name)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? []
                for file in files.sorted() where Self.compiledStateSuffixes.contains(where: file.hasSuffix) {
                    do {
                        try FileManager.default.removeItem(at: module.appendingPathComponent(file))
                    } catch {
                        throw CommandFailure.fileSystem(error, path: module.appendingPathComponent(file).path, isWriting: true)
                    }
                }
            }
            try write(now, to: record)
        }
    }

    /// The endings of the files in a module's build folder that hold what its last compilation
    /// made: objects, and the records an incremental compilation starts from.
    static let compiledStateSuffixes = [".o", ".swiftdeps", ".priors", ".d", ".dia"]

    /// Each Swift file in the `Sources` of the Cutaway checkout at `root`, with its size and
    /// modification time: a line per file, sorted.
    static func sourceFingerprint(of root: URL) -> String {
        swiftFiles(in: root.appendingPathComponent("Sources")).map { path in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path)\t\(size)\t\(modified)"
        }.joined(separator: "\n")
    }

    /// The module names of the targets of the checkout at `root`: its `Sources` folders, a
    /// hyphen written as SwiftPM writes it in a module name.
    static func targetNames(in root: URL) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        return folders.sorted().map { $0.replacingOccurrences(of: "-", with: "_") }
    }

    /// The paths of the Swift files in the package at `root` (its `.build` and hidden folders
    /// aside), sorted.
    static func swiftFiles(in root: URL) -> [String] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "out" {
                walker.skipDescendants()
            } else if url.pathExtension == "swift" {
                files.append(url.path)
            }
        }
        return files.sorted()
    }

    static let productName = "cutaway-previews"

    /// The names of the package's library products, and the folder of the Cutaway package it
    /// depends on by path, if it does (`swift package dump-package`).
    private func packageDescription() throws -> (products: [String], cutaway: URL?) {
        let result = try Self.swift(["package", "dump-package", "--package-path", packageDirectory.path])
        guard result.status == 0, let data = result.standardOutput.data(using: .utf8),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let products = manifest["products"] as? [[String: Any]]
        else {
            throw CommandFailure(
                "cannot read \(packageDirectory.relativePath)/Package.swift:\n" + Self.compilerMessages(in: result.output),
                exitCode: .badInput)
        }
        let libraries = products.compactMap { product -> String? in
            guard let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
            return product["name"] as? String
        }
        let paths = (manifest["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
            (dependency["fileSystem"] as? [[String: Any]])?.first?["path"] as? String
        }
        let cutaway = paths.first { path in
            let manifest = (try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8)) ?? ""
            return manifest.contains("name: \"Cutaway\"") && manifest.contains("\"CutawayCLI\"")
        }
        return (libraries, cutaway.map { URL(fileURLWithPath: $0) })
    }

    /// The runner's manifest: Cutaway's commands and the package's libraries, by path (a path
    /// dependency is known by its folder's name).
    func manifest(products: [String], cutaway root: URL) -> String {
        let cutaway = root.lastPathComponent, package = packageDirectory.lastPathComponent
        let dependencies = ["                .product(name: \"CutawayCLI\", package: \(Self.literal(cutaway)))"]
            + products.map { "                .product(name: \(Self.literal($0)), package: \(Self.literal(package)))" }
        return """
            // swift-tools-version: 6.0
            // Written by `cutaway previews`: the previews of \(package), linked with Cutaway's commands.
            import PackageDescription

            let package = Package(
                name: "\(Self.productName)",
                dependencies: [
                    .package(path: \(Self.literal(root.path))),
                    .package(path: \(Self.literal(packageDirectory.path))),
                ],
                targets: [
                    .executableTarget(
                        name: "\(Self.productName)",
                        dependencies: [
            \(dependencies.joined(separator: ",\n"))
                        ],
                        path: "Sources"),
                ]
            )

            """
    }

    /// The runner's one source file: the linked previews' command, told the package's folder,
    /// whose Swift files place its `PreviewProvider`s (their conformances, which the runner
    /// finds, say nothing of where they are written).
    var mainFile: String {
        """
        // Written by `cutaway previews`.
        import CutawayCLI
        import Foundation

        CutawayTool.installSceneTimeZone()
        let interruptCleanup = InterruptCleanup.install()
        var output = CommandOutput.standard
        let status = CutawayTool.runPreviewRunner(
            arguments: Array(CommandLine.arguments.dropFirst()), packageDirectory: \(Self.literal(packageDirectory.path)), output: &output)
        withExtendedLifetime(interruptCleanup) { exit(status) }

        """
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Writes `text` unless the file holds it already (an unchanged file keeps its date, and the
    /// build has nothing to do).
    private func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure.fileSystem(error, path: url.path, isWriting: true)
        }
    }

    /// The compiler's messages in a build's output: everything from the first line that
    /// reports a problem, without the build's progress lines.
    static func compilerMessages(in output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let progress = { (line: Substring) in
            line.hasPrefix("[") && line.dropFirst().first?.isNumber == true || line.hasPrefix("Building for")
                || line.hasPrefix("Compiling ") || line.hasPrefix("Write ") || line.contains("warning: prohibited flag")
        }
        let first = lines.firstIndex { $0.contains("error:") } ?? lines.startIndex
        // The compiler reports a mistake in each of its passes over the file (the module's
        // interface, then the code): each diagnostic, with the lines that show it, once.
        var blocks: [[Substring]] = []
        for line in lines[first...] where !progress(line) {
            if line.contains(": error: ") || line.contains(": warning: ") || blocks.isEmpty {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        var seen: Set<[Substring]> = []
        return blocks.filter { seen.insert($0).inserted }.flatMap { $0 }.joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the `swift` on `PATH` with `arguments`, collecting what it prints.
    static func swift(_ arguments: [String]) throws -> (status: Int32, standardOutput: String, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        let (out, errors): (Data, Data)
        do {
            (out, errors) = try ChildProcesses.shared.run(process) { drain(process, standardOutput, standardError) }
        } catch {
            throw CommandFailure("cannot run swift: \(error)", exitCode: .internalFailure)
        }
        let outText = String(decoding: out, as: UTF8.self), errorText = String(decoding: errors, as: UTF8.self)
        return (process.terminationStatus, outText, outText + errorText)
    }
}

/// What a running process prints on `standardOutput` and `standardError`, read to their ends
/// (both drained at once, so a long log on one cannot block the process), after it exits.
private func drain(_ process: Process, _ standardOutput: Pipe, _ standardError: Pipe) -> (Data, Data) {
    let errors = ReadData()
    let reader = Thread { errors.set(standardError.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let out = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (out, errors.wait())
}

/// Bytes one thread hands another once: `wait()` blocks until they are set.
private final class ReadData: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ value: Data) {
        data = value
        done.signal()
    }

    /// The bytes, once set (the semaphore orders the write before this read).
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A built preview runner: `cutaway previews` with the package's previews linked in.
struct PreviewRunner {
    let executable: URL

    /// Runs the runner's `command` (`previews`, `test`) on `arguments`, its output going where
    /// this command's goes; returns its exit status.
    func run(command: String, arguments: [String], _ output: inout CommandOutput) throws -> ExitCode {
        let process = Process()
        process.executableURL = executable
        process.arguments = [command] + arguments
        // The runner dies with this process, even one killed outright (`kill -9`).
        process.environment = ParentDeath.childEnvironment()
        let captured = output.standardOutput.capturesText || output.standardError.capturesText
        let standardOutput = Pipe(), standardError = Pipe()
        if captured {
            process.standardOutput = standardOutput
            process.standardError = standardError
        }
        let printed: (Data, Data)?
        do {
            printed = try ChildProcesses.shared.run(process) {
                guard captured else {
                    process.waitUntilExit()
                    return nil
                }
                return drain(process, standardOutput, standardError)
            }
        } catch {
            throw CommandFailure("cannot run the preview runner \(executable.path): \(error)", exitCode: .internalFailure)
        }
        if let (out, errors) = printed {
            output.standardOutput.write(String(decoding: out, as: UTF8.self))
            output.standardError.write(String(decoding: errors, as: UTF8.self))
        }
        if process.terminationReason == .uncaughtSignal {
            // `cutaway previews` plays each preview in a process of its own, so what ends the
            // runner is code it runs itself: a `PreviewProvider`'s `previews` while the previews
            // are listed, or a preview `cutaway test --previews` plays. Say so, after the
            // runtime's own report.
            throw CommandFailure(
                "the preview runner stopped on signal \(process.terminationStatus): a preview's code crashed (see the backtrace above)",
                exitCode: .internalFailure)
        }
        return ExitCode(rawValue: process.terminationStatus) ?? .internalFailure
    }
}

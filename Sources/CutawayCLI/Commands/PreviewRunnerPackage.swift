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
    ///
    /// The runner links Cutaway's preview runtime (`PreviewRuntime`: built once, optimized, for
    /// every package), so a build compiles only the package. When nothing it is made from
    /// changed since the last build that succeeded (the package's files and its local
    /// dependencies', by path, size and modification time; the runtime; the manifest), SwiftPM
    /// is not run at all.
    func build(_ output: inout CommandOutput) throws -> PreviewRunner {
        let userManifest = (try? String(contentsOf: packageDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let stateFile = folder.appendingPathComponent(Self.stateFileName)
        let last = (try? Data(contentsOf: stateFile)).flatMap { try? JSONDecoder().decode(BuildState.self, from: $0) }
        var description = last.map { (products: $0.products, cutaway: URL(fileURLWithPath: $0.cutaway), localDependencies: $0.localDependencies) }
        if last?.manifest != userManifest || description == nil
            || !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let read = try packageDescription()
            guard !read.products.isEmpty else {
                throw CommandFailure("\(packageDirectory.relativePath) has no library product to find previews in", exitCode: .badInput)
            }
            // The package's own Cutaway checkout, where it names one by path: a second one in
            // the graph (the checkout this tool was built from) would clash with it.
            let cutaway = read.cutaway ?? cutawayRoot
            description = (read.products, cutaway, read.localDependencies.filter { URL(fileURLWithPath: $0).standardizedFileURL != cutaway.standardizedFileURL })
            try write(manifest(products: read.products, cutaway: cutaway), to: folder.appendingPathComponent("Package.swift"))
        }
        guard let description else { throw CommandFailure("cannot read \(packageDirectory.relativePath)/Package.swift", exitCode: .badInput) }
        let runtime = try PreviewRuntime.installed(cutaway: description.cutaway, &output)
        try write(mainFile, to: folder.appendingPathComponent("Sources/main.swift"))
        // The package's files, walked once: stamped, and its Swift files for SwiftPM's caching.
        let packageFiles = Self.files(in: packageDirectory)
        let state = BuildState(
            manifest: userManifest, products: description.products, cutaway: description.cutaway.path,
            localDependencies: description.localDependencies, runtime: runtime.folder.path,
            swiftFiles: packageFiles.filter { $0.hasSuffix(".swift") },
            stamps: [Self.stamps(packageFiles)] + description.localDependencies.map { Self.stamps(Self.files(in: URL(fileURLWithPath: $0))) })
        let runner = PreviewRunner(executable: folder.appendingPathComponent(".build/debug/\(Self.productName)"))
        if state == last, FileManager.default.isExecutableFile(atPath: runner.executable.path) { return runner }
        if output.standardError.isTerminal {
            output.standardError.write("building the previews of \(packageDirectory.lastPathComponent)…")
        }
        // SwiftPM reuses its cached build manifest for a path dependency whose files came or
        // went: where the list of Swift files changed since the last build, it is made afresh.
        let caching = state.swiftFiles == last?.swiftFiles ? [] : ["--disable-build-manifest-caching"]
        // The runner's manifests are read with the runtime's environment: its own cache keeps
        // them apart from the package's own builds, which read Cutaway's sources.
        let build = ["build", "--package-path", folder.path, "--product", Self.productName, "--manifest-cache", "local"]
            + runtime.buildArguments
        let result = try Self.swift(build + caching, environment: runtime.buildEnvironment, timeout: Self.buildTimeout)
        if output.standardError.isTerminal { output.standardError.write("\r\u{1B}[2K") }
        guard result.status == 0 else {
            throw CommandFailure(
                "the previews of \(packageDirectory.lastPathComponent) do not compile:\n" + Self.compilerMessages(in: result.output),
                exitCode: .badInput)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(state).write(to: stateFile, options: .atomic)
        } catch {
            throw CommandFailure.fileSystem(error, path: stateFile.path, isWriting: true)
        }
        return runner
    }

    /// What the last build that succeeded was made from (`built-from.json` in the runner's
    /// folder): a build with the same state has nothing to do.
    struct BuildState: Codable, Equatable {
        var manifest: String
        var products: [String]
        var cutaway: String
        var localDependencies: [String]
        var runtime: String
        var swiftFiles: [String]
        /// For the package and each local dependency: a line per file (`fileStamp`).
        var stamps: [String]
    }

    static let stateFileName = "built-from.json"

    /// A line naming `path`'s file as `name`, its size and its modification time.
    static func fileStamp(_ path: String, name: String) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(name)\t\(size)\t\(modified)\n"
    }

    /// Each of `files` (a package's, from `files(in:)`), stamped.
    static func stamps(_ files: [String]) -> String {
        files.map { fileStamp($0, name: $0) }.joined()
    }

    /// The paths of the regular files under `root` (its `.build` and hidden folders, and the
    /// `out` folder the commands write to by default, aside), sorted.
    static func files(in root: URL) -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "out" {
                walker.skipDescendants()
            } else if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files.append(url.path)
            }
        }
        return files.sorted()
    }

    static let productName = "cutaway-previews"

    /// The names of the package's library products, the folders of the packages it depends on
    /// by path, and which of them is Cutaway's, if one is (`swift package dump-package`).
    private func packageDescription() throws -> (products: [String], cutaway: URL?, localDependencies: [String]) {
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
        return (libraries, cutaway.map { URL(fileURLWithPath: $0) }, paths.sorted())
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

    /// Seconds `swift package` may take to read a manifest: a manifest is read in a second or
    /// two; one that has not finished in two minutes loops.
    static let manifestTimeout = 120.0

    /// Seconds `swift build` may take for a runner: a package with many dependencies built
    /// from nothing takes minutes; an hour is past any that finishes.
    static let buildTimeout = 3600.0

    /// Runs the `swift` on `PATH` with `arguments`, collecting what it prints; `environment`
    /// sets (or, with nil, removes) variables of this process's environment for it. Where this
    /// process is `cutaway`, SwiftPM runs under its `ProcessSupervisor`: past `timeout` seconds,
    /// on an interrupt, or when `cutaway` dies (even killed outright), SwiftPM and every process
    /// it started end. A run past its time limit is bad input, named.
    static func swift(
        _ arguments: [String], environment: [String: String?] = [:], timeout: Double = manifestTimeout
    ) throws -> (status: Int32, standardOutput: String, output: String) {
        let process = Process()
        let supervisor = supervisingExecutable
        process.executableURL = URL(fileURLWithPath: supervisor ?? "/usr/bin/env")
        process.arguments = (supervisor.map { _ in [ProcessSupervisor.argument, String(timeout), "/usr/bin/env"] } ?? []) + ["swift"] + arguments
        var merged = ParentDeath.childEnvironment()
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
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
        if supervisor != nil, process.terminationReason == .exit, process.terminationStatus == ProcessSupervisor.timedOutStatus {
            throw CommandFailure(
                "swift \(arguments.prefix(2).joined(separator: " ")) did not finish within \(PreviewIsolation.seconds(timeout)) s "
                    + "(a Package.swift that never ends?); it and everything it started were stopped",
                exitCode: .badInput)
        }
        return (process.terminationStatus, outText, outText + errorText)
    }

    /// This executable, where it is `cutaway` (whose `main` answers `ProcessSupervisor.argument`
    /// first); nil elsewhere (a test runner calling the commands in-process).
    static var supervisingExecutable: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              URL(fileURLWithPath: executable).lastPathComponent == "cutaway" else { return nil }
        return executable
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

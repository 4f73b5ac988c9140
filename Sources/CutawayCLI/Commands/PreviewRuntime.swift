import Foundation

/// Cutaway built once, optimized, for every package's preview runner: the commands and
/// everything beneath them (engine, rasterizer, encoders) as one shared library,
/// `libCutawayPreviewRuntime.so`, with the modules a package compiles against and the macros
/// that expand its `#Preview`s.
///
/// Why a shared library built once: a runner used to depend on Cutaway's sources, so SwiftPM
/// compiled Cutaway again, in debug, inside every package's `.build` — minutes before a new
/// package's first picture, and an engine that drew an animated blur ten to thirty times slower
/// than the same code optimized. Now a runner compiles only the package (in debug: fast to
/// build, the compiler's full diagnostics) and links the runtime, whose code is optimized.
///
/// How it is made: `swift build -c release --product CutawayPreviewRuntime` in the Cutaway
/// checkout, in a build folder of its own (`buildFolder`; `Scripts/demo` builds it there), then
/// the library, the `Modules` folder and the macro plugin are copied into
/// `.build/preview-runtime/<fingerprint>` of the checkout, the fingerprint naming the sources
/// they were built from. An installed runtime never changes: a runner built against it keeps
/// working while a newer one is installed beside it (the three newest are kept), and a build
/// made against an older one is seen (its folder's name is in its compiler flags, so SwiftPM
/// compiles the package again).
/// The folder is written under a temporary name and renamed, so two `cutaway` processes
/// installing at once both end with a whole runtime.
///
/// How a runner uses it: `CUTAWAY_PREVIEW_RUNTIME` in the build's environment makes Cutaway's
/// manifest declare every product as one small target that links the library (Package.swift);
/// `buildArguments` hand the compiler the modules and the macro plugin, and the linker the
/// library's folder (also as the executable's run path).
struct PreviewRuntime: Equatable {
    /// The installed runtime's folder.
    let folder: URL

    static let libraryName = "CutawayPreviewRuntime"
    static let environmentKey = "CUTAWAY_PREVIEW_RUNTIME"

    var library: URL { folder.appendingPathComponent("lib") }
    var modules: URL { folder.appendingPathComponent("Modules") }
    var macros: URL { folder.appendingPathComponent("CutawayMacros-tool") }

    /// What `swift build` of a runner is given besides its own arguments.
    var buildArguments: [String] {
        [
            "-Xswiftc", "-I", "-Xswiftc", modules.path,
            "-Xswiftc", "-load-plugin-executable", "-Xswiftc", macros.path + "#CutawayMacros",
            "-Xlinker", "-L", "-Xlinker", library.path,
            "-Xlinker", "-rpath", "-Xlinker", library.path,
        ]
    }

    /// The environment of a runner's `swift build` (and of reading its manifest).
    var buildEnvironment: [String: String] { [Self.environmentKey: folder.path] }

    /// Where the runtime of the checkout at `cutaway` is built: a build folder of its own, so
    /// that building it never waits on (or for) another SwiftPM using the checkout's `.build`
    /// (`swift test` holds that folder's lock while its tests run, and they run previews).
    /// `Scripts/demo` and `Scripts/test` build it there too.
    static func buildFolder(cutaway: URL) -> URL { cutaway.appendingPathComponent(".build/preview-runtime-build") }

    /// Where the runtimes of the checkout at `cutaway` are installed.
    static func installFolder(cutaway: URL) -> URL { cutaway.appendingPathComponent(".build/preview-runtime") }

    /// The runtime of the Cutaway checkout at `cutaway` as its sources are now: installed
    /// already, or built (telling a person on a terminal what it waits for) and installed.
    static func installed(cutaway: URL, _ output: inout CommandOutput) throws -> PreviewRuntime {
        let fingerprint = Self.fingerprint(of: cutaway)
        let runtime = PreviewRuntime(folder: installFolder(cutaway: cutaway).appendingPathComponent(fingerprint, isDirectory: true))
        if runtime.isComplete { return runtime }
        if output.standardError.isTerminal {
            output.standardError.write("building Cutaway's preview runtime (optimized; once for every package)…")
        }
        let scratch = buildFolder(cutaway: cutaway)
        let result = try PreviewRunnerPackage.swift(
            ["build", "-c", "release", "--package-path", cutaway.path, "--scratch-path", scratch.path, "--product", libraryName],
            environment: [environmentKey: nil], timeout: PreviewRunnerPackage.buildTimeout)
        if output.standardError.isTerminal { output.standardError.write("\r\u{1B}[2K") }
        guard result.status == 0 else {
            throw CommandFailure(
                "cannot build Cutaway's preview runtime in \(cutaway.path):\n" + PreviewRunnerPackage.compilerMessages(in: result.output),
                exitCode: .internalFailure)
        }
        try install(from: scratch.appendingPathComponent("release"), as: runtime)
        return runtime
    }

    /// Whether the folder holds a whole runtime: the marker is written last.
    var isComplete: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.completeMarker).path)
    }

    private static let completeMarker = "installed"

    /// Copies what a runner needs from the release build at `built` into `runtime`'s folder,
    /// under a temporary name first; removes the checkout's other runtimes.
    private static func install(from built: URL, as runtime: PreviewRuntime) throws {
        let files = FileManager.default
        let parent = runtime.folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(runtime.folder.lastPathComponent)-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? files.removeItem(at: staging)
            try files.createDirectory(at: staging.appendingPathComponent("lib"), withIntermediateDirectories: true)
            try files.copyItem(
                at: built.appendingPathComponent("lib\(libraryName).so"), to: staging.appendingPathComponent("lib/lib\(libraryName).so"))
            try files.copyItem(at: built.appendingPathComponent("Modules"), to: staging.appendingPathComponent("Modules"))
            try files.copyItem(at: built.appendingPathComponent("CutawayMacros-tool"), to: staging.appendingPathComponent("CutawayMacros-tool"))
            try Data().write(to: staging.appendingPathComponent(completeMarker))
        } catch {
            try? files.removeItem(at: staging)
            throw CommandFailure.fileSystem(error, path: staging.path, isWriting: true)
        }
        // Another process may have installed the same runtime meanwhile: theirs is as good.
        if rename(staging.path, runtime.folder.path) != 0 { try? files.removeItem(at: staging) }
        // Older runtimes go, but the last few installed stay: a runner of another `cutaway`
        // (another checkout state, another toolchain) may be playing against one right now.
        let names: [String] = ((try? files.contentsOfDirectory(atPath: parent.path)) ?? []).filter { !$0.hasPrefix(".") }
        func installedDate(_ name: String) -> Date {
            let attributes = try? files.attributesOfItem(atPath: parent.appendingPathComponent(name).path)
            return attributes?[.modificationDate] as? Date ?? .distantPast
        }
        let dates = Dictionary(uniqueKeysWithValues: names.map { ($0, installedDate($0)) })
        let newestFirst = names.sorted { left, right in
            dates[left]! != dates[right]! ? dates[left]! > dates[right]! : left < right
        }
        for name in newestFirst.dropFirst(keptRuntimes) where name != runtime.folder.lastPathComponent {
            try? files.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// How many installed runtimes are kept, the newest: the one just installed and two before.
    static let keptRuntimes = 3

    /// What the runtime is built from, as a name: a 64-bit FNV-1a hash of the path, size and
    /// modification time of every file under the checkout's `Sources`, of its manifest, and of
    /// the compiler (`swift-frontend` beside the `swift` on `PATH`: another toolchain writes
    /// modules the runners could not import).
    static func fingerprint(of cutaway: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a's 64-bit offset basis
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3  // FNV-1a's 64-bit prime
            }
        }
        let files = ["Package.swift"] + PreviewRunnerPackage.files(in: cutaway.appendingPathComponent("Sources"))
            .map { String($0.dropFirst(cutaway.path.count + 1)) }
        for file in files {
            mix(PreviewRunnerPackage.fileStamp(cutaway.appendingPathComponent(file).path, name: file))
        }
        if let compiler = compiler(environment: environment) {
            mix(PreviewRunnerPackage.fileStamp(compiler, name: compiler))
        }
        return String(hash, radix: 16)
    }

    /// The `swift-frontend` of the first `swift` on `PATH`, links resolved.
    static func compiler(environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let frontend = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-frontend")
            return FileManager.default.fileExists(atPath: frontend.path) ? frontend.resolvingSymlinksInPath().path : nil
        }
        return nil
    }
}

import Foundation
import Testing
@testable import CutawayCLI

/// The preview runtime: Cutaway built once, optimized, shared by every package's runner.
@Suite struct PreviewRuntimeTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theFingerprintChangesWithASourceOrTheManifestAndWithNothingElse() throws {
        // A fake checkout: a manifest and one source.
        let checkout = temporaryDirectory().appendingPathComponent("Cutaway")
        let sources = checkout.appendingPathComponent("Sources/Cutaway")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0".write(to: checkout.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = sources.appendingPathComponent("View.swift")
        try "public struct A {}".write(to: source, atomically: true, encoding: .utf8)
        let first = PreviewRuntime.fingerprint(of: checkout)
        #expect(PreviewRuntime.fingerprint(of: checkout) == first)
        // What a build writes, and what is not a source, leave it alone.
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent(".build/release"), withIntermediateDirectories: true)
        try Data([1]).write(to: checkout.appendingPathComponent(".build/release/x.o"))
        try "notes".write(to: checkout.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(PreviewRuntime.fingerprint(of: checkout) == first)
        // A source that changes, a source added, the manifest edited: each is a new runtime.
        try "public struct A { var b = 1 }".write(to: source, atomically: true, encoding: .utf8)
        let edited = PreviewRuntime.fingerprint(of: checkout)
        #expect(edited != first)
        try "public struct B {}".write(to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let added = PreviewRuntime.fingerprint(of: checkout)
        #expect(![first, edited].contains(added))
        try "// swift-tools-version: 6.1".write(to: checkout.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let manifest = PreviewRuntime.fingerprint(of: checkout)
        #expect(![first, edited, added].contains(manifest))
        // Another toolchain first on PATH (a `swift` beside its own `swift-frontend`).
        let toolchain = checkout.deletingLastPathComponent().appendingPathComponent("toolchain/bin")
        try FileManager.default.createDirectory(at: toolchain, withIntermediateDirectories: true)
        for tool in ["swift", "swift-frontend"] {
            try "#!/bin/sh\n".write(to: toolchain.appendingPathComponent(tool), atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: toolchain.appendingPathComponent(tool).path)
        }
        let other = ["PATH": toolchain.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")]
        #expect(PreviewRuntime.compiler(environment: other) == toolchain.appendingPathComponent("swift-frontend").path)
        #expect(![first, edited, added, manifest].contains(PreviewRuntime.fingerprint(of: checkout, environment: other)))
    }

    @Test func aRunnersBuildIsHandedTheRuntimesModulesMacrosAndLibrary() {
        let runtime = PreviewRuntime(folder: URL(fileURLWithPath: "/cutaway/.build/preview-runtime/abc"))
        #expect(runtime.buildArguments == [
            "-Xswiftc", "-I", "-Xswiftc", "/cutaway/.build/preview-runtime/abc/Modules",
            "-Xswiftc", "-load-plugin-executable", "-Xswiftc", "/cutaway/.build/preview-runtime/abc/CutawayMacros-tool#CutawayMacros",
            "-Xlinker", "-L", "-Xlinker", "/cutaway/.build/preview-runtime/abc/lib",
            "-Xlinker", "-rpath", "-Xlinker", "/cutaway/.build/preview-runtime/abc/lib",
        ])
        #expect(runtime.buildEnvironment == ["CUTAWAY_PREVIEW_RUNTIME": "/cutaway/.build/preview-runtime/abc"])
    }

    @Test func theInstalledRuntimeHoldsTheLibraryTheModulesAUserImportsAndTheMacros() throws {
        var output = CommandOutput.capturing()
        let runtime = try PreviewRuntime.installed(cutaway: root, &output)
        #expect(runtime.folder.lastPathComponent == PreviewRuntime.fingerprint(of: root))
        #expect(runtime.isComplete)
        let files = FileManager.default
        #expect(files.fileExists(atPath: runtime.library.appendingPathComponent("libCutawayPreviewRuntime.so").path))
        for module in ["SwiftUI", "Cutaway", "Combine", "CutawayCLI", "CutawayRender"] {
            #expect(files.fileExists(atPath: runtime.modules.appendingPathComponent("\(module).swiftmodule").path), "\(module)")
        }
        #expect(files.isExecutableFile(atPath: runtime.macros.path))
        // Asked again, it is the same folder, and at most the three newest are kept.
        let again = try PreviewRuntime.installed(cutaway: root, &output)
        #expect(again == runtime, "\(again.folder.path) after \(runtime.folder.path); PATH \(ProcessInfo.processInfo.environment["PATH"] ?? "none")")
        let installed = try files.contentsOfDirectory(atPath: PreviewRuntime.installFolder(cutaway: root).path).filter { !$0.hasPrefix(".") }
        #expect(installed.contains(runtime.folder.lastPathComponent) && installed.count <= PreviewRuntime.keptRuntimes, "\(installed)")
    }
}

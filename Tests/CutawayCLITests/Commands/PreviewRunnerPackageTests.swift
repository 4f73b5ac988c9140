import Foundation
import Testing
@testable import CutawayCLI

/// `cutaway previews PACKAGE_DIR` as a user runs it: the package's libraries built into a
/// runner beside it. (These build real packages against Cutaway: a cold build takes a minute.)
@Suite(.serialized) struct PreviewRunnerPackageTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var example: URL { root.appendingPathComponent("Examples/PreviewPackage") }

    @Test func findsThePreviewsOfEveryFileAndTargetAndABuildWithoutChangesCompilesNothing() throws {
        let result = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        #expect(result.status == 0, "\(result.standardError)")
        // Four files in two targets (Sources/Cards, Sources/Badges), five previews, in file order.
        #expect(result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).first.map(String.init) ?? "" }
            == ["Badges", "Card", "Card,", "Settings", "Tally"], "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Badges/StatusBadge.swift:"))
        #expect(result.standardOutput.contains("Cards/ExpandableCard.swift:"))
        #expect(result.standardOutput.contains("Cards/SettingsRow.swift:"))
        #expect(result.standardOutput.contains("Cards/Tally.swift:"))
        // The runner is written only when it changes: building it again compiles nothing, and
        // a run with nothing changed does not build at all (the executable stays as it was).
        let runner = example.appendingPathComponent(".build/cutaway-previews")
        let state = try JSONDecoder().decode(
            PreviewRunnerPackage.BuildState.self, from: Data(contentsOf: runner.appendingPathComponent(PreviewRunnerPackage.stateFileName)))
        let runtime = PreviewRuntime(folder: URL(fileURLWithPath: state.runtime))
        let again = try PreviewRunnerPackage.swift(
            ["build", "--package-path", runner.path, "--product", PreviewRunnerPackage.productName, "--manifest-cache", "local"]
                + runtime.buildArguments,
            environment: runtime.buildEnvironment)
        #expect(again.status == 0, "\(again.output)")
        #expect(!again.output.contains("Compiling"), "\(again.output)")
        let executable = runner.appendingPathComponent(".build/debug/\(PreviewRunnerPackage.productName)")
        let built = try FileManager.default.attributesOfItem(atPath: executable.path)[.modificationDate] as? Date
        let third = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        #expect(third.status == 0, "\(third.standardError)")
        #expect(try FileManager.default.attributesOfItem(atPath: executable.path)[.modificationDate] as? Date == built)
    }

    @Test func theRunnerCompilesOnlyThePackageAndLinksTheOptimizedRuntime() throws {
        _ = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        let runner = example.appendingPathComponent(".build/cutaway-previews/.build/debug")
        let state = try JSONDecoder().decode(
            PreviewRunnerPackage.BuildState.self,
            from: Data(contentsOf: example.appendingPathComponent(".build/cutaway-previews/\(PreviewRunnerPackage.stateFileName)")))
        // No module of Cutaway's was compiled in the runner's build: only the package's, the
        // runner's and the one that links the runtime.
        let modules = try FileManager.default.contentsOfDirectory(atPath: runner.path).filter { $0.hasSuffix(".build") }.sorted()
        #expect(modules == ["Badges.build", "Cards.build", "CutawayPreviewRuntimeLink.build", "cutaway_previews.build"], "\(modules)")
        // The executable loads the runtime's library from the runtime's folder (its run path),
        // the library SwiftPM built in the release configuration.
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [runner.appendingPathComponent(PreviewRunnerPackage.productName).path]
        let pipe = Pipe()
        ldd.standardOutput = pipe
        try ldd.run()
        let linked = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(linked.contains("libCutawayPreviewRuntime.so => \(state.runtime)/lib/libCutawayPreviewRuntime.so"), "\(linked)")
    }

    @Test func aFileAddedSinceTheLastRunIsFoundAndOneThatDoesNotCompileShowsTheCompilersMessage() throws {
        let package = temporaryDirectory().appendingPathComponent("BrokenPreviews")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Broken"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "BrokenPreviews",
                products: [.library(name: "Broken", targets: ["Broken"])],
                dependencies: [.package(name: "Cutaway", path: \("\"" + root.path + "\""))],
                targets: [.target(name: "Broken", dependencies: [.product(name: "SwiftUI", package: "Cutaway")])]
            )
            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            #Preview("Fine") { Text("Fine") }
            """.write(to: package.appendingPathComponent("Sources/Broken/Fine.swift"), atomically: true, encoding: .utf8)
        let first = try ToolProcess.run(["previews", package.path, "--list"], in: temporaryDirectory())
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix("Fine  Broken/Fine.swift:3"), "\(first.standardOutput)")
        // A file added after the runner was built is built too (and this one does not compile).
        try """
            import SwiftUI

            #Preview("Broken") {
                Text(undefinedName)
            }
            """.write(to: package.appendingPathComponent("Sources/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        let out = package.deletingLastPathComponent().appendingPathComponent("out")
        let result = try ToolProcess.run(["previews", package.path, "--out", out.path], in: temporaryDirectory())
        #expect(result.status == 65)
        // The compiler's own message, with the file, line and column of the mistake.
        #expect(result.standardError.contains("Broken.swift:4:10: error: cannot find 'undefinedName' in scope"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // A body that compiles but traps fails alone, named with its place and signal: exit 65.
        try """
            import SwiftUI

            #Preview("Broken") {
                Text(String(repeating: "x", count: Int("not a number")!))
            }
            """.write(to: package.appendingPathComponent("Sources/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        let crashed = try ToolProcess.run(["previews", package.path, "--out", out.path], in: temporaryDirectory())
        #expect(crashed.status == 65)
        #expect(crashed.standardError.contains("error: preview Broken (Broken/Broken.swift:3): crashed (signal"), "\(crashed.standardError)")
    }

    @Test func aPackageWhosePreviewsAreOnlyPreviewProvidersListsAndRendersEachOfTheirViews() throws {
        let package = temporaryDirectory().appendingPathComponent("ProviderPreviews")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Swatches"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "ProviderPreviews",
                products: [.library(name: "Swatches", targets: ["Swatches"])],
                dependencies: [.package(name: "Cutaway", path: \("\"" + root.path + "\""))],
                targets: [.target(name: "Swatches", dependencies: [.product(name: "SwiftUI", package: "Cutaway")])]
            )
            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // As an iOS file writes it: no #Preview, and a private provider (which no generated
        // code outside the module could name).
        let source = """
            import SwiftUI

            struct Swatch: View {
                var body: some View {
                    Color.red.frame(width: 40, height: 20)
                }
            }

            private struct Swatch_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Swatch().previewLayout(.fixed(width: 100, height: 50))
                        Swatch().previewDisplayName("Swatch, fitting").previewLayout(.sizeThatFits)
                    }
                }
            }
            """
        try source.write(to: package.appendingPathComponent("Sources/Swatches/Swatch.swift"), atomically: true, encoding: .utf8)
        let line = try #require(source.components(separatedBy: "\n").firstIndex { $0.contains("struct Swatch_Previews") }) + 1
        let listed = try ToolProcess.run(["previews", package.path, "--list"], in: temporaryDirectory())
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput == """
            Swatch_Previews 1  Swatches/Swatch.swift:\(line)  fixedLayout(width: 100.0, height: 50.0)
            Swatch, fitting  Swatches/Swatch.swift:\(line)  sizeThatFitsLayout

            """)
        let out = package.deletingLastPathComponent().appendingPathComponent("out")
        let rendered = try ToolProcess.run(["previews", package.path, "--out", out.path, "--quiet"], in: temporaryDirectory())
        #expect(rendered.status == 0, "\(rendered.standardError)")
        // At 2x: the fixed layout's 100 × 50 points, and the swatch's own 40 × 20.
        for (folder, size) in [("Swatch_Previews-1", [200, 100]), ("Swatch--fitting", [80, 40])] {
            let png = try Data(contentsOf: out.appendingPathComponent("\(folder)/frame-00000.png"))
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect([width, height] == size, "\(folder)")
        }
    }

    @Test func aRunnerBuiltAgainstAnotherRuntimeBuildsAgain() throws {
        // The runner of the example package, built (by this suite's first test or here), then
        // told it was built against another runtime, as after an update of Cutaway.
        _ = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        let stateFile = example.appendingPathComponent(".build/cutaway-previews/\(PreviewRunnerPackage.stateFileName)")
        var state = try JSONDecoder().decode(PreviewRunnerPackage.BuildState.self, from: Data(contentsOf: stateFile))
        let runtime = state.runtime
        state.runtime = "/another/runtime"
        try JSONEncoder().encode(state).write(to: stateFile)
        let result = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Cards/Tally.swift:"), "\(result.standardOutput)")
        let rebuilt = try JSONDecoder().decode(PreviewRunnerPackage.BuildState.self, from: Data(contentsOf: stateFile))
        #expect(rebuilt.runtime == runtime)
    }

    @Test func aLocalDependencysEditIsSeenByTheNextRun() throws {
        // A package whose previews use a view of another local package: editing that package's
        // file changes the picture (the runner's fingerprint covers local dependencies).
        let scratch = temporaryDirectory()
        let library = scratch.appendingPathComponent("Palette"), app = scratch.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("Sources/Palette"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/Screens"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Palette",
                products: [.library(name: "Palette", targets: ["Palette"])],
                dependencies: [.package(name: "Cutaway", path: \("\"" + root.path + "\""))],
                targets: [.target(name: "Palette", dependencies: [.product(name: "SwiftUI", package: "Cutaway")])]
            )
            """.write(to: library.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swatch = library.appendingPathComponent("Sources/Palette/Swatch.swift")
        try """
            import SwiftUI
            public struct Swatch: View {
                public init() {}
                public var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            """.write(to: swatch, atomically: true, encoding: .utf8)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Screens",
                products: [.library(name: "Screens", targets: ["Screens"])],
                dependencies: [.package(name: "Cutaway", path: \("\"" + root.path + "\"")), .package(path: "../Palette")],
                targets: [.target(name: "Screens", dependencies: [.product(name: "SwiftUI", package: "Cutaway"), .product(name: "Palette", package: "Palette")])]
            )
            """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            import Palette
            #Preview("Swatch", traits: .sizeThatFitsLayout) { Swatch() }
            """.write(to: app.appendingPathComponent("Sources/Screens/Screen.swift"), atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("out")
        func width() throws -> Int {
            let result = try ToolProcess.run(["previews", app.path, "--out", out.path, "--force", "--quiet"], in: scratch)
            #expect(result.status == 0, "\(result.standardError)")
            let png = try Data(contentsOf: out.appendingPathComponent("Swatch/frame-00000.png"))
            return png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        }
        // 10 points at 2x, then 30 once the dependency's file says so.
        #expect(try width() == 20)
        try """
            import SwiftUI
            public struct Swatch: View {
                public init() {}
                public var body: some View { Color.red.frame(width: 30, height: 10) }
            }
            """.write(to: swatch, atomically: true, encoding: .utf8)
        #expect(try width() == 60)
    }

    @Test func aFolderWithoutAPackageIsNoInput() throws {
        let result = try ToolProcess.run(["previews", temporaryDirectory().path], in: temporaryDirectory())
        #expect(result.status == 66)
        #expect(result.standardError.contains("has no Package.swift"), "\(result.standardError)")
    }
}

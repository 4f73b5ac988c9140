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
        // The runner is written only when it changes: building it again compiles nothing.
        let again = try PreviewRunnerPackage.swift([
            "build", "--package-path", example.appendingPathComponent(".build/cutaway-previews").path,
            "--product", PreviewRunnerPackage.productName,
        ])
        #expect(again.status == 0)
        #expect(!again.output.contains("Compiling"), "\(again.output)")
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

    @Test func aChangedCutawaySourceMakesTheModulesAboveCutawayCompileAgainAndKeepsCutawaysOwn() throws {
        // A fake Cutaway checkout (three targets) and a runner folder holding a previous build.
        let scratch = temporaryDirectory()
        let cutaway = scratch.appendingPathComponent("Cutaway")
        for target in ["Cutaway", "SwiftUI", "CutawayMacros"] {
            try FileManager.default.createDirectory(at: cutaway.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
        }
        let source = cutaway.appendingPathComponent("Sources/Cutaway/View.swift")
        try "public struct A {}".write(to: source, atomically: true, encoding: .utf8)
        let package = scratch.appendingPathComponent("User")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let runner = try PreviewRunnerPackage(packageDirectory: package, environment: ["CUTAWAY_ROOT": cutaway.path])
        let built = runner.folder.appendingPathComponent(".build/debug")
        let modules = ["Cutaway.build", "CutawayMacros-tool.build", "SwiftUI.build", "Cards.build", "cutaway_previews.build"]
        // What a module's folder holds after a build (as Swift 6.3's SwiftPM leaves it): what
        // the compilation made, and the files SwiftPM's plan wrote.
        let compiled = ["main.swift.o", "main.swiftdeps", "main.d", "main.dia", "primary.priors"]
        let planned = ["output-file-map.json", "sources"]
        func makeBuild() throws {
            for module in modules {
                let folder = built.appendingPathComponent(module)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in compiled + planned {
                    try Data().write(to: folder.appendingPathComponent(file))
                }
            }
        }
        func present() -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: modules.map { module in
                (module, ((try? FileManager.default.contentsOfDirectory(atPath: built.appendingPathComponent(module).path)) ?? []).sorted())
            })
        }
        let whole = (compiled + planned).sorted()
        // The first build records the sources; once built, an unchanged checkout forgets nothing.
        try runner.forgetModulesBuiltAgainstAnotherCutaway(cutaway)
        try makeBuild()
        try runner.forgetModulesBuiltAgainstAnotherCutaway(cutaway)
        #expect(present() == Dictionary(uniqueKeysWithValues: modules.map { ($0, whole) }))
        // Cutaway's source grows: what was compiled against it goes, and what SwiftPM's plan
        // wrote stays (it would not write it again); Cutaway's targets keep everything.
        try "public struct A { public var b = 1 }".write(to: source, atomically: true, encoding: .utf8)
        try runner.forgetModulesBuiltAgainstAnotherCutaway(cutaway)
        #expect(present() == [
            "Cutaway.build": whole, "CutawayMacros-tool.build": whole,
            "SwiftUI.build": planned, "Cards.build": planned, "cutaway_previews.build": planned,
        ])
        // And once built again, nothing more goes until Cutaway changes again.
        try makeBuild()
        try runner.forgetModulesBuiltAgainstAnotherCutaway(cutaway)
        #expect(present() == Dictionary(uniqueKeysWithValues: modules.map { ($0, whole) }))
    }

    @Test func aRunnerBuiltAgainstAnotherCutawayBuildsAgain() throws {
        // The runner of the example package, built (by this suite's first test or here), then
        // told it was built against other Cutaway sources, as after an update of Cutaway.
        _ = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        let record = example.appendingPathComponent(".build/cutaway-previews/cutaway-sources.txt")
        try "another Cutaway".write(to: record, atomically: true, encoding: .utf8)
        let result = try ToolProcess.run(["previews", example.path, "--list"], in: temporaryDirectory())
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Cards/Tally.swift:"), "\(result.standardOutput)")
    }

    @Test func aFolderWithoutAPackageIsNoInput() throws {
        let result = try ToolProcess.run(["previews", temporaryDirectory().path], in: temporaryDirectory())
        #expect(result.status == 66)
        #expect(result.standardError.contains("has no Package.swift"), "\(result.standardError)")
    }
}

// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The SwiftSyntax host libraries of the toolchain that builds the package (`usr/lib/swift/host`
/// beside its compiler), for the macros: the toolchain that runs this manifest (on Linux, the
/// `swift-package`/`swift-build` process), else the first `swift` on `PATH`.
/// `CUTAWAY_SWIFT_HOST` names the folder outright.
func toolchainHostLibraries() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["CUTAWAY_SWIFT_HOST"], !folder.isEmpty { return folder }
    func hostFolder(besideExecutable path: String) -> String? {
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
        return FileManager.default.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule") ? folder : nil
    }
    #if os(Linux)
    if let tool = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(getppid())/exe"),
       let folder = hostFolder(besideExecutable: tool) {
        return folder
    }
    #endif
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        if let folder = hostFolder(besideExecutable: "\(directory)/swift") { return folder }
    }
    return nil
}

let hostLibraries = toolchainHostLibraries() ?? "/toolchain-without-swift-syntax-host-libraries"

/// The products a package may depend on. `cutaway previews` builds a package's runner against
/// them in one of two shapes (`PreviewRuntime`, `PreviewRunnerPackage`).
let libraryProducts = [
    "Cutaway", "SwiftUI", "Combine", "CutawayRender", "CutawayComponents", "CutawayExamples", "CutawaySceneFile",
    "CutawayCLI", "CutawayTesting", "CutawayGoldens", "CutawayGoldenTesting",
]

/// The tests' settings: their code is main-actor code by default (SE-0466), as a SwiftUI
/// app's is in Xcode 26, since it makes views and view models, which iOS 18's SDK isolates to the main
/// actor. A test that must run elsewhere says `nonisolated`.
func testSettings() -> [SwiftSetting] { [.unsafeFlags(["-default-isolation", "MainActor"])] }

/// A preview runner's shape: with `CUTAWAY_PREVIEW_RUNTIME` naming an installed preview runtime
/// (Cutaway built once, optimized, as one shared library with its modules), every product is
/// that library, so that a package's runner compiles only the package. `cutaway previews` sets
/// it while it builds a runner and hands the compiler the runtime's modules and macros.
let package: Package
if ProcessInfo.processInfo.environment["CUTAWAY_PREVIEW_RUNTIME"].map({ !$0.isEmpty }) == true {
    package = Package(
        name: "Cutaway",
        products: libraryProducts.map { .library(name: $0, targets: ["CutawayPreviewRuntimeLink"]) },
        targets: [
            .systemLibrary(
                name: "CCairoPango",
                pkgConfig: "pangocairo cairo fontconfig pangofc zlib libdeflate",
                providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "zlib1g-dev", "libdeflate-dev"])]),
            // Links the runtime's library; its module map makes CutawayRender's C imports
            // resolvable where the runtime's modules are loaded.
            .target(
                name: "CutawayPreviewRuntimeLink", dependencies: ["CCairoPango"],
                linkerSettings: [.linkedLibrary("CutawayPreviewRuntime")]),
        ],
        swiftLanguageModes: [.v6]
    )
} else {
    package = sourcePackage()
}

/// Cutaway built from its sources: what its own build, its tests and a package's `swift build`
/// use.
func sourcePackage() -> Package { Package(
    name: "Cutaway",
    products: [
        .library(name: "Cutaway", targets: ["Cutaway"]),
        // The preview runtime: the commands and everything beneath them, as one shared library
        // that `cutaway previews` builds once, optimized, and links every package's runner to.
        .library(name: "CutawayPreviewRuntime", type: .dynamic, targets: ["CutawayCLI", "SwiftUI"]),
        // `import SwiftUI` on Linux: Cutaway, Combine and Observation, re-exported. Its
        // `Combine` module is one of the product's, so that `import Combine` resolves too.
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine"]),
        // `import Combine` on Linux, alone: publishers, subjects, operators and schedulers.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CutawayRender", targets: ["CutawayRender"]),
        .library(name: "CutawayComponents", targets: ["CutawayComponents"]),
        .library(name: "CutawayExamples", targets: ["CutawayExamples"]),
        .library(name: "CutawaySceneFile", targets: ["CutawaySceneFile"]),
        .library(name: "CutawayCLI", targets: ["CutawayCLI"]),
        .library(name: "CutawayTesting", targets: ["CutawayTesting"]),
        .library(name: "CutawayGoldens", targets: ["CutawayGoldens"]),
        .library(name: "CutawayGoldenTesting", targets: ["CutawayGoldenTesting"]),
        .executable(name: "cutaway", targets: ["cutaway"]),
    ],
    targets: [
        // Cairo, Pango, PangoCairo, fontconfig and zlib from Debian's -dev packages
        // (installed by Scripts/setup). Only CutawayRender imports this module.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo cairo fontconfig pangofc zlib libdeflate",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "zlib1g-dev", "libdeflate-dev"])]
        ),
        // SwiftUICore: the SwiftUI-compatible surface and the engine, pure Swift, no C import.
        // It exports its `clock_gettime` from every executable that links it, so that `Date()`
        // in a scene reads the scene's clock (Engine/Time/SceneClock+SystemTime.swift).
        // Combine's surface on Linux (publishers, subjects, operators, schedulers,
        // `ObservableObject` and `@Published`): pure Swift over Foundation. Its schedulers run on
        // a scene's virtual clock, which Cutaway hands it while a scene's code runs.
        .target(name: "Combine"),
        .target(
            name: "SwiftUICore", dependencies: ["Combine", "CutawayMacros"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=clock_gettime"], .when(platforms: [.linux]))]),
        // `#Preview` and `@Previewable`, expanded with the toolchain's own SwiftSyntax (its
        // modules are textual interfaces in the host folder; the plugin finds its libraries
        // there at run time).
        .macro(
            name: "CutawayMacros",
            swiftSettings: [.unsafeFlags(["-I", hostLibraries])],
            linkerSettings: [.unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])]),
        // Re-exports SwiftUICore (and Observation) under SwiftUI's module name, so that SwiftUI
        // sources build on Linux with their imports and qualified names untouched.
        .target(name: "SwiftUI", dependencies: ["SwiftUICore"]),
        // `import Cutaway`: SwiftUICore, and the engine's types under their plain names
        // (`RenderScene`, `Player`, `Frame`, the display list), which `import SwiftUI` does not bring.
        .target(name: "Cutaway", dependencies: ["SwiftUICore"]),
        // Pango text engine, Cairo rasterizer, PNG writer.
        .target(name: "CutawayRender", dependencies: ["Cutaway", "CCairoPango"]),
        // AnimatedPresence and CollapsibleSpacingVStack, written as ordinary SwiftUI-style code.
        .target(name: "CutawayComponents", dependencies: ["Cutaway"]),
        // Built-in example scenes written in Swift.
        .target(name: "CutawayExamples", dependencies: ["Cutaway", "CutawayComponents"], path: "Examples/Swift"),
        // JSON scene files: reading, checking and turning them into scenes.
        .target(name: "CutawaySceneFile", dependencies: ["Cutaway", "CutawayComponents"]),
        // The commands, as a library so that tests can run them in-process.
        .target(
            name: "CutawayCLI",
            dependencies: ["Cutaway", "CutawayRender", "CutawayExamples", "CutawaySceneFile", "CutawayTesting", "CutawayGoldens"]),
        .executableTarget(name: "cutaway", dependencies: ["CutawayCLI", "CutawayRender"]),
        // Golden-frame comparison: pure Swift (Foundation only), no C import, no engine.
        .target(name: "CutawayTesting"),
        // Scenes checked against folders of golden frames: recording, comparing pixels and
        // geometry, failure pictures and the HTML report. What `cutaway test` and
        // `assertFrames` share; it throws its own errors, which the CLI maps to exit codes.
        .target(name: "CutawayGoldens", dependencies: ["Cutaway", "CutawayRender", "CutawayTesting"]),
        // `assertFrames` for XCTest and Swift Testing: thin, over `GoldenFrames` in CutawayGoldens.
        .target(name: "CutawayGoldenTesting", dependencies: ["Cutaway", "CutawayGoldens", "CutawayTesting", "CutawayRender", "CutawaySceneFile"]),
        // Scripts/bench: speed figures, measured side by side in one process. Pages/: the HTML
        // that headless Chromium captures beside it, read from the source tree.
        .executableTarget(
            name: "cutaway-bench", dependencies: ["Cutaway", "CutawayRender", "CutawayExamples", "CutawayTesting"], path: "Benchmarks",
            exclude: ["Pages"]),
        // Scripts/fuzz, and a bounded run in Scripts/test: mutators, child processes under
        // memory and time ceilings, minimizing. A library so that tests replay its regressions.
        .target(name: "CutawayFuzzing", dependencies: ["Cutaway", "CutawayRender", "CutawaySceneFile", "CutawayCLI"]),
        .executableTarget(name: "cutaway-fuzz", dependencies: ["CutawayFuzzing", "CutawayCLI"]),
        // CutawayFuzzing: the fuzzer's seeded generator, for the extreme-value fuzz.
        .testTarget(name: "SwiftUICoreTests", dependencies: ["SwiftUICore", "Cutaway", "Combine", "CutawayFuzzing"], swiftSettings: testSettings()),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        // Written as a SwiftUI user writes: `import SwiftUI` only, names qualified with it.
        // Fixtures/AppleNames.txt: the public names Apple's `import SwiftUI` brings too.
        .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI"], exclude: ["Fixtures"]),
        .testTarget(name: "CutawayComponentsTests", dependencies: ["Cutaway", "CutawayComponents"], swiftSettings: testSettings()),
        .testTarget(name: "CutawayRenderTests", dependencies: ["Cutaway", "CutawayRender", "CutawayExamples", "CutawayComponents"], swiftSettings: testSettings()),
        // Fixtures/: scene files the tests read (the worst cases of the scene budget among them).
        .testTarget(
            name: "CutawaySceneFileTests", dependencies: ["CutawaySceneFile", "Cutaway", "CutawayRender", "CutawayExamples"],
            exclude: ["Fixtures"], swiftSettings: testSettings()),
        // Commands/PreviewFixtures: previews with their script files beside them.
        .testTarget(
            name: "CutawayCLITests", dependencies: ["CutawayCLI", "CutawayGoldens", "CutawayRender", "cutaway"],
            exclude: ["Commands/PreviewFixtures/ScriptedPreviews.cutaway.json", "Commands/PreviewFixtures/MisscriptedPreviews.cutaway.json",
                "Commands/PreviewFixtures/MisindexedPreviews.cutaway.json"]),
        .testTarget(name: "CutawayTestingTests", dependencies: ["CutawayTesting", "Cutaway", "CutawayRender"], swiftSettings: testSettings()),
        .testTarget(
            name: "CutawayGoldensTests", dependencies: ["CutawayGoldens", "CutawayExamples", "Cutaway", "CutawayRender", "CutawayTesting"],
            swiftSettings: testSettings()),
        .testTarget(
            name: "CutawayGoldenTestingTests",
            dependencies: ["CutawayGoldenTesting", "CutawayGoldens", "CutawayExamples", "Cutaway", "CutawayRender", "CutawaySceneFile"], swiftSettings: testSettings()),
        .testTarget(name: "CutawayFuzzingTests", dependencies: ["CutawayFuzzing", "cutaway-fuzz", "Cutaway", "CutawayRender", "CutawaySceneFile"]),
    ],
    swiftLanguageModes: [.v6]
) }

import Foundation
import Testing

/// What a user's `import SwiftUI` brings: the top-level public names of the modules it
/// re-exports from this package (`SwiftUI`, `SwiftUICore`, `Combine`), read from their symbol
/// graphs (`swift-symbolgraph-extract`, the toolchain's, against the modules this build made),
/// less names that start with an underscore, which Xcode's completion leaves out too: Apple's
/// SwiftUI marks so its public names that are not for apps, and SwiftUICore its engine types
/// (`_Player`, `_DisplayList`). Each is a name Apple's `import SwiftUI` brings
/// too (`Fixtures/AppleNames.txt`). A new public engine type fails here: a user's own `Player` or
/// `Frame` would clash with it. The engine's names are `import Cutaway`'s.
@Suite struct PublicNamesTests {
    /// The engine's names that only `import Cutaway` brings (`Sources/Cutaway/Cutaway.swift`): the
    /// scene and its player, the frame and its display list, the text engine's interface.
    static let engineNames: Set<String> = [
        "RenderScene", "RenderCanvas", "ScriptEvent", "Player", "Frame", "SceneValue", "DisplayListView",
        "DeviceScreen", "TextEngine", "DisplayList", "DisplayItem", "ElementID", "DisplayEffect", "DisplayTransform",
        "TextRun", "ImageRun", "ImageFile", "GradientPaint", "MaterialPaint", "NodeGeometry", "ViewIdentity",
        "InspectionOverlay", "ScriptedTouch", "TouchTarget", "TextLayoutRequest", "TextLayoutResult", "FontMetrics",
        "SymbolGlyph", "ShapedText", "TextStyleRun", "TextDecoration",
    ]

    /// Names that are not Apple's but that Apple-named API returns: `ToolbarContentBuilder`'s
    /// `buildOptional` and `buildEither` (Apple's return `Optional` of the content).
    static let supportNames: Set<String> = ["OptionalToolbarContent"]

    /// Engine names that only Cutaway's own modules see (`package` access).
    static let packageNames = [
        "ViewGraph", "RuntimeError", "ImageCatalog", "ImageNotice", "PreviewSource", "PresentationMetrics",
        "NavigationMetrics", "CutawayVersion", "ExecutableSymbolsError",
    ]

    @Test func importSwiftUIBringsOnlyAppleNames() throws {
        let names = try Self.publicNames(of: ["SwiftUI", "SwiftUICore", "Combine"])
        let apple = try Self.appleNames()
        #expect(names.subtracting(apple).subtracting(Self.supportNames).sorted() == [])
        // The lists stay true: every name on them is public still.
        #expect(apple.subtracting(names).sorted() == [])
        #expect(Self.supportNames.subtracting(names).sorted() == [])
    }

    @Test func importCutawayBringsTheEngineNamesBesideSwiftUIs() throws {
        let swiftUI = try Self.publicNames(of: ["SwiftUI", "SwiftUICore", "Combine"])
        let cutaway = try Self.publicNames(of: ["Cutaway"])
        #expect(cutaway.sorted() == Self.engineNames.sorted())
        #expect(swiftUI.intersection(Self.engineNames).sorted() == [])
    }

    @Test func theEngineNamesOfThePackageAreNotPublic() throws {
        let names = try Self.publicNames(of: ["SwiftUI", "SwiftUICore", "Combine", "Cutaway"])
        #expect(Self.packageNames.filter(names.contains) == [])
    }

    /// The top-level public names of `modules`, as built for these tests.
    private static func publicNames(of modules: [String]) throws -> Set<String> {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-public-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var names: Set<String> = []
        for module in modules {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "swift-symbolgraph-extract", "-module-name", module, "-I", build.appendingPathComponent("Modules").path,
                "-target", "x86_64-unknown-linux-gnu", "-output-dir", output.path, "-minimum-access-level", "public",
                "-skip-synthesized-members",
            ]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "symbol graph of \(module): \(message)")
            let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            names.formUnion(graph.symbols.filter { $0.pathComponents.count == 1 }.map { $0.pathComponents[0] }.filter { !$0.hasPrefix("_") })
        }
        return names
    }

    /// `Fixtures/AppleNames.txt`: a name a line; `#` starts a comment line.
    private static func appleNames() throws -> Set<String> {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/AppleNames.txt")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        return Set(lines.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The part of a symbol graph read here: each symbol's path (its name within its parents).
    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            let pathComponents: [String]
        }
        let symbols: [Symbol]
    }
}

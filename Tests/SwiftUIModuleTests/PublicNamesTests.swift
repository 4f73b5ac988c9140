import Foundation
import Testing

/// What a user's `import SwiftUI` brings: the top-level public names of the modules it
/// re-exports from this package (`SwiftUI`, `Cutaway`, `Combine`), read from their symbol
/// graphs (`swift-symbolgraph-extract`, the toolchain's, against the modules this build made).
/// Each is either a name Apple's `import SwiftUI` brings too (`Fixtures/AppleNames.txt`), or
/// one of the engine's names listed below, which have yet to move behind `import Cutaway`.
/// A new public engine type fails here: a user's own `Player` or `Frame` would clash with it.
@Suite struct PublicNamesTests {
    /// Engine names `import SwiftUI` still brings (issue 46, item 2 moves them behind
    /// `import Cutaway`): the scene and its player, the frame and its display list, the text
    /// engine's interface, all of them named by public API of Cutaway's other modules
    /// (`SceneRenderer`, `assertFrames(of:)`, `SceneDocument`). Remove a name here as it moves.
    static let engineNamesNotYetMoved: Set<String> = [
        "RenderScene", "RenderCanvas", "ScriptEvent", "Player", "Frame", "SceneValue", "DisplayListView",
        "DeviceScreen", "TextEngine", "DisplayList", "DisplayItem", "ElementID", "DisplayEffect", "DisplayTransform",
        "TextRun", "ImageRun", "ImageFile", "GradientPaint", "MaterialPaint", "NodeGeometry", "ViewIdentity",
        "InspectionOverlay", "ScriptedTouch", "TouchTarget", "TextLayoutRequest", "TextLayoutResult", "FontMetrics",
        "SymbolGlyph", "ShapedText", "TextStyleRun", "TextDecoration",
    ]

    /// Names that are not Apple's but that Apple-named API returns: `ToolbarContentBuilder`'s
    /// `buildOptional` and `buildEither` (Apple's return `Optional` of the content).
    static let supportNames: Set<String> = ["OptionalToolbarContent"]

    /// Engine names that have moved: only Cutaway's own modules see them (`package` access).
    static let engineNamesMoved = [
        "ViewGraph", "RuntimeError", "ImageCatalog", "ImageNotice", "PreviewSource", "PresentationMetrics",
        "NavigationMetrics", "CutawayVersion", "ExecutableSymbolsError",
    ]

    @Test func importSwiftUIBringsOnlyAppleNamesBesideTheEngineNamesNotYetMoved() throws {
        let names = try Self.publicNames()
        let apple = try Self.appleNames()
        #expect(names.subtracting(apple).subtracting(Self.engineNamesNotYetMoved).subtracting(Self.supportNames).sorted() == [])
        // The lists stay true: every name on them is public still.
        #expect(apple.subtracting(names).sorted() == [])
        #expect(Self.engineNamesNotYetMoved.union(Self.supportNames).subtracting(names).sorted() == [])
    }

    @Test func theEngineNamesThatMovedAreNotPublic() throws {
        let names = try Self.publicNames()
        #expect(Self.engineNamesMoved.filter(names.contains) == [])
    }

    /// The top-level public names of the modules `import SwiftUI` brings from this package.
    private static func publicNames() throws -> Set<String> {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-public-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var names: Set<String> = []
        for module in ["SwiftUI", "Cutaway", "Combine"] {
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
            names.formUnion(graph.symbols.filter { $0.pathComponents.count == 1 }.map { $0.pathComponents[0] })
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

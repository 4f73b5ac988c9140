import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender
@testable import CutawaySceneFile

/// The scene files in Examples/Scenes render the same pixels, frame by frame, as the built-in
/// Swift scenes of the same names.
@Suite(.serialized) struct ExampleSceneFileTests {
    nonisolated static let scenesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scenes")

    nonisolated static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { scenesDirectory.appendingPathComponent($0) }
    }

    @Test func everyExampleHasAFile() {
        let names = Set(Self.files.map { $0.deletingPathExtension().lastPathComponent })
        #expect(names == ["presence-smooth", "native-height-change", "presence-numeric", "presence-vstack", "native-toggle", "native-vs-presence"])
    }

    @Test(arguments: files)
    func sceneFileMatchesTheSwiftScene(_ file: URL) throws {
        let document = try SceneDocument.load(contentsOf: file)
        var fromFile = document.makeScene(file: file.lastPathComponent)
        var fromSwift = try #require(ExampleScenes.named(document.name))
        #expect(fromFile.canvas == fromSwift.canvas && fromFile.fps == fromSwift.fps && fromFile.duration == fromSwift.duration)
        // Scale 1 keeps the comparison quick; it compares every frame.
        fromFile.canvas.scale = 1
        fromSwift.canvas.scale = 1
        let engine = try PangoTextEngine()
        let rasterizer = CairoRasterizer(textEngine: engine)
        let filePlayer = Player(scene: fromFile, textEngine: engine)
        let swiftPlayer = Player(scene: fromSwift, textEngine: engine)
        var differing: [Int] = []
        for index in 0..<fromFile.frameCount {
            let a = rasterizer.render(try filePlayer.frame(at: index).displayList, scale: 1)
            let b = rasterizer.render(try swiftPlayer.frame(at: index).displayList, scale: 1)
            if a != b { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(document.name): \(differing.count) frames differ, first \(differing.prefix(5))")
    }
}

import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender

/// A PNG sequence encodes a run of identical frames once: every file must still hold exactly
/// the bytes that frame gives when it is rendered and encoded on its own.
@Suite struct PNGSequenceRunTests {
    @Test func framesAtRestAreTheBytesEachFrameGivesAlone() throws {
        let renderer = try SceneRenderer()
        let scene = ExampleScenes.named("native-toggle")!
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try renderer.writePNGSequence(of: scene, to: root.appendingPathComponent("all"), fps: 10)
        let contents = try files.map { try Data(contentsOf: $0) }
        // Before the tap at 0.5 s the scene rests: frames 0…4 are one run, so equal files.
        #expect(Set(contents[0...4]).count == 1)
        #expect(contents[5] != contents[4] || contents[6] != contents[4])
        for index in [0, 3, 4, 5, 6, files.count - 2, files.count - 1] {
            let alone = try renderer.writePNGSequence(of: scene, to: root.appendingPathComponent("f\(index)"), fps: 10, frames: [index])
            #expect(try Data(contentsOf: alone[0]) == contents[index], "frame \(index)")
        }
    }
}

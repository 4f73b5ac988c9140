import Testing
@testable import SwiftUICore

struct PlayerTests {
    @Test func playingThroughFramesTicksEveryFrameAndHandsBackTheWantedOnes() throws {
        let ticked = Box<[Double]>([])
        var scene = RenderScene("clock", duration: 1, fps: 10) { Text("tick") }
        scene.prepareFrame = { ticked.value.append($0) }
        let play = player(scene)
        var handed: [Int] = []
        // 2 twice and then 1: one already played is skipped.
        try play.play(through: [2, 2, 1, 5]) { handed.append($0.index) }
        #expect(handed == [2, 5])
        // Frames 0…5 each ran, in order, at i / 10 s.
        #expect(ticked.value == (0...5).map { Double($0) / 10 })
    }
}

import Foundation
@testable import SwiftUICore

/// Plays a scene's frames in order, never skipping one: asking for a frame plays every frame
/// before it that was not played yet. For tests of what runs on each tick (handlers,
/// completions, transitions), so that no tick is left out between the frames they read.
final class FrameStepper {
    let player: Player
    private var next = 0
    init(_ player: Player) { self.player = player }
    func frame(at index: Int) throws -> Frame {
        var frame: Frame?
        while next <= index { frame = try player.frame(at: next); next += 1 }
        return frame!
    }
    func through(_ time: Double) throws -> Frame {
        try frame(at: Int((time * Double(player.scene.fps)).rounded()))
    }
    var graph: ViewGraph { player.graph }
}

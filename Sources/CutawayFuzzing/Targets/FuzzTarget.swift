import Cutaway
import CutawayRender
import CutawaySceneFile
import Foundation

/// What a fuzzing run feeds its inputs to: the scene file reader and player, or one of the
/// PNG decoders. `run(_:in:)` is the one entry point, used alike by the child processes of a
/// campaign and by the regression tests, so a reproducer replays exactly as it was found.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes read as a scene file (`SceneDocument.load`, as `cutaway validate` reads one),
    /// turned into a scene and played for a few frames without drawing.
    case scene
    /// Bytes decoded by `PNGDecoder`.
    case png
    /// Bytes decoded by `APNGDecoder`.
    case apng
    /// The harness checking itself: the input names a failure to cause (`trap`, `memory`,
    /// `spin`, `stack`), so tests can see each one detected. Never fuzzed.
    case selfTest = "self-test"

    /// The targets a campaign fuzzes when none is named.
    public static let fuzzed: [FuzzTarget] = [.scene, .png, .apng]

    /// The file name extension of the target's inputs, for corpus and findings.
    public var fileExtension: String {
        switch self {
        case .scene: "json"
        case .png, .apng: "png"
        case .selfTest: "txt"
        }
    }

    /// Frames of a scene that the `scene` target plays: the first three, where most state is
    /// set up, and the last, which runs every script event on the way (`Player` runs the
    /// events of the frames it skips, at their own times).
    static func playedFrames(of scene: RenderScene) -> [Int] {
        Array(Set([0, 1, 2, scene.frameCount - 1].filter { $0 < scene.frameCount })).sorted()
    }

    /// Runs one input and says how it ended. A crash, a trap or a resource blowup does not
    /// return: finding those is what child processes are for.
    public func run(_ bytes: [UInt8], in context: FuzzContext) -> FuzzOutcome {
        do {
            switch self {
            case .scene:
                let document = try context.withScratchFile(bytes) { url in
                    try SceneDocument.load(contentsOf: url, displayName: "input.json")
                }
                let scene = document.makeScene(file: "input.json")
                let player = Player(scene: scene, textEngine: try context.textEngine())
                var views = 0, items = 0, characters = 0
                for index in Self.playedFrames(of: scene) {
                    // Past the first frames, straight to the last (a hostile scene may be long).
                    let frame = index <= 2 ? try player.frame(at: index) : try player.frame(playedAt: player.time(ofFrame: index))
                    views = max(views, frame.geometry.count)
                    let all = frame.displayList.allItems
                    items = max(items, all.count)
                    characters = max(characters, all.reduce(0) { total, item in
                        if case .text(let run, _) = item { total + run.request.string.utf8.count } else { total }
                    })
                }
                return .accepted("\(scene.frameCount) frames, \(views) views, \(items) display items, \(characters) bytes of text")
            case .png:
                let image = try PNGDecoder.decode(bytes)
                return .accepted("\(image.width)×\(image.height)")
            case .apng:
                let animation = try APNGDecoder.decode(bytes)
                return .accepted("\(animation.width)×\(animation.height), \(animation.frames.count) frames")
            case .selfTest:
                return try SelfTest.run(bytes)
            }
        } catch {
            return .rejected("\(error)")
        }
    }
}

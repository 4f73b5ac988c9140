import Cutaway
import Foundation

/// A value a scene's root view reads and its script changes ("scene-level state").
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Plays `scene` with the test text engine, returning the player for frame-by-frame access.
func player(_ scene: Scene) -> Player {
    Player(scene: scene, textEngine: MonospacedTestTextEngine())
}

extension Player {
    /// The frame at `time` (which must be a multiple of 1/fps).
    func at(_ time: Double) throws -> Frame {
        try frame(at: Int((time * Double(scene.fps)).rounded()))
    }
}

extension Frame {
    /// The fills drawn inside removal transitions, with the opacity they are drawn at.
    var removalFills: [(rect: CGRect, opacity: Double)] {
        var result: [(CGRect, Double)] = []
        var opacities: [Double] = []
        var removal: [Bool] = []
        for item in displayList.items {
            switch item {
            case .beginOpacity(let value, let element):
                opacities.append(value)
                removal.append(element.rawValue.hasSuffix("#removal"))
            case .endOpacity:
                opacities.removeLast()
                removal.removeLast()
            case .fill(let path, _, _) where removal.contains(true):
                result.append((path.boundingRect, opacities.reduce(1, *)))
            default:
                break
            }
        }
        return result
    }
}

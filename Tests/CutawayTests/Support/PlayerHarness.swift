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

/// A text as the display list draws it: where it lands after the transforms around it, at
/// the opacity of the groups around it, inside the clips around it.
struct DrawnText {
    let string: String
    /// The text's frame, moved by the transforms around it (translations and scales).
    let frame: CGRect
    let opacity: Double
    /// The intersection of the clips around it, in canvas points; `nil` when none clips it.
    let clip: CGRect?
}

extension Frame {
    /// Every text the display list draws, in drawing order.
    var drawnTexts: [DrawnText] {
        var result: [DrawnText] = []
        var opacities: [Double] = []
        var transforms: [DisplayTransform] = [.identity]
        var clips: [CGRect?] = [nil]
        func map(_ rect: CGRect) -> CGRect {
            let transform = transforms.last!
            let a = transform.apply(to: rect.origin), b = transform.apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        for item in displayList.items {
            switch item {
            case .beginOpacity(let value, _): opacities.append(value)
            case .endOpacity: opacities.removeLast()
            case .beginTransform(let inner, _):
                // The inner transform applies first, then the ones around it.
                let outer = transforms.last!
                transforms.append(DisplayTransform(
                    a: inner.a * outer.a + inner.b * outer.c, b: inner.a * outer.b + inner.b * outer.d,
                    c: inner.c * outer.a + inner.d * outer.c, d: inner.c * outer.b + inner.d * outer.d,
                    tx: inner.tx * outer.a + inner.ty * outer.c + outer.tx, ty: inner.tx * outer.b + inner.ty * outer.d + outer.ty))
            case .endTransform: transforms.removeLast()
            case .beginClip(let path, _):
                let rect = map(path.boundingRect)
                clips.append(clips.last!.map { $0.intersection(rect) } ?? rect)
            case .endClip: clips.removeLast()
            case .text(let run, _):
                result.append(DrawnText(
                    string: run.request.string, frame: map(CGRect(origin: run.origin, size: run.size)),
                    opacity: opacities.reduce(1, *), clip: clips.last!))
            default: break
            }
        }
        return result
    }

    /// The one drawn text whose string is `string`; a test failure (crash) if there is not one.
    func drawnText(_ string: String) -> DrawnText {
        let texts = drawnTexts.filter { $0.string == string }
        guard texts.count == 1 else { fatalError("\(texts.count) texts \"\(string)\" in \(drawnTexts.map(\.string))") }
        return texts[0]
    }
}

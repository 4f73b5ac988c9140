import Cutaway
import Foundation

/// A value a scene's root view reads and its script changes ("scene-level state"). Sendable
/// for the reason `SceneValue` is: the views (on the main actor) and the player never run at once.
nonisolated final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Plays `scene` with the test text engine, returning the player for frame-by-frame access.
nonisolated func player(_ scene: RenderScene) -> Player {
    Player(scene: scene, textEngine: MonospacedTestTextEngine())
}

nonisolated extension Player {
    /// The frame at `time` (which must be a multiple of 1/fps).
    func at(_ time: Double) throws -> Frame {
        try frame(at: Int((time * Double(scene.fps)).rounded()))
    }
}

nonisolated extension Frame {
    /// The fills drawn inside removal transitions, with the opacity they are drawn at.
    var removalFills: [(rect: CGRect, opacity: Double)] {
        var result: [(CGRect, Double)] = []
        func visit(_ items: [DisplayItem], opacity: Double, inRemoval: Bool) {
            for item in items {
                switch item {
                case .group(let effect, let children, let element):
                    var opacity = opacity, inRemoval = inRemoval
                    if case .opacity(let value) = effect {
                        opacity *= value
                        inRemoval = inRemoval || element.rawValue.hasSuffix("#removal")
                    }
                    visit(children, opacity: opacity, inRemoval: inRemoval)
                case .fill(let path, _, _) where inRemoval:
                    result.append((path.boundingRect, opacity))
                default:
                    break
                }
            }
        }
        visit(displayList.items, opacity: 1, inRemoval: false)
        return result
    }
}

/// A text as the display list draws it: where it lands after the transforms around it, at
/// the opacity of the groups around it, inside the clips around it.
nonisolated struct DrawnText {
    let string: String
    /// The text's frame, moved by the transforms around it (translations and scales).
    let frame: CGRect
    let opacity: Double
    /// The intersection of the clips around it, in canvas points; `nil` when none clips it.
    let clip: CGRect?
}

nonisolated extension Frame {
    /// Every text the display list draws, in drawing order.
    var drawnTexts: [DrawnText] {
        var result: [DrawnText] = []
        func map(_ rect: CGRect, by transform: DisplayTransform) -> CGRect {
            let a = transform.apply(to: rect.origin), b = transform.apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        func visit(_ items: [DisplayItem], opacity: Double, transform: DisplayTransform, clip: CGRect?) {
            for item in items {
                switch item {
                case .group(.opacity(let value), let children, _):
                    visit(children, opacity: opacity * value, transform: transform, clip: clip)
                case .group(.transform(let inner), let children, _):
                    // The inner transform applies first, then the ones around it.
                    let outer = transform
                    let combined = DisplayTransform(
                        a: inner.a * outer.a + inner.b * outer.c, b: inner.a * outer.b + inner.b * outer.d,
                        c: inner.c * outer.a + inner.d * outer.c, d: inner.c * outer.b + inner.d * outer.d,
                        tx: inner.tx * outer.a + inner.ty * outer.c + outer.tx, ty: inner.tx * outer.b + inner.ty * outer.d + outer.ty)
                    visit(children, opacity: opacity, transform: combined, clip: clip)
                case .group(.clip(let path), let children, _):
                    let rect = map(path.boundingRect, by: transform)
                    visit(children, opacity: opacity, transform: transform, clip: clip.map { $0.intersection(rect) } ?? rect)
                case .text(let run, _):
                    result.append(DrawnText(
                        string: run.request.string, frame: map(CGRect(origin: run.origin, size: run.size), by: transform),
                        opacity: opacity, clip: clip))
                default: break
                }
            }
        }
        visit(displayList.items, opacity: 1, transform: .identity, clip: nil)
        return result
    }

    /// The one drawn text whose string is `string`; a test failure (crash) if there is not one.
    func drawnText(_ string: String) -> DrawnText {
        let texts = drawnTexts.filter { $0.string == string }
        guard texts.count == 1 else { fatalError("\(texts.count) texts \"\(string)\" in \(drawnTexts.map(\.string))") }
        return texts[0]
    }
}

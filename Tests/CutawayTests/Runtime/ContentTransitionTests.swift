import Foundation
import Testing
@testable import Cutaway

struct ContentTransitionTests {
    func scene(_ transition: ContentTransition, from old: String, to new: String) -> Scene {
        let value = SceneValue(old)
        return Scene("content", canvas: Canvas(width: 200, height: 100, scale: 1), duration: 2, fps: 4,
                     script: [.run(at: 1, animation: .linear(duration: 1)) { value.value = new }]) {
            Text(value.value).contentTransition(transition)
        }
    }

    func opacities(_ frame: Frame, part: String) -> [Double] {
        frame.displayList.allItems.compactMap { item in
            if case .group(.opacity(let value), _, let element) = item, element.rawValue.hasSuffix("#" + part) { return value }
            return nil
        }
    }

    @Test func opacityCrossFadesOldAndNewText() throws {
        let play = player(scene(.opacity, from: "old", to: "new"))
        #expect(opacities(try play.at(0.5), part: "incoming").isEmpty)
        let half = try play.at(1.5)
        #expect(opacities(half, part: "outgoing") == [0.5])
        #expect(opacities(half, part: "incoming") == [0.5])
        let strings = half.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["old", "new"])
        #expect(opacities(try play.at(2), part: "incoming").isEmpty)
    }

    @Test func identityReplacesAtOnce() throws {
        let play = player(scene(.identity, from: "old", to: "new"))
        _ = try play.at(0.5)
        let frame = try play.at(1.25)
        let strings = frame.displayList.allItems.compactMap { item -> String? in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
        #expect(strings == ["new"])
    }

    @Test func numericTextRollsOnlyChangedDigits() throws {
        // "98" → "99": the first digit stays (one clip, no motion); the second rolls: the old
        // 8 leaves upward and the new 9 comes from below, a quarter of a line away at p = 0.75.
        let play = player(scene(.numericText(), from: "98", to: "99"))
        _ = try play.at(0.5)
        let frame = try play.at(1.75)
        var clips: [CGRect] = []
        var moves: [CGFloat] = []
        for item in frame.displayList.allItems {
            if case .group(.clip(let path), _, _) = item { clips.append(path.boundingRect) }
            if case .group(.transform(let transform), _, _) = item { moves.append(transform.ty) }
        }
        let lineHeight: CGFloat = 22  // the test engine's body line height
        #expect(clips.count == 3)
        #expect(clips[0].width == 8.5)  // the unchanged "9": one character of the test engine
        #expect(moves == [-lineHeight * 0.75, lineHeight * 0.25])
    }
}

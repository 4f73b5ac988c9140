import Foundation
import Testing
@testable import Cutaway

/// SEMANTICS.md §4 and §5: geometry animates; removed views fade in place; List cells snap.
struct GeometryAnimationTests {
    /// §4's stack: A 20 tall, B 30 (shown while `show`), C 20, 10 apart, at the top.
    static func stack(_ show: Box<Bool>) -> some View {
        VStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("A")
            if show.value {
                Color.green.frame(width: 100, height: 30).transition(.opacity).accessibilityIdentifier("B")
            }
            Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("C")
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    @Test func layoutChangeBecomesADecayingOffsetAndTheRemovedViewFades() throws {
        let show = Box(true)
        let scene = Scene("example-4", canvas: Canvas(width: 200, height: 200, scale: 1), duration: 2.5, fps: 4,
                          script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = false }]) {
            Self.stack(show)
        }
        let play = player(scene)
        let before = try play.at(0.5)
        #expect(before.rect("B") == CGRect(x: 50, y: 30, width: 100, height: 30))
        #expect(before.rect("C").minY == 70)
        for p in [0.0, 0.25, 0.5, 0.75] {
            let frame = try play.at(1 + p)
            // C: y = 30 + 40·(1 − p); B is gone from layout, drawn at its last place fading.
            let y = Double(frame.rect("C").minY)
            #expect(y == 30 + 40 * (1 - p), "p = \(p) bits \(y.bitPattern)")
            #expect(frame.geometry(named: "B") == nil)
            let ghost = frame.removalFills
            #expect(ghost.count == 1)
            #expect(ghost.first?.rect == CGRect(x: 50, y: 30, width: 100, height: 30))
            #expect(abs((ghost.first?.opacity ?? -1) - (1 - p)) < 1e-9)
        }
        let after = try play.at(2)
        #expect(after.rect("C").minY == 30)
        #expect(after.removalFills.isEmpty)
    }

    @Test func listCellsSnapWhileTheirContentAnimates() throws {
        let show = Box(true)
        let scene = Scene("example-5", canvas: Canvas(width: 390, height: 300, scale: 1), duration: 2.5, fps: 4,
                          script: [.run(at: 1, animation: .linear(duration: 1)) { show.value = false }]) {
            List {
                Self.stack(show)
                Text("Next row").accessibilityIdentifier("next")
            }
        }
        let play = player(scene)
        let before = try play.at(0.5)
        // Row content 90 tall: cell 112; next row's cell starts below it.
        let cellTop: CGFloat = 35
        #expect(before.rect("A").minY == cellTop + 11)
        #expect(before.rect("next").minY == cellTop + 112 + 11)
        let during = try play.at(1.5)
        // The cell took its new height at once (content 50 → cell 72), so the next row jumped…
        #expect(during.rect("next").minY == cellTop + 72 + 11)
        // …while C still slides inside the cell, halfway from 70 to 30 below the content top,
        // and is clipped to the cell.
        #expect(during.rect("C").minY == cellTop + 11 + 50)
        let clip = try #require(during.geometry(named: "C")?.clip)
        #expect(clip == CGRect(x: 20, y: cellTop, width: 350, height: 72))
    }
}

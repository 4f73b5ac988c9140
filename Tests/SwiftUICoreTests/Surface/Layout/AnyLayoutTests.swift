import Foundation
import Testing
@testable import SwiftUICore

private func block(_ name: String) -> some View {
    Color.red.frame(width: 20, height: 20).accessibilityIdentifier(name)
}

struct AnyLayoutTests {
    @Test func anErasedLayoutLaysOutAsTheLayoutItErases() throws {
        let erased = try layOut(width: 400, height: 400, AnyLayout(HStackLayout(spacing: 10)) {
            block("a")
            block("b")
        })
        let stack = try layOut(width: 400, height: 400, HStack(spacing: 10) {
            block("a")
            block("b")
        })
        #expect(erased.rect("a") == stack.rect("a") && erased.rect("b") == stack.rect("b"))
        #expect(erased.rect("b").minX - erased.rect("a").maxX == 10)
    }

    @Test func aSpacerInAnErasedStackExtendsAlongItsAxis() throws {
        let frame = try layOut(width: 400, height: 400, AnyLayout(VStackLayout(spacing: 0)) {
            block("top")
            Spacer()
            block("bottom")
        })
        #expect(frame.rect("top").minY == 0 && frame.rect("bottom").maxY == 400)
    }

    @Test func aGridLayoutCanBeErased() throws {
        let frame = try layOut(width: 400, height: 400, AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
            GridRow {
                block("a")
                block("b")
            }
            GridRow {
                block("c")
            }
        })
        #expect(frame.rect("c").origin == CGPoint(x: frame.rect("a").minX, y: frame.rect("a").maxY))
    }

    @Test func switchingLayoutsKeepsTheSubviewsAndAnimatesTheirFrames() throws {
        let isVertical = Box(false)
        let play = player(RenderScene(
            "switch", canvas: RenderCanvas(width: 400, height: 400), duration: 2, fps: 10,
            script: [.run(at: 0.5, animation: .linear(duration: 1)) { isVertical.value = true }]
        ) {
            let layout = isVertical.value ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                block("a")
                block("b")
            }
        })
        // Side by side: b at (200, 190); stacked: at (190, 200). Half way through the linear
        // second, b is half way between: (195, 195).
        let before = try play.at(0.4)
        #expect(before.rect("b").origin == CGPoint(x: 200, y: 190))
        let middle = try play.at(1.0)
        #expect(middle.rect("b").origin == CGPoint(x: 195, y: 195))
        let after = try play.at(1.6)
        #expect(after.rect("b").origin == CGPoint(x: 190, y: 200))
        #expect(before.geometry(named: "b")?.identity == after.geometry(named: "b")?.identity)
    }
}

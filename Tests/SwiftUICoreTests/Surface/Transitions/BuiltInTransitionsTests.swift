import Foundation
import Testing
@testable import SwiftUICore

/// The blur replace transition (drawn through its body), and the built-in structs' static
/// accessors, which name the same transitions as `AnyTransition`'s.
struct BuiltInTransitionsTests {
    let green = Color.green.resolve(in: EnvironmentValues())

    /// A 40 × 40 green square in the middle of a 100 × 100 canvas, inserted or removed at
    /// 0.5 s in `.linear(duration: 1)`, with `transition`; the frame at 1 s (halfway).
    func halfway(inserting: Bool, _ transition: AnyTransition) throws -> Frame {
        let show = Box(!inserting)
        let scene = RenderScene("blur", canvas: RenderCanvas(width: 100, height: 100, scale: 1), duration: 2, fps: 20,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { show.value = inserting }]) {
            ZStack {
                if show.value { Color.green.frame(width: 40, height: 40).transition(transition) }
            }
        }
        return try FrameStepper(player(scene)).through(1)
    }

    func square(in frame: Frame) throws -> DrawnItem {
        try #require(frame.drawnItems.first { if case .fill(_, let color, _) = $0.item { color == green } else { false } })
    }

    @Test func blurReplaceMixesItsPhasesHalfway() throws {
        // Halfway between the identity phase (opacity 1, no blur, scale 1) and the other
        // (opacity 0, blur 7, scale 0.9 for an insertion, BlurReplaceMetrics): opacity 0.5,
        // blur 3.5, scale 0.95 about the centre (a 38 × 38 square at 31).
        let square = try square(in: try halfway(inserting: true, .blurReplace))
        #expect(abs(square.opacity - 0.5) < 1e-9)
        #expect(square.effects.compactMap { if case .blur(let radius, _) = $0 { radius } else { nil } } == [3.5])
        let box = try #require(square.path?.boundingRect)
        #expect(isClose(box.minX, 31) && isClose(box.width, 38), "\(box)")
    }

    @Test func blurReplaceUpUpGrowsOnRemovalAndDownUpShrinks() throws {
        // Removed halfway: scale 1.05 with `.upUp` (toward 1.1), 0.95 with `.downUp` (toward 0.9).
        let up = try #require(try square(in: try halfway(inserting: false, .blurReplace(.upUp))).path?.boundingRect)
        #expect(isClose(up.width, 42), "\(up)")
        let down = try #require(try square(in: try halfway(inserting: false, .blurReplace(.downUp))).path?.boundingRect)
        #expect(isClose(down.width, 38), "\(down)")
    }

    @Test func staticAccessorsNameTheBuiltInStructs() {
        func erased<T: Transition>(_ transition: T) -> T { transition }
        #expect(erased(.scale).scale == 0)
        #expect(erased(.scale(0.5, anchor: .top)).anchor == .top)
        #expect(erased(.move(edge: .leading)).edge == .leading)
        #expect(erased(.push(from: .bottom)).edge == .bottom)
        #expect(erased(.offset(x: 3)).offset == CGSize(width: 3, height: 0))
        #expect(erased(.blurReplace).configuration == .downUp)
        #expect(erased(.blurReplace(.upUp)).configuration == .upUp)
        // These compile only if the accessors name the structs.
        let _: OpacityTransition = erased(.opacity)
        let _: SlideTransition = erased(.slide)
        let _: IdentityTransition = erased(.identity)
    }
}

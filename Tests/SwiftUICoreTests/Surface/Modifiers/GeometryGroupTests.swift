import Foundation
import Testing
@testable import SwiftUICore

/// `geometryGroup()`: the group's subviews take their geometry from the group's animated
/// frame, as one, instead of each animating its own frame on the canvas.
struct GeometryGroupTests {
    /// A row of a blue square "a" and, once `moved`, a green square "g" after it (no
    /// transition of its own: `.identity`), pushed 100 pt right by a leading padding, all in
    /// one `.linear(duration: 1)` change at t = 0. Before: the row at x = 0, 40 wide. After:
    /// the row at x = 100, "a" at 100 and "g" at 140.
    func midpoint(grouped: Bool) throws -> (a: CGRect, g: CGRect) {
        let moved = Box(false)
        let scene = RenderScene("group", canvas: RenderCanvas(width: 300, height: 100, scale: 1), duration: 2, fps: 10,
                                script: [.run(at: 0.5, animation: .linear(duration: 1)) { moved.value = true }]) {
            ZStack(alignment: .topLeading) {
                Color.clear
                let row = HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("a")
                    if moved.value {
                        Color.green.frame(width: 40, height: 40).accessibilityIdentifier("g").transition(.identity)
                    }
                }
                Group {
                    if grouped { row.geometryGroup() } else { row }
                }
                .padding(.leading, moved.value ? 100 : 0)
            }
        }
        let frame = try FrameStepper(player(scene)).through(1)
        return (try #require(frame.geometry(named: "a")?.frame), try #require(frame.geometry(named: "g")?.frame))
    }

    @Test func withoutAGroupAnInsertedSubviewAppearsWhereItWillEnd() throws {
        // Halfway (t = 1 s), "a" has animated its own frame halfway, 0 → 100: at 50. "g" had no
        // frame before, so nothing animates it: it is at its final 140, 50 pt from "a".
        let frames = try midpoint(grouped: false)
        #expect(isClose(frames.a.minX, 50) && isClose(frames.g.minX, 140), "\(frames)")
    }

    @Test func inAGroupAnInsertedSubviewMovesWithTheGroup() throws {
        // The group's frame animates 0 → 100: at 50 halfway. "a" keeps its place in the group
        // (0 from its origin): 50. "g" takes its final place in the group (40 from the
        // origin) and is drawn where the group is now: 90, beside "a".
        let frames = try midpoint(grouped: true)
        #expect(isClose(frames.a.minX, 50) && isClose(frames.g.minX, 90), "\(frames)")
    }
}

import Foundation
import Testing
@testable import Cutaway

struct GestureStateTests {
    /// A card that follows the finger by a `@GestureState` offset.
    private struct Card: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var offset = CGSize.zero
        var body: some View {
            Color.red.frame(width: 50, height: 50).offset(offset).accessibilityIdentifier("card")
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
    }

    @Test func aGestureStateFollowsTheGestureAndResetsInItsTransaction() throws {
        let play = player(RenderScene("card", canvas: RenderCanvas(width: 300, height: 300), duration: 3, fps: 10, script: [
            // 100 pt to the right in 0.5 s, lifted at 0.6 s.
            .drag(from: .identifier("card"), by: CGSize(width: 100, height: 0), duration: 0.5, at: 0.1),
        ]) { Card() })
        // The card's frame (50 × 50 centred in 300 × 300) starts at x = 125.
        #expect(try play.at(0).rect("card").minX == 125)
        // At 0.4 s the finger is 0.3 / 0.5 of the way: 60 pt.
        #expect(try play.at(0.4).rect("card").minX == 185)
        // Lifted at 0.6 s (at 100 pt), the offset returns to zero in 1 s, linearly: half way
        // (50 pt) at 1.1 s, home at 1.6 s.
        #expect(try play.at(1.1).rect("card").minX == 175)
        #expect(try play.at(1.6).rect("card").minX == 125)
    }
}

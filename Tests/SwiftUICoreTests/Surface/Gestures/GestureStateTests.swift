import Foundation
import Testing
@testable import SwiftUICore

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
        // Every frame is played (0.1 s apart), as on a screen.
        var minX: [Int: CGFloat] = [:]
        try play.play(through: [0, 4, 11, 16]) { minX[$0.index] = $0.rect("card").minX }
        // The card's frame (50 × 50 centred in 300 × 300) starts at x = 125.
        #expect(minX[0] == 125)
        // At 0.4 s the finger is 0.3 / 0.5 of the way: 60 pt.
        #expect(minX[4] == 185)
        // The last move before the lift (at 0.1 + 29/60 s) is 29/30 of the way: 96.67 pt. The
        // lift resets the state from there (`updating` sees moves, not the lift), linearly over
        // 1 s from 0.6 s: half way, 48.33 pt, at 1.1 s; home at 1.6 s.
        #expect(abs((minX[11] ?? 0) - (125 + 100 * 29 / 30 / 2)) < 1e-9)
        #expect(minX[16] == 125)
    }

    /// A card that widens while pressed, in the transaction `updating` sets.
    private struct PressCard: View {
        @GestureState private var isPressed = false
        var body: some View {
            Color.red.frame(width: isPressed ? 100 : 50, height: 50).accessibilityIdentifier("card")
                .gesture(LongPressGesture(minimumDuration: 5).updating($isPressed) { value, state, transaction in
                    state = value
                    transaction.animation = .linear(duration: 1)
                })
        }
    }

    @Test func anUpdateAnimatesInTheTransactionItsBodySetsAndTheResetInTheDefaultOne() throws {
        let play = player(RenderScene("press", canvas: RenderCanvas(width: 300, height: 300), duration: 3, fps: 10, script: [
            .press(.identifier("card"), at: 0.1),
            .release(at: 1.5),
        ]) { PressCard() })
        var width: [Int: CGFloat] = [:]
        try play.play(through: [0, 6, 11, 15, 16]) { width[$0.index] = $0.rect("card").width }
        #expect(width[0] == 50)
        // Pressed at 0.1 s, widening from 50 to 100 linearly over 1 s: 75 at 0.6 s, 100 at 1.1 s.
        #expect(abs((width[6] ?? 0) - 75) < 1e-9)
        #expect(width[11] == 100)
        // Lifted at 1.5 s (before the 5 s the press needs, so it fails): the state returns in
        // `GestureState`'s default reset transaction, which does not animate.
        #expect(width[15] == 50)
    }
}

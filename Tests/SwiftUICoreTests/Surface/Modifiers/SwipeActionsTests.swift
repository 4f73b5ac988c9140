import Foundation
import Testing
@testable import SwiftUICore

/// A list of three rows, each with a destructive "Delete" and an orange "Flag" trailing and a
/// "Pin" leading.
private func groceries() -> some View {
    List {
        ForEach(["Milk", "Eggs", "Bread"], id: \.self) { item in
            Text(item)
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Flag") {}.tint(.orange)
                }
                .swipeActions(edge: .leading) {
                    Button("Pin") {}
                }
        }
    }
}

struct SwipeActionsTests {
    /// Plays the groceries list on a 390 × 400 canvas with `script`.
    func play(_ script: [ScriptEvent]) -> Player {
        player(RenderScene("swipe", canvas: RenderCanvas(width: 390, height: 400, scale: 1), duration: 1, fps: 10, script: script) {
            groceries()
        })
    }

    @Test func nothingIsRevealedUntilAScriptSwipes() throws {
        let frame = try play([]).at(0)
        #expect(!frame.drawnTexts.map(\.string).contains("Delete"))
        // The rows at the inset-grouped list's text margin: 20 + 20.
        #expect(isClose(frame.drawnText("Eggs").frame.minX, 40))
    }

    @Test func revealingTrailingActionsSlidesTheRowByTheirWidthAndShowsThemFirstAtTheEdge() throws {
        let frame = try play([.revealSwipeActions(of: "Eggs", at: 0.2)]).at(0.3)
        // Test engine: 17-point body text, 8.5 points a character; 15-point subheadline, 7.5.
        // "Delete" is 6 × 7.5 = 45 wide, padded 16 + 16 = 77 (over the 74-point minimum);
        // "Flag" is 30, padded 62, widened to 74: 151 in all. The card runs from 20 to 370.
        let delete = frame.drawnText("Delete").frame, flag = frame.drawnText("Flag").frame
        // The first action ("Delete") is nearest the trailing edge: its button spans
        // 370 − 77 = 293 to 370, the flag's 219 to 293.
        #expect(isClose(delete.midX, 293 + 77 / 2.0), "\(delete)")
        #expect(isClose(flag.midX, 219 + 74 / 2.0), "\(flag)")
        // The row moves left by 151: its text from 40 to −111.
        #expect(isClose(frame.drawnText("Eggs").frame.minX, 40 - 151))
        // The other rows stay.
        #expect(isClose(frame.drawnText("Milk").frame.minX, 40))
        // Delete is red (a destructive role), Flag the orange it is tinted, each filling a
        // button as tall as the cell.
        let reds = frame.fillBoxes(.red)
        #expect(reds.count == 1 && isClose(reds[0].minX, 293) && isClose(reds[0].width, 77), "\(reds)")
        let oranges = frame.fillBoxes(.orange)
        #expect(oranges.count == 1 && isClose(oranges[0].minX, 219) && isClose(oranges[0].height, reds[0].height), "\(oranges)")
    }

    @Test func revealingLeadingActionsSlidesTheRowTheOtherWay() throws {
        let frame = try play([.revealSwipeActions(of: "Milk", edge: .leading, at: 0.2)]).at(0.3)
        // "Pin": 3 × 7.5 + 32 = 54.5, widened to 74, from the card's leading edge (20), in
        // system grey (no tint, no role).
        let greys = frame.fillBoxes(Color(uiColor: .systemGray))
        #expect(greys.count == 1 && isClose(greys[0].minX, 20) && isClose(greys[0].width, 74), "\(greys)")
        #expect(isClose(frame.drawnText("Milk").frame.minX, 40 + 74))
    }

    @Test func aNewRevealClosesTheRowRevealedBefore() throws {
        let frame = try play([.revealSwipeActions(of: "Milk", at: 0.2), .revealSwipeActions(of: "Bread", at: 0.4)]).at(0.5)
        #expect(isClose(frame.drawnText("Milk").frame.minX, 40))
        #expect(isClose(frame.drawnText("Bread").frame.minX, 40 - 151))
    }

    @Test func aRowNotOnScreenIsAClearError() throws {
        let play = play([.revealSwipeActions(of: "Butter", at: 0.2)])
        let expected = RuntimeError.noSwipeActions(row: "Butter", edge: .trailing, time: 0.2, available: ["Milk", "Eggs", "Bread"])
        #expect(throws: expected) { try play.at(0.2) }
        #expect(expected.description == "at t = 0.2 s the script reveals the trailing swipe actions of the row 'Butter', "
            + "but no such row is on screen (rows with trailing swipe actions: 'Milk', 'Eggs', 'Bread')")
    }
}

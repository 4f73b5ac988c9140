import Foundation
import Testing
@testable import SwiftUICore

private struct Tapped: View {
    @State var count = 0
    var title: String?
    var body: some View {
        VStack {
            Text("Count \(count)")
            Text("Tap here").scriptTapAction(title) { count += 1 }
        }
    }
}

struct TapActionModifierTests {
    @Test func aScriptTapsTheViewByItsTitle() throws {
        let play = player(RenderScene("tap", duration: 1, fps: 10, script: [.tap("Knock", at: 0.1)]) {
            Tapped(title: "Knock")
        })
        #expect(try play.at(0.1).drawnTexts.map(\.string).contains("Count 1"))
    }

    @Test func withoutATitleTheViewIsTitledByItsText() throws {
        let play = player(RenderScene("tap", duration: 1, fps: 10, script: [.tap("Tap here", at: 0.1), .tap("Tap here", at: 0.2)]) {
            Tapped()
        })
        #expect(try play.at(0.2).drawnTexts.map(\.string).contains("Count 2"))
    }

    @Test func aDisabledViewCannotBeTapped() throws {
        let play = player(RenderScene("tap", duration: 1, fps: 10, script: [.tap("Tap here", at: 0.1)]) {
            Tapped().disabled(true)
        })
        #expect(throws: (any Error).self) { try play.at(0.1) }
    }
}

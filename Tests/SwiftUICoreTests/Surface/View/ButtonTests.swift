import Foundation
import Testing
@testable import SwiftUICore

/// A button whose title counts its taps, from 999.
private struct ItemCounter: View {
    @State private var count = 999
    var body: some View {
        Button("\(count) items") { count += 1 }
    }
}

/// A script taps a button by its title as the button shows it: numbers in it formatted in the
/// environment's locale, as the user would read them.
struct ButtonTests {
    @Test func aButtonIsTappedByItsTitleAsShown() throws {
        let play = player(RenderScene("items", duration: 1, fps: 10, script: [.tap("999 items", at: 0.2), .tap("1,000 items", at: 0.5)]) {
            ItemCounter()
        })
        #expect(try play.at(0.6).drawnTexts.map(\.string) == ["1,001 items"])
    }

    @Test func aGermanTitleIsTappedAsItReadsInGerman() throws {
        let play = player(RenderScene("items", duration: 1, fps: 10, script: [.tap("999 items", at: 0.2), .tap("1.000 items", at: 0.5)]) {
            ItemCounter().environment(\.locale, Locale(identifier: "de_DE"))
        })
        #expect(try play.at(0.6).drawnTexts.map(\.string) == ["1.001 items"])
    }
}

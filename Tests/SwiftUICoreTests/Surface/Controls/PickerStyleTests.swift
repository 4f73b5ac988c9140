import Foundation
import Testing
@testable import SwiftUICore

/// A style Cutaway does not draw.
private struct UnknownPickerStyle: PickerStyle {}

struct PickerStyleTests {
    func picker() -> some View {
        Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
    }

    @Test func theAutomaticStyleIsTheMenu() throws {
        let automatic = try layOut(width: 300, height: 100, picker().pickerStyle(.automatic))
        let menu = try layOut(width: 300, height: 100, picker().pickerStyle(.menu))
        #expect(automatic.displayList == menu.displayList)
        #expect(automatic.drawnTexts.map(\.string) == ["M"])
    }

    @Test func aStyleCutawayDoesNotDrawLeavesTheAutomaticOne() throws {
        let unknown = try layOut(width: 300, height: 100, picker().pickerStyle(UnknownPickerStyle()))
        let automatic = try layOut(width: 300, height: 100, picker())
        #expect(unknown.displayList == automatic.displayList)
    }

    @Test func theInnermostStyleWins() throws {
        let frame = try layOut(width: 300, height: 100, picker().pickerStyle(.segmented).pickerStyle(.menu))
        #expect(frame.drawnTexts.map(\.string) == ["S", "M"])
    }
}

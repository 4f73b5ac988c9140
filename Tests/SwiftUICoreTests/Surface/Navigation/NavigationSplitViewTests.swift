import Foundation
import Testing
@testable import SwiftUICore

struct NavigationSplitViewTests {
    @Test func onAnIPhoneTheSplitViewIsAStackShowingTheSidebar() throws {
        let split = try layOut(on: .iPhone15, NavigationSplitView {
            Text("Sidebar").navigationTitle("Mail")
        } detail: {
            Text("Detail")
        })
        let stack = try layOut(on: .iPhone15, NavigationStack { Text("Sidebar").navigationTitle("Mail") })
        #expect(split.drawnTexts.map(\.string) == stack.drawnTexts.map(\.string))
        #expect(split.drawnTexts.map(\.frame) == stack.drawnTexts.map(\.frame))
        #expect(!split.drawnTexts.contains { $0.string == "Detail" })
    }
}

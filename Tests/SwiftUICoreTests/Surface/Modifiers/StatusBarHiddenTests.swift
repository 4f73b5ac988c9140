import Foundation
import Testing
@testable import SwiftUICore

struct StatusBarHiddenTests {
    @Test func aViewThatHidesTheStatusBarLeavesTheHomeIndicatorAndTheSafeArea() throws {
        let shown = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("content"))
        let hidden = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("content").statusBarHidden())
        #expect(shown.textFrame("9:41") != nil)
        #expect(hidden.textFrame("9:41") == nil)
        // The home indicator stays, and the content keeps the safe area's top inset (59 pt on
        // an iPhone 15), as on an iPhone with an island.
        #expect(hidden.geometry.contains { $0.typeName == "Capsule" })
        #expect(hidden.rect("content") == shown.rect("content"))
        // `statusBarHidden(false)` keeps it.
        #expect(try layOut(on: .iPhone15, Color.red.statusBarHidden(false)).textFrame("9:41") != nil)
    }
}

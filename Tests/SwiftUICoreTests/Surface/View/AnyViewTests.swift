import Foundation
import Testing
@testable import SwiftUICore

struct AnyViewTests {
    @Test func aValueThatIsNoViewErasesToNothing() {
        #expect(AnyView(_fromValue: 3) == nil)
        #expect(AnyView(_fromValue: "Hi") == nil)
    }

    @Test func aViewHeldAsAnyDrawsAsTheViewItself() throws {
        let held: Any = Text("Hi").padding(4)
        let erased = try #require(AnyView(_fromValue: held))
        let fromAny = try layOut(width: 100, height: 100, erased)
        let direct = try layOut(width: 100, height: 100, AnyView(Text("Hi").padding(4)))
        #expect(fromAny.drawnTexts.map(\.string) == ["Hi"])
        #expect(fromAny.displayList == direct.displayList)
    }
}

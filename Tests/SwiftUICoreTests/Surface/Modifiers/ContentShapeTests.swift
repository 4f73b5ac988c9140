import Foundation
import Testing
@testable import SwiftUICore

struct ContentShapeTests {
    @Test func aContentShapeIsATraitAndDrawsNothing() throws {
        let plain = try layOut(Color.red.frame(width: 40, height: 20))
        let shaped = try layOut(Color.red.frame(width: 40, height: 20).contentShape(Circle()).contentShape(.dragPreview, Rectangle(), eoFill: true))
        #expect(plain.displayList == shaped.displayList)
    }

    @Test func theKindsAreDistinctOptions() {
        let all: [ContentShapeKinds] = [.interaction, .dragPreview, .contextMenuPreview, .hoverEffect, .focusEffect, .accessibility]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(ContentShapeKinds([.interaction, .accessibility]).contains(.accessibility))
    }
}

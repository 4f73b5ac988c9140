import Foundation
import Testing
@testable import SwiftUICore

struct GridItemTests {
    @Test func theDefaultItemIsFlexibleFromTenPointsWithoutSpacingOrAlignment() {
        let item = GridItem()
        guard case .flexible(let minimum, let maximum) = item.size else {
            Issue.record("not flexible: \(item.size)")
            return
        }
        // SwiftUI's defaults: `.flexible(minimum: 10, maximum: .infinity)`.
        #expect(minimum == 10 && maximum == .infinity)
        #expect(item.spacing == nil && item.alignment == nil)
    }
}

import Foundation
import Testing
@testable import SwiftUICore

struct PresentationMetricsTests {
    @Test func aPushedBackScreenLoses16PointsEachSide() {
        // iPhone 15: (393 − 32) / 393; iPhone 15 Pro Max: (430 − 32) / 430.
        #expect(PresentationMetrics.pushedBackScale(width: 393) == 361.0 / 393)
        #expect(PresentationMetrics.pushedBackScale(width: 430) == 398.0 / 430)
    }

    @Test func aScreenTooNarrowToInsetIsNotScaled() {
        #expect(PresentationMetrics.pushedBackScale(width: 20) == 1)
    }
}

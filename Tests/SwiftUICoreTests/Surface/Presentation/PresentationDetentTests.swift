import Foundation
import Testing
@testable import SwiftUICore

/// On an iPhone 15 the screen is 852 tall and the large card 852 − (59 + 10) = 783.
struct PresentationDetentTests {
    @Test func eachDetentsHeight() {
        #expect(PresentationDetent.large.cardHeight(screenHeight: 852, largeHeight: 783) == 783)
        #expect(PresentationDetent.medium.cardHeight(screenHeight: 852, largeHeight: 783) == 426)
        #expect(PresentationDetent.fraction(0.5).cardHeight(screenHeight: 852, largeHeight: 783) == 391.5)
        #expect(PresentationDetent.height(200).cardHeight(screenHeight: 852, largeHeight: 783) == 200)
    }

    @Test func noDetentIsTallerThanTheLargeOne() {
        #expect(PresentationDetent.height(2000).cardHeight(screenHeight: 852, largeHeight: 783) == 783)
        #expect(PresentationDetent.fraction(1.5).cardHeight(screenHeight: 852, largeHeight: 783) == 783)
    }
}

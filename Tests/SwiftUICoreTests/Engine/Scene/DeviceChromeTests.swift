import Foundation
import Testing
@testable import SwiftUICore

struct DeviceChromeTests {
    @Test func theHomeIndicatorIsA134By5CapsuleEightPointsAboveTheBottom() throws {
        let frame = try layOut(on: .iPhone15, Color.clear)
        let indicator = try #require(frame.geometry.first { $0.typeName == "Capsule" }).frame
        // 134 × 5 (Apple's interface guidance since iPhone X), centred, its bottom 8 points
        // above the 852-point screen's bottom edge: 852 − 8 − 5 = 839.
        #expect(isClose(indicator, CGRect(x: (393.0 - 134) / 2, y: 839, width: 134, height: 5), within: 0.5), "\(indicator)")
    }

    @Test func theStatusBarShowsNineFortyOneInPortraitAndNothingInLandscape() throws {
        let portrait = try layOut(on: .iPhone15, Color.clear)
        let time = try #require(portrait.textFrame("9:41"))
        // Centred on the Dynamic Island's centre, 11 + 37 / 2 = 29.5 points down, in the left
        // ear ((393 − 126) / 2 = 133.5 wide, so at x = 66.75).
        #expect(abs(time.midY - 29.5) <= 0.5 && abs(time.midX - 66.75) <= 0.5, "\(time)")
        let landscape = try layOut(on: .iPhone15, orientation: .landscapeLeft, Color.clear)
        #expect(landscape.textFrame("9:41") == nil)
    }

    @Test func aPhoneWithAHomeButtonHasNoHomeIndicator() throws {
        let frame = try layOut(on: .iPhoneSE, Color.clear)
        #expect(!frame.geometry.contains { $0.typeName == "Capsule" })
        // The time is centred in the 20-point bar.
        let time = try #require(frame.textFrame("9:41"))
        #expect(abs(time.midX - 375 / 2) <= 0.5 && abs(time.midY - 10) <= 0.5, "\(time)")
    }
}

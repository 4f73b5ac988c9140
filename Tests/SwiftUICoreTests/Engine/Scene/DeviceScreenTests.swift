import Foundation
import Testing
@testable import SwiftUICore

struct DeviceScreenTests {
    @Test func screensHaveApplesPublishedSizesAndSafeAreas() {
        // Apple's screen sizes in points and the safe-area insets UIKit reports for a
        // full-screen window in portrait (HIG "Layout"; the simulator's safeAreaInsets).
        let expected: [(DeviceScreen, CGSize, CGFloat, CGFloat)] = [
            (.iPhoneSE, CGSize(width: 375, height: 667), 20, 0),
            (.iPhone14, CGSize(width: 390, height: 844), 47, 34),
            (.iPhone15, CGSize(width: 393, height: 852), 59, 34),
            (.iPhone15ProMax, CGSize(width: 430, height: 932), 59, 34),
            (.iPhone16Pro, CGSize(width: 402, height: 874), 62, 34),
        ]
        for (device, size, top, bottom) in expected {
            #expect(device.size == size, "\(device.name)")
            #expect(device.safeAreaInsets == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), "\(device.name)")
        }
    }

    @Test func aModelIsFoundByItsNameWhateverItsSpellingAndUnknownModelsAreNot() {
        #expect(DeviceScreen(named: "iPhone 15 Pro") == .iPhone15Pro)
        #expect(DeviceScreen(named: "iphone-15-pro") == .iPhone15Pro)
        #expect(DeviceScreen(named: "iPhone SE (3rd generation)") == .iPhoneSE)
        #expect(DeviceScreen(named: "iPhone 16 Pro Max") == .iPhone16ProMax)
        #expect(DeviceScreen(named: "iPad Pro (12.9-inch)") == nil)
        #expect(DeviceScreen(named: "") == nil)
    }

    @Test func inLandscapeTheScreenTurnsAndTheHousingsSideTakesTheInset() {
        let device = DeviceScreen.iPhone15
        #expect(device.size(in: .landscapeLeft) == CGSize(width: 852, height: 393))
        // No status bar in landscape; the island's inset on both sides; 21 points for the
        // home indicator.
        #expect(device.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(RenderCanvas(device: device, orientation: .landscapeRight).size == CGSize(width: 852, height: 393))
    }

    @Test func aPlainCanvasHasNoSafeAreaAndADevicesCanvasHasTheDevices() {
        #expect(RenderCanvas(width: 300, height: 200).safeAreaInsets == EdgeInsets())
        let canvas = RenderCanvas(device: .iPhone14, scale: 3)
        #expect(canvas.size == CGSize(width: 390, height: 844) && canvas.scale == 3)
        #expect(canvas.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    }
}

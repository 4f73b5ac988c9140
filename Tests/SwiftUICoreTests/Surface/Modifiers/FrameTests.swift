import Foundation
import Testing
@testable import SwiftUICore

struct FrameTests {
    @Test func aNonFiniteFixedDimensionIsLaidOutAsIfNotGiven() throws {
        // `.frame(width: .infinity, height: 30)` is a frame of height 30 only: its width is
        // its 40-pt child's, centred in the 400-pt canvas at x = 180 (iOS logs "Invalid frame
        // dimension" and does the same).
        let frame = try layOut(Color.red.frame(width: 40).frame(width: .infinity, height: 30).accessibilityIdentifier("frame"))
        #expect(frame.rect("frame") == CGRect(x: 180, y: 185, width: 40, height: 30))
        let nan = try layOut(Color.red.frame(width: 40, height: 20).frame(width: 60, height: .nan).accessibilityIdentifier("frame"))
        #expect(nan.rect("frame") == CGRect(x: 170, y: 190, width: 60, height: 20))
    }
}

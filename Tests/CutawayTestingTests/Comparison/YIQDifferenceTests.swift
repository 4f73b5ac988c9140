import Testing
@testable import CutawayTesting

@Suite struct YIQDifferenceTests {
    func packed(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32 = 255) -> PackedPixel {
        red | green << 8 | blue << 16 | alpha << 24
    }

    @Test func equalColoursAreZero() {
        #expect(YIQDifference.squaredDistance(packed(10, 20, 30), packed(10, 20, 30)) == 0)
    }

    @Test func blackAgainstWhiteIsTheBrightnessWeightTimes255Squared() {
        // White and black have I = Q = 0 and Y = 255 and 0, so the distance is 0.5053 · 255².
        let distance = YIQDifference.squaredDistance(packed(0, 0, 0), packed(255, 255, 255))
        #expect(abs(distance - 0.5053 * 255 * 255) < 1e-3)
        #expect(abs(YIQDifference.normalizedDistance(packed(0, 0, 0), packed(255, 255, 255)) - 0.96594) < 1e-5)
    }

    /// The maximum 35215 is reached by red against cyan (every channel flipped in opposite
    /// directions), not by black against white; the sweep confirms nothing exceeds it.
    @Test func redAgainstCyanIsTheMaximum() {
        let maximum = YIQDifference.squaredDistance(packed(255, 0, 0), packed(0, 255, 255))
        #expect(abs(maximum - YIQDifference.maximumSquaredDistance) < 0.5)
        #expect(abs(YIQDifference.normalizedDistance(packed(255, 0, 0), packed(0, 255, 255)) - 1) < 1e-5)
        let levels: [UInt32] = [0, 64, 128, 255]
        for r1 in levels { for g1 in levels { for b1 in levels { for r2 in levels { for g2 in levels { for b2 in levels {
            #expect(YIQDifference.squaredDistance(packed(r1, g1, b1), packed(r2, g2, b2)) <= maximum)
        } } } } } }
    }

    @Test func distanceIsSymmetric() {
        let pairs = [(packed(200, 10, 40), packed(3, 99, 250)), (packed(0, 0, 0, 128), packed(90, 90, 90))]
        for (first, second) in pairs {
            #expect(YIQDifference.squaredDistance(first, second) == YIQDifference.squaredDistance(second, first))
        }
    }

    @Test func translucentColoursAreBlendedOverWhite() {
        // Black at alpha 51 (0.2) over white is 255 + (0 − 255) · 0.2 = 204 in every channel.
        let translucent = packed(0, 0, 0, 51)
        #expect(YIQDifference.squaredDistance(translucent, packed(204, 204, 204)) < 1e-9)
        #expect(abs(YIQDifference.brightnessOverWhite(translucent) - 204 * 1.00000001) < 1e-6)
    }
}

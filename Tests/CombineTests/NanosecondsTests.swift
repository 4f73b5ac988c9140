import Foundation
import Testing
@testable import Combine

struct NanosecondsTests {
    @Test func secondsBecomeTheNearestNanoseconds() {
        #expect(Nanoseconds.of(seconds: 0) == 0)
        #expect(Nanoseconds.of(seconds: 1.5) == 1_500_000_000)
        #expect(Nanoseconds.of(seconds: -0.25) == -250_000_000)
        #expect(Nanoseconds.of(seconds: 1e-300) == 0)
    }

    @Test func secondsPastInt64SaturateAndNaNNeverComes() {
        // Int64 nanoseconds hold 292 years: 1e12 s is past them, as is +∞; NaN is no moment.
        #expect(Nanoseconds.of(seconds: 1e12) == .max)
        #expect(Nanoseconds.of(seconds: .infinity) == .max)
        #expect(Nanoseconds.of(seconds: 1e300) == .max)
        #expect(Nanoseconds.of(seconds: .nan) == .max)
        #expect(Nanoseconds.of(seconds: -1e12) == .min)
        #expect(Nanoseconds.of(seconds: -.infinity) == .min)
    }

    @Test func theLargestDoubleBelowTwoToTheSixtyThirdConvertsExactly() {
        let below = (0x1p63 as Double).nextDown
        #expect(Nanoseconds.clamped(below) == Int64(below))
        #expect(Nanoseconds.clamped(0x1p63) == .max)
        #expect(Nanoseconds.clamped(-0x1p63) == .min)
    }

    @Test func sumsDifferencesAndProductsSaturate() {
        #expect(Nanoseconds.sum(.max, 1) == .max)
        #expect(Nanoseconds.sum(.min, -1) == .min)
        #expect(Nanoseconds.sum(2, 3) == 5)
        #expect(Nanoseconds.difference(.min, 1) == .min)
        #expect(Nanoseconds.difference(.max, -1) == .max)
        #expect(Nanoseconds.difference(5, 3) == 2)
        #expect(Nanoseconds.product(.max, 1_000_000_000) == .max)
        #expect(Nanoseconds.product(.min, 1_000_000_000) == .min)
        #expect(Nanoseconds.product(-9_223_372_037, 1_000_000_000) == .min)
        #expect(Nanoseconds.product(.min, -1) == .max)
        #expect(Nanoseconds.product(3, 4) == 12)
    }
}

import Foundation
import Testing
@testable import SwiftUICore

struct VelocitySamplerTests {
    @Test func noSampleOrOneHasNoVelocity() {
        var sampler = VelocitySampler()
        #expect(sampler.velocity == .zero)
        sampler.add(CGPoint(x: 5, y: 5), at: 1)
        #expect(sampler.velocity == .zero)
    }

    @Test func twoSamplesGiveTheirDifferenceQuotient() {
        var sampler = VelocitySampler()
        sampler.add(.zero, at: 0)
        sampler.add(CGPoint(x: 10, y: -5), at: 0.5)
        // (10, -5) / 0.5 s.
        #expect(sampler.velocity == CGSize(width: 20, height: -10))
    }

    @Test func threeSamplesWeightTheOlderQuotientByThreeQuarters() {
        var sampler = VelocitySampler()
        sampler.add(CGPoint(x: 100, y: 0), at: 9) // dropped: only the last three count
        sampler.add(.zero, at: 10)
        sampler.add(CGPoint(x: 10, y: 0), at: 10.5)
        sampler.add(CGPoint(x: 40, y: 0), at: 11)
        // Older quotient 10 / 0.5 = 20, newer 30 / 0.5 = 60: 0.75 × 20 + 0.25 × 60 = 30.
        #expect(abs(sampler.velocity.width - 30) < 1e-9)
    }

    @Test func aSampleAtTheLastTimeReplacesIt() {
        var sampler = VelocitySampler()
        sampler.add(.zero, at: 0)
        sampler.add(CGPoint(x: 99, y: 0), at: 1)
        sampler.add(CGPoint(x: 4, y: 0), at: 1)
        #expect(sampler.velocity == CGSize(width: 4, height: 0))
    }
}

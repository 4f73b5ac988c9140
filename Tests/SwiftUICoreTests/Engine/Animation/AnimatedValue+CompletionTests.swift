import Foundation
import Testing
@testable import SwiftUICore

private let first = AnimationTag()
private let second = AnimationTag()
private let omega = 4 * Double.pi  // `.smooth`: 2π / 0.5 s

private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The first time at which `condition` holds, on a grid of `fps` frames from `start`.
private func firstFrame(from start: Double, fps: Double, until end: Double, where condition: (Double) -> Bool) -> Double? {
    var index = (start * fps).rounded(.up)
    while index / fps <= end {
        if condition(index / fps) { return index / fps }
        index += 1
    }
    return nil
}

struct AnimatedValueCompletionTests {
    @Test func unknownTagsAreComplete() {
        var value = AnimatedValue(0.0)
        value.animate(to: 1, with: .linear, at: 0, tag: first)
        #expect(value.isLogicallyComplete(second, at: 0))
        #expect(value.isRemoved(second, at: 0))
        #expect(!value.isLogicallyComplete(first, at: 0))
        #expect(!value.isRemoved(first, at: 0))
    }

    /// SEMANTICS §3: the first linear change completes logically at 1.0 and the second at 1.5;
    /// the first is removed only when the second, which runs from its value, ends.
    @Test func crossingCurves() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1), at: 0, tag: first)
        value.animate(to: 0, with: .linear(duration: 1), at: 0.5, tag: second)
        #expect(!value.isLogicallyComplete(first, at: 0.99))
        #expect(value.isLogicallyComplete(first, at: 1.0))
        #expect(!value.isLogicallyComplete(second, at: 1.49))
        #expect(value.isLogicallyComplete(second, at: 1.5))
        #expect(!value.isRemoved(first, at: 1.0))
        #expect(!value.isRemoved(first, at: 1.49))
        value.removeFinished(at: 1.2)
        #expect(value.isAnimating)
        #expect(close(value.value(at: 1.2), 30))
        #expect(!value.isRemoved(first, at: 1.2))
        #expect(value.isRemoved(first, at: 1.5))
        #expect(value.isRemoved(second, at: 1.5))
        value.removeFinished(at: 1.5)
        #expect(!value.isAnimating)
    }

    /// SEMANTICS §1: `.smooth` is logically complete at its duration and removed at rest — the
    /// first frame at or after 1.2039 s for a 100-pt move and 0.8023 s for 0 → 1.
    @Test func springCompletesAtItsDurationAndIsRemovedAtRest() {
        for (size, rest) in [(100.0, 1.2039), (1.0, 0.8023)] {
            var value = AnimatedValue(0.0)
            value.animate(to: size, with: .smooth, at: 0, tag: first)
            #expect(!value.isLogicallyComplete(first, at: 0.49))
            #expect(value.isLogicallyComplete(first, at: 0.5))
            let removed = firstFrame(from: 0, fps: 240, until: 3) { value.isRemoved(first, at: $0) }
            #expect(removed == (rest * 240).rounded(.up) / 240, "size \(size)")
            let hundredths = firstFrame(from: 0, fps: 100, until: 3) { value.isRemoved(first, at: $0) }
            #expect(hundredths == (size == 100 ? 1.21 : 0.81))
        }
    }

    /// The rest test's force term, written out: for the 100-pt move, |F| = 100ω²(ωτ − 1)e^(−ωτ)
    /// has just fallen through 0.06 when the value is removed.
    @Test func removalHappensWhenTheForceIsSmall() throws {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .smooth, at: 0, tag: first)
        let removed = try #require(firstFrame(from: 0, fps: 2400, until: 3) { value.isRemoved(first, at: $0) })
        func force(_ tau: Double) -> Double { 100 * omega * omega * (omega * tau - 1) * exp(-omega * tau) }
        #expect(force(removed) <= 0.06)
        #expect(force(removed - 1.0 / 2400) > 0.06)
    }

    /// SEMANTICS §2 with tags: the first change keeps its logical completion at 0.5 after the
    /// retarget absorbed it; both are removed together when the merged spring rests.
    @Test func mergedSpringCarriesAbsorbedTags() throws {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .smooth, at: 0, tag: first)
        value.animate(to: 0, with: .smooth, at: 0.2, tag: second)
        #expect(!value.isLogicallyComplete(first, at: 0.49))
        #expect(value.isLogicallyComplete(first, at: 0.5))
        #expect(!value.isLogicallyComplete(second, at: 0.69))
        #expect(value.isLogicallyComplete(second, at: 0.7))
        let removedFirst = try #require(firstFrame(from: 0.2, fps: 240, until: 4) { value.isRemoved(first, at: $0) })
        let removedSecond = try #require(firstFrame(from: 0.2, fps: 240, until: 4) { value.isRemoved(second, at: $0) })
        #expect(removedFirst == removedSecond)
        // The merged spring moves back to where the run began: the move is zero, so it rests
        // when speed and force are small. d(τ) = (d₀ + Bτ)e^(−ωτ), B = v₀ + ωd₀.
        let d0 = 100 * (1 - (1 + omega * 0.2) * exp(-omega * 0.2))
        let v0 = 100 * omega * omega * 0.2 * exp(-omega * 0.2)
        let b = v0 + omega * d0
        func atRest(_ tau: Double) -> Bool {
            let e = exp(-omega * tau)
            let velocity = (b - omega * (d0 + b * tau)) * e
            let force = -omega * omega * (d0 + b * tau) * e - 2 * omega * velocity
            return velocity * velocity <= 0.0036 && force * force <= 0.0036
        }
        let expected = try #require(firstFrame(from: 0.2, fps: 240, until: 4) { atRest($0 - 0.2) })
        #expect(abs(removedFirst - expected) <= 1.0 / 240 + 1e-9)
    }

    /// A short animation finishing above a long one makes the long one irrelevant: it is
    /// removed (and so complete) then, long before its own end.
    @Test func aFinishedLaterAnimationDropsEarlierOnes() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 3), at: 0, tag: first)
        value.animate(to: 50, with: .linear(duration: 0.2), at: 1, tag: second)
        #expect(!value.isRemoved(first, at: 1.1))
        #expect(value.isRemoved(first, at: 1.2))
        #expect(value.isLogicallyComplete(first, at: 1.2))
        #expect(close(value.value(at: 1.2), 50))
        value.removeFinished(at: 1.2)
        #expect(!value.isAnimating)
    }

    @Test func aFinishedMiddleSegmentDropsEarlierOnesButStays() {
        let third = AnimationTag()
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 3), at: 0, tag: first)
        value.animate(to: 50, with: .linear(duration: 0.2), at: 1, tag: second)
        value.animate(to: 80, with: .linear(duration: 1), at: 1.1, tag: third)
        // At 1.2 the second is done: the first is removed; the second stays under the third.
        #expect(value.isRemoved(first, at: 1.2))
        #expect(!value.isRemoved(second, at: 1.2))
        #expect(value.isLogicallyComplete(second, at: 1.2))
        value.removeFinished(at: 1.2)
        // v = 50 + 0.5·(80 − 50) at 1.6.
        #expect(close(value.value(at: 1.6), 65))
        #expect(value.isRemoved(second, at: 2.1))
    }

    @Test func snappingCompletesEverything() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .linear(duration: 1).repeatForever(), at: 0, tag: first)
        #expect(!value.isLogicallyComplete(first, at: 50))
        #expect(!value.isRemoved(first, at: 50))
        value.animate(to: 5, with: nil, at: 1, tag: second)
        #expect(value.isLogicallyComplete(first, at: 1))
        #expect(value.isRemoved(first, at: 1))
        #expect(value.isRemoved(second, at: 1))
    }

    @Test func delayedAndSpedUpCurvesCompleteOnTheirOwnClock() {
        var value = AnimatedValue(0.0)
        value.animate(to: 1, with: .easeInOut(duration: 1).delay(0.5).speed(2), at: 1, tag: first)
        // (0.5 + 1) / 2 = 0.75 s after the start.
        #expect(!value.isLogicallyComplete(first, at: 1.74))
        #expect(value.isLogicallyComplete(first, at: 1.75))
        #expect(value.isRemoved(first, at: 1.75))
    }

    /// Removal times are found on the continuous clock: querying in any order gives the same
    /// answers, and sampling does not change them.
    @Test func queriesAreIndependentOfOrder() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .bouncy, at: 0, tag: first)
        let forward = stride(from: 0.0, through: 3, by: 0.05).map { value.isRemoved(first, at: $0) }
        let backward = stride(from: 0.0, through: 3, by: 0.05).reversed().map { value.isRemoved(first, at: $0) }
        #expect(forward == backward.reversed())
        #expect(forward.first == false && forward.last == true)
    }
}

import Testing
@testable import CutawayFuzzing

struct FuzzRandomTests {
    /// Expected values from an independent Python transcription of the reference C code of
    /// SplitMix64 and xoshiro256** (Vigna, prng.di.unimi.it), seeded as `FuzzRandom` seeds.
    @Test func matchesTheReferenceAlgorithm() {
        var one = FuzzRandom(seed: 1)
        #expect([one.next(), one.next(), one.next()] == [0xB3F2_AF6D_0FC7_10C5, 0x853B_5596_4736_4CEA, 0x92F8_9756_082A_4514])
        var zero = FuzzRandom(seed: 0)
        #expect([zero.next(), zero.next()] == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A])
        var stream = FuzzRandom(seed: 1, stream: 5)
        #expect([stream.next(), stream.next()] == [0x7573_CC2D_B998_03B3, 0x54CB_7CFF_CB6F_491D])
    }

    @Test func theSameSeedAndStreamGiveTheSameNumbers() {
        var first = FuzzRandom(seed: 42, stream: 7), second = FuzzRandom(seed: 42, stream: 7)
        #expect((0..<100).map { _ in first.below(1000) } == (0..<100).map { _ in second.below(1000) })
    }

    @Test func belowOneIsAlwaysZero() {
        var random = FuzzRandom(seed: 3)
        #expect((0..<50).allSatisfy { _ in random.below(1) == 0 })
    }

    @Test func belowStaysInRangeAndReachesEveryValue() {
        var random = FuzzRandom(seed: 9)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<7000 { counts[random.below(7)] += 1 }
        // Each value is expected 1000 times; 800…1200 is over six standard deviations
        // (√(7000 · 1/7 · 6/7) ≈ 29) either side.
        #expect(counts.allSatisfy { (800...1200).contains($0) }, "\(counts)")
    }

    @Test func integerCoversItsClosedRange() {
        var random = FuzzRandom(seed: 5)
        let values = Set((0..<500).map { _ in random.integer(in: -2...2) })
        #expect(values == [-2, -1, 0, 1, 2])
    }

    @Test func smallCountHalvesWithEachStep() {
        var random = FuzzRandom(seed: 11)
        var counts = [Int](repeating: 0, count: 5)
        for _ in 0..<8000 { counts[random.smallCount(maximum: 4)] += 1 }
        // P(1) = 1/2, P(2) = 1/4, P(3) = 1/8, P(4) = 1/8 (the rest of the tail).
        #expect(counts[0] == 0)
        #expect((3700...4300).contains(counts[1]) && (1750...2250).contains(counts[2]), "\(counts)")
        #expect((800...1200).contains(counts[3]) && (800...1200).contains(counts[4]), "\(counts)")
    }
}

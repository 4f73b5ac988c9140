import Testing
@testable import CutawayFuzzing

struct ByteMutationsTests {
    @Test func mutationsOfAnEmptyInputDoNotTrap() {
        var random = FuzzRandom(seed: 1)
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            ByteMutations.mutate(&bytes, others: [], maximumCount: 64, random: &random)
            #expect(bytes.count <= 64)
        }
    }

    @Test func resultsStayWithinTheMaximumCount() {
        var random = FuzzRandom(seed: 2)
        let input = [UInt8](repeating: 7, count: 60)
        for _ in 0..<2000 {
            var bytes = input
            ByteMutations.mutate(&bytes, others: [input + input], maximumCount: 64, random: &random)
            #expect(bytes.count <= 64)
        }
    }

    @Test func theSameSeedMakesTheSameMutations() {
        func mutations(seed: UInt64) -> [[UInt8]] {
            var random = FuzzRandom(seed: seed)
            return (0..<200).map { _ in
                var bytes: [UInt8] = Array("the same input".utf8)
                ByteMutations.mutate(&bytes, others: [[1, 2, 3]], maximumCount: 100, random: &random)
                return bytes
            }
        }
        #expect(mutations(seed: 4) == mutations(seed: 4))
        #expect(mutations(seed: 4) != mutations(seed: 5))
    }

    @Test func bigEndianWritesTheMostSignificantByteFirst() {
        #expect(ByteMutations.bigEndian(0x0102_0304) == [1, 2, 3, 4])
    }
}

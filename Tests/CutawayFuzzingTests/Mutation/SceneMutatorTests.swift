import Testing
@testable import CutawayFuzzing

struct SceneMutatorTests {
    @Test func mostMutationsAreStillJSON() throws {
        let corpus = try FuzzTesting.corpus(.scene).map(\.bytes)
        let mutator = SceneMutator()
        var random = FuzzRandom(seed: 1)
        var json = 0
        for run in 0..<500 {
            let output = mutator.mutate(corpus[run % corpus.count], others: corpus, maximumCount: 65_536, random: &random)
            #expect(output.count <= 65_536)
            if JSONTree(parsing: output) != nil { json += 1 }
        }
        // Four in five mutate the tree; a byte mutation now and then leaves valid JSON too.
        #expect(json > 350, "\(json) of 500")
    }

    @Test func theSameSeedMakesTheSameScenes() throws {
        let corpus = try FuzzTesting.corpus(.scene).map(\.bytes)
        func outputs() -> [[UInt8]] {
            let mutator = SceneMutator()
            var random = FuzzRandom(seed: 6)
            return (0..<100).map { mutator.mutate(corpus[$0 % corpus.count], others: corpus, maximumCount: 65_536, random: &random) }
        }
        #expect(outputs() == outputs())
    }

    @Test func wrappingViewsAddsTheSnippetState() throws {
        let minimal = Array(#"{"format": "cutaway-scene/1", "name": "m", "body": {"Text": "a"}}"#.utf8)
        let mutator = SceneMutator()
        var random = FuzzRandom(seed: 2)
        var sawState = false
        for _ in 0..<200 {
            guard let tree = JSONTree(parsing: mutator.mutate(minimal, others: [], maximumCount: 65_536, random: &random)) else { continue }
            if tree.member("state")?.member("fuzzItems") != nil { sawState = true }
        }
        #expect(sawState)
    }
}

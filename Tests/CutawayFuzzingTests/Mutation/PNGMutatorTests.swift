import CutawayRender
import Testing
@testable import CutawayFuzzing

struct PNGMutatorTests {
    /// The share of mutations whose every chunk has the right CRC: all but the byte-level
    /// fallback (1 in 10) and the deliberate bad CRC (1 in 12 of the rest), so about 80%.
    func shareWithRightCRCs(animated: Bool, corpus: [[UInt8]]) -> Double {
        let mutator = PNGMutator(isAnimated: animated)
        var random = FuzzRandom(seed: 1)
        var right = 0
        let count = 1000
        for run in 0..<count {
            let output = mutator.mutate(corpus[run % corpus.count], others: corpus, maximumCount: 1 << 20, random: &random)
            if let list = PNGChunkList(parsing: output), list.chunks.allSatisfy({ $0.forcedCRC == nil }) { right += 1 }
        }
        return Double(right) / Double(count)
    }

    @Test func mostMutationsKeepEveryCRCRight() throws {
        let corpus = try FuzzTesting.corpus(.png).map(\.bytes)
        #expect(shareWithRightCRCs(animated: false, corpus: corpus) > 0.7)
        let animations = try FuzzTesting.corpus(.apng).map(\.bytes)
        #expect(shareWithRightCRCs(animated: true, corpus: animations) > 0.7)
    }

    @Test func regeneratedImageDataFitsTheHeader() throws {
        var list = try #require(PNGChunkList(parsing: FuzzTesting.png(width: 2, height: 2, colourType: 2, scanlines: [])))
        var random = FuzzRandom(seed: 3)
        var decoded = 0
        for _ in 0..<50 {
            var copy = list
            PNGMutator.regenerateImageData(&copy, random: &random)
            // A few regenerated streams are deliberately a few bytes off, or use a bad filter.
            if (try? PNGDecoder.decode(copy.bytes)) != nil { decoded += 1 }
        }
        #expect(decoded > 30)
        list.chunks.removeAll { $0.isType("IDAT") }
        PNGMutator.regenerateImageData(&list, random: &random)
        #expect(list.indices(of: "IDAT").count >= 1)
    }

    @Test func imageDataIsRefusedPastTheSizeLimit() {
        var random = FuzzRandom(seed: 1)
        #expect(PNGMutator.imageData(width: 1 << 20, height: 1 << 20, channels: 4, random: &random) == nil)
        #expect(PNGMutator.imageData(width: Int.max, height: 2, channels: 4, random: &random) == nil)
        #expect(PNGMutator.imageData(width: 3, height: 2, channels: 1, random: &random)?.count ?? 0 >= 4)
    }

    @Test func aRemovedFrameWithRepairedBookkeepingStillDecodes() throws {
        let file = try #require(FuzzTesting.corpus(.apng).first { $0.name == "encoder-four-frames.png" }).bytes
        var list = try #require(PNGChunkList(parsing: file))
        let second = list.indices(of: "fcTL")[1]
        list.chunks.removeSubrange(second...second + 1)
        PNGMutator.renumberSequence(&list)
        PNGMutator.fixFrameCount(&list)
        #expect(try APNGDecoder.decode(list.bytes).frames.count == 3)
    }

    @Test func anAddedFrameDecodes() throws {
        let file = try #require(FuzzTesting.corpus(.apng).first { $0.name == "encoder-four-frames.png" }).bytes
        var random = FuzzRandom(seed: 8)
        var decoded = 0
        for _ in 0..<20 {
            var list = try #require(PNGChunkList(parsing: file))
            PNGMutator.addFrame(&list, random: &random)
            PNGMutator.renumberSequence(&list)
            if let animation = try? APNGDecoder.decode(list.bytes), animation.frames.count == 5 { decoded += 1 }
        }
        // Regenerated data is wrong on purpose now and then: a filter type out of range in one
        // row in twenty, a stream a few bytes off one time in eight.
        #expect(decoded >= 5)
    }

    @Test func splitKeepsEveryByteInOrder() {
        #expect(PNGMutator.split([1, 2, 3, 4, 5], into: 2) == [[1, 2, 3], [4, 5]])
        #expect(PNGMutator.split([1], into: 3) == [[1], [], []])
        #expect(PNGMutator.split([], into: 1) == [[]])
    }
}

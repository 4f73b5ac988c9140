import CutawayRender
import Testing
@testable import CutawayFuzzing

/// The shrinker against predicates in this process, standing in for "still fails the same way".
struct ShrinkerTests {
    @Test func bytesShrinkToTheOneThatMatters() {
        let input = Array("abcdefghijklmnopXqrstuvwxyz".utf8)
        let shrunk = Shrinker(target: .selfTest, budget: 500).shrink(input) { $0.contains(UInt8(ascii: "X")) }
        #expect(shrunk == [UInt8(ascii: "X")])
    }

    @Test func theBudgetBoundsTheAttempts() {
        var attempts = 0
        _ = Shrinker(target: .selfTest, budget: 7).shrink([UInt8](repeating: 1, count: 100)) { _ in
            attempts += 1
            return false
        }
        #expect(attempts == 7)
    }

    @Test func aPNGShrinksByWholeChunksWithTheirCRCsRepaired() throws {
        let file = try #require(FuzzTesting.corpus(.png).first { $0.name == "rgba-5x4-text-split-idat.png" }).bytes
        // "Still fails": still an image 5 pixels wide.
        let shrunk = Shrinker(target: .png, budget: 400).shrink(file) { (try? PNGDecoder.decode($0))?.width == 5 }
        let list = try #require(PNGChunkList(parsing: shrunk))
        #expect(list.chunks.map { String(decoding: $0.type, as: UTF8.self) } == ["IHDR", "IDAT", "IDAT", "IDAT", "IEND"]
            || list.chunks.count < 6)
        #expect(!list.chunks.contains { $0.isType("tEXt") || $0.isType("iTXt") || $0.isType("abcd") })
    }

    @Test func aSceneShrinksByRemovingAndUnwrappingNodes() {
        let scene = Array("""
            {"format": "cutaway-scene/1", "name": "s", "state": {"a": 1},
             "body": {"VStack": {"content": [{"Text": "keep"}, {"ForEach": {"items": "$a", "content": {"Color": "red"}}}]}}}
            """.utf8)
        let shrunk = Shrinker(target: .scene, budget: 500).shrink(scene) { String(decoding: $0, as: UTF8.self).contains("\"Color\"") }
        #expect(String(decoding: shrunk, as: UTF8.self) == "\"Color\"")
    }
}

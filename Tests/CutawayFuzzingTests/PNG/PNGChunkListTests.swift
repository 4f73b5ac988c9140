import CutawayRender
import Testing
@testable import CutawayFuzzing

struct PNGChunkListTests {
    @Test func bytesWithoutTheSignatureAreNotAList() {
        #expect(PNGChunkList(parsing: []) == nil)
        #expect(PNGChunkList(parsing: Array("not a png".utf8)) == nil)
    }

    @Test func theSignatureAloneIsAnEmptyList() throws {
        let list = try #require(PNGChunkList(parsing: PNGChunkList.signature))
        #expect(list.chunks.isEmpty && list.trailing.isEmpty)
    }

    @Test func everyCorpusFileWritesBackUnchanged() throws {
        for entry in try FuzzTesting.corpus(.png) + FuzzTesting.corpus(.apng) {
            let list = try #require(PNGChunkList(parsing: entry.bytes), "\(entry.name)")
            #expect(list.bytes == entry.bytes, "\(entry.name)")
            #expect(list.chunks.allSatisfy { $0.forcedCRC == nil }, "\(entry.name)")
        }
    }

    @Test func changedDataGetsTheRightLengthAndCRC() throws {
        var list = try #require(PNGChunkList(parsing: FuzzTesting.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5])))
        let index = try #require(list.indices(of: "IDAT").first)
        list.chunks[index].data = StoredZlib.stream([0, 200])
        #expect(try PNGDecoder.decode(list.bytes).rgba == [200, 200, 200, 255])
    }

    @Test func aWrongCRCIsKeptAsItWas() throws {
        var bytes = FuzzTesting.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5])
        bytes[bytes.count - 1] ^= 1  // IEND's CRC
        let list = try #require(PNGChunkList(parsing: bytes))
        #expect(list.chunks.last?.forcedCRC != nil)
        #expect(list.bytes == bytes)
    }

    @Test func bytesAfterTheLastWholeChunkAreTrailing() throws {
        let bytes = FuzzTesting.png(width: 1, height: 1, colourType: 0, scanlines: [0, 5]) + [1, 2, 3]
        let list = try #require(PNGChunkList(parsing: bytes))
        #expect(list.trailing == [1, 2, 3])
        #expect(list.bytes == bytes)
    }

    @Test func headerReadsSizeAndChannels() throws {
        let list = try #require(PNGChunkList(parsing: FuzzTesting.png(width: 3, height: 2, colourType: 4, scanlines: [])))
        let header = try #require(list.header)
        #expect(header.width == 3 && header.height == 2 && header.channels == 2)
    }
}

import Testing
@testable import CutawayFuzzing

struct ChecksumsTests {
    @Test func crc32MatchesPublishedValues() {
        #expect(Checksums.crc32([]) == 0)
        #expect(Checksums.crc32(Array("IEND".utf8)) == 0xAE42_6082)  // the CRC ending every PNG file
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)  // the CRC-32 check value
    }

    @Test func adler32MatchesPublishedValues() {
        #expect(Checksums.adler32([]) == 1)  // RFC 1950 §8.2: A starts at 1, B at 0
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)  // Wikipedia's example
    }

    @Test func adler32DefersTheModuloSafelyOverLongInputs() {
        // 6000 bytes of 0xFF: past the 5552-byte run, against the sums computed one byte at a time.
        let bytes = [UInt8](repeating: 0xFF, count: 6000)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Checksums.adler32(bytes) == b << 16 | a)
    }
}

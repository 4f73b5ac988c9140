import Foundation
import Testing
@testable import CutawayRender

struct FNVTests {
    @Test func knownVectors() {
        // Test vectors from the FNV specification (draft-eastlake-fnv): FNV-1a 64.
        #expect(FontLibrary.fnv1a64(Data()) == "cbf29ce484222325")
        #expect(FontLibrary.fnv1a64(Data("a".utf8)) == "af63dc4c8601ec8c")
        #expect(FontLibrary.fnv1a64(Data("foobar".utf8)) == "85944171f73967e8")
    }
}

import CutawaySceneFile
import Testing

@Suite("SourceLocation")
struct SourceLocationTests {
    @Test func describesLineThenColumn() {
        #expect(JSONTesting.location(3, 14).description == "line 3, column 14")
        #expect(JSONTesting.location(1, 1).description == "line 1, column 1")
    }

    @Test func comparesByLineAndColumn() {
        #expect(JSONTesting.location(2, 5) == JSONTesting.location(2, 5))
        #expect(JSONTesting.location(2, 5) != JSONTesting.location(5, 2))
        #expect(Set([JSONTesting.location(1, 1), JSONTesting.location(1, 1), JSONTesting.location(1, 2)]).count == 2)
    }
}

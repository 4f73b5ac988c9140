import Testing
@testable import Combine

struct DropWhileTests {
    // Apple's drop(while:) example: [-40, -10, 0, 10, 0, 100] dropping while <= 0 gives
    // 10, 0, 100: once a value passes, every later one does
    // (developer.apple.com/documentation/combine/publisher/drop(while:)).
    @Test func dropsUntilTheFirstValueThatFailsThePredicateThenSendsAll() {
        #expect(recorded([-40, -10, 0, 10, 0, 100].publisher.drop { $0 <= 0 }) == ["10", "0", "100", "finished"])
    }
}

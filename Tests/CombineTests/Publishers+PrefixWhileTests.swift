import Testing
@testable import Combine

struct PrefixWhileTests {
    // Apple's prefix(while:) example: (0...10) while below 5 gives 0 through 4
    // (developer.apple.com/documentation/combine/publisher/prefix(while:)).
    @Test func sendsValuesWhileThePredicateHoldsThenFinishes() {
        #expect(recorded((0...10).publisher.prefix { $0 < 5 }) == ["0", "1", "2", "3", "4", "finished"])
    }
}

import Testing
@testable import Combine

struct RemoveDuplicatesTests {
    // Apple's removeDuplicates() example: [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0] publishes
    // "0 1 2 3 4 0" (developer.apple.com/documentation/combine/publisher/removeduplicates()).
    @Test func aValueEqualToTheOneBeforeIsDropped() {
        let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
        #expect(recorded(numbers.publisher.removeDuplicates()) == ["0", "1", "2", "3", "4", "0", "finished"])
    }

    // Apple's removeDuplicates(by:) example: points compared by x; (0, 0), (0, 1), (1, 1),
    // (2, 1) publish (0, 0), (1, 1), (2, 1)
    // (developer.apple.com/documentation/combine/publisher/removeduplicates(by:)).
    @Test func aValueThePredicateCallsTheSameAsTheOneBeforeIsDropped() {
        struct Point { let x: Int, y: Int }
        let points = [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 1)]
        var heard: [String] = []
        let subscription = points.publisher.removeDuplicates { previous, current in previous.x == current.x }
            .sink { heard.append("(\($0.x), \($0.y))") }
        #expect(heard == ["(0, 0)", "(1, 1)", "(2, 1)"])
        _ = subscription
    }
}

import Testing
@testable import Combine

struct CompactMapTests {
    @Test func compactMapRemoveDuplicatesScanPrependAndMergeChain() {
        var heard: [Int] = []
        let subscription = ["1", "x", "2", "2", "3"].publisher
            .compactMap { Int($0) }  // 1, 2, 2, 3
            .removeDuplicates()  // 1, 2, 3
            .scan(0, +)  // 1, 3, 6
            .prepend(0)  // 0, 1, 3, 6
            .merge(with: Just(100))
            .sink { heard.append($0) }
        #expect(heard == [0, 1, 3, 6, 100])
        _ = subscription
    }

    // Apple's compactMap(_:) example: 0...5 through [1: "I", 2: "II", 3: "III", 5: "V"]
    // publishes "I II III V" (developer.apple.com/documentation/combine/publisher/compactmap(_:)).
    @Test func valuesTheClosureTurnsIntoNilAreDropped() {
        let romanNumeralDict: [Int: String] = [1: "I", 2: "II", 3: "III", 5: "V"]
        #expect(recorded((0...5).publisher.compactMap { romanNumeralDict[$0] }) == ["I", "II", "III", "V", "finished"])
    }

    // Apple's replaceNil(with:) example: [1.0, 2.0, nil, 3.0] with 0.0 publishes 1.0 2.0 0.0
    // 3.0 (developer.apple.com/documentation/combine/publisher/replacenil(with:)).
    @Test func replaceNilSendsTheReplacementForEachNil() {
        let numbers: [Double?] = [1.0, 2.0, nil, 3.0]
        var heard: [Double] = []
        let subscription = numbers.publisher.replaceNil(with: 0.0).sink { (value: Double) in heard.append(value) }
        #expect(heard == [1.0, 2.0, 0.0, 3.0])
        _ = subscription
    }

    @Test func theUpstreamsFailurePassesThrough() {
        let failing = [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("down")))
        #expect(recorded(failing.compactMap { $0 > 0 ? $0 : nil }) == ["1", "failure(down)"])
    }
}

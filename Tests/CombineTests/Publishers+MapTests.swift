import Testing
@testable import Combine

struct MapTests {
    @Test func justMapsAndFinishes() {
        var events: [String] = []
        let subscription = Just(5).map { $0 * 2 }.sink(
            receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["10", "end"])
        _ = subscription
    }

    // Apple's map(_:) example: [5, 4, 3, 2, 1, 0] through [1: "I", 2: "II", 3: "III", 4: "IV",
    // 5: "V"], with "(unknown)" otherwise, publishes "V IV III II I (unknown)"
    // (developer.apple.com/documentation/combine/publisher/map(_:)-99evh).
    @Test func mapSendsEveryValueTurnedByTheClosure() {
        let romanNumeralDict = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
        let mapped = [5, 4, 3, 2, 1, 0].publisher.map { romanNumeralDict[$0] ?? "(unknown)" }
        #expect(recorded(mapped) == ["V", "IV", "III", "II", "I", "(unknown)", "finished"])
    }

    // Apple's tryMap(_:) example: the same numbers through a throwing conversion publish
    // "V IV III II I" and then fail with the thrown error at 0
    // (developer.apple.com/documentation/combine/publisher/trymap(_:)).
    @Test func tryMapFailsWithTheErrorTheClosureThrowsAndSendsNothingAfter() {
        let romanNumeralDict = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
        let mapped = [5, 4, 3, 2, 1, 0, 1].publisher.tryMap { number -> String in
            guard let numeral = romanNumeralDict[number] else { throw TestError("ParseError") }
            return numeral
        }
        #expect(recorded(mapped) == ["V", "IV", "III", "II", "I", "failure(ParseError)"])
    }

    @Test func tryMapPassesTheUpstreamsFailure() {
        let failing = Fail<Int, TestError>(error: TestError("down")).tryMap { $0 + 1 }
        #expect(recorded(failing) == ["failure(down)"])
    }

    @Test func mapByKeyPathSendsThatPropertyOfEachValue() {
        #expect(recorded(["a", "bcd"].publisher.map(\.count)) == ["1", "3", "finished"])
    }
}

import Testing
@testable import Combine

/// `mapError(_:)` (developer.apple.com/documentation/combine/publisher/maperror(_:)):
/// "Converts any failure from the upstream publisher into a new error"; values pass unchanged.
struct MapErrorTests {
    @Test func theFailureIsTurnedByTheClosureAndValuesPass() {
        let failing = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError("low")))
        let mapped = failing.mapError { TestError("mapped \($0.name)") }
        #expect(recorded(mapped) == ["1", "2", "failure(mapped low)"])
    }

    @Test func aFinishIsNotTouched() {
        var calls = 0
        let mapped = Just(1).setFailureType(to: TestError.self).mapError { error -> TestError in
            calls += 1
            return error
        }
        #expect(recorded(mapped) == ["1", "finished"])
        #expect(calls == 0)
    }
}

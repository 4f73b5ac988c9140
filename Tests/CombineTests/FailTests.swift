import Testing
@testable import Combine

/// `Fail` (developer.apple.com/documentation/combine/fail): "A publisher that immediately
/// terminates with the specified error."
struct FailTests {
    @Test func itFailsAtOnceWithItsErrorAndNoValue() {
        #expect(recorded(Fail<Int, TestError>(error: TestError("broken"))) == ["failure(broken)"])
    }

    @Test func itsOutputTypeCanBeGivenByArgument() {
        let fail = Fail(outputType: String.self, failure: TestError("typed"))
        #expect(fail.error == TestError("typed"))
        #expect(recorded(fail) == ["failure(typed)"])
    }

    @Test func everySubscriberGetsTheFailure() {
        let fail = Fail<Int, TestError>(error: TestError("again"))
        #expect(recorded(fail) == ["failure(again)"])
        #expect(recorded(fail) == ["failure(again)"])
    }
}

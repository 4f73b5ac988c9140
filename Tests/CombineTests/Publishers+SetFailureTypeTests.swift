import Testing
@testable import Combine

struct SetFailureTypeTests {
    // setFailureType(to:) "Changes the failure type declared by the upstream publisher", so
    // that a never-failing publisher combines with one that may fail; what it sends is
    // unchanged (developer.apple.com/documentation/combine/publisher/setfailuretype(to:)).
    @Test func aNeverFailingPublisherCombinesWithAFailingOneUnchanged() {
        let typed: Publishers.SetFailureType<Just<Int>, TestError> = Just(1).setFailureType(to: TestError.self)
        #expect(recorded(typed) == ["1", "finished"])
        #expect(recorded(typed.append(Fail(error: TestError("then")))) == ["1", "failure(then)"])
    }

    // Apple's replaceError(with:) example: a Fail replaced with "(replacement element)"
    // publishes it, then finishes
    // (developer.apple.com/documentation/combine/publisher/replaceerror(with:)).
    @Test func replaceErrorSendsTheReplacementThenFinishesInsteadOfFailing() {
        let fail = Fail<String, TestError>(error: TestError("MyError"))
        #expect(recorded(fail.replaceError(with: "(replacement element)")) == ["(replacement element)", "finished"])
    }

    @Test func replaceErrorLeavesAFinishingPublisherAlone() {
        let values = [1, 2].publisher.setFailureType(to: TestError.self)
        #expect(recorded(values.replaceError(with: 0)) == ["1", "2", "finished"])
    }
}

import Testing
@testable import Combine

struct ResultPublisherTests {
    @Test func aSuccessSendsItsValueThenFinishesAndAFailureFails() {
        #expect(recorded(Result<Int, TestError>.success(3).publisher) == ["3", "finished"])
        #expect(recorded(Result<Int, TestError>.failure(TestError("x")).publisher) == ["failure(x)"])
    }
}

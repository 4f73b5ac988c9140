import Testing
@testable import Combine

/// `assertNoFailure(_:file:line:)`
/// (developer.apple.com/documentation/combine/publisher/assertnofailure(_:file:line:)): "Raises
/// a fatal error when its upstream publisher fails, and otherwise republishes all received
/// input."
struct AssertNoFailureTests {
    @Test func valuesAndTheFinishPassThrough() {
        let values = [1, 2].publisher.setFailureType(to: TestError.self)
        #expect(recorded(values.assertNoFailure()) == ["1", "2", "finished"])
    }

    @Test func aFailureStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let failing = Fail<Int, TestError>(error: TestError("fatal"))
            _ = failing.assertNoFailure("upstream").sink { _ in }
        }
    }
}

import Testing
@testable import Combine

/// `Empty` (developer.apple.com/documentation/combine/empty): "A publisher that never
/// publishes any values, and optionally finishes immediately"; two are equal when they agree
/// on `completeImmediately`.
struct EmptyTests {
    @Test func itFinishesAtOnceWithoutAValue() {
        #expect(recorded(Empty<Int, TestError>()) == ["finished"])
    }

    @Test func toldNotToCompleteItSendsNothingAtAll() {
        let recording = Recording(Empty<Int, Never>(completeImmediately: false))
        #expect(recording.events == [])
    }

    @Test func itsTypesCanBeGivenByArgument() {
        let empty = Empty(completeImmediately: true, outputType: String.self, failureType: TestError.self)
        #expect(recorded(empty) == ["finished"])
    }

    @Test func twoAreEqualWhenTheyAgreeOnCompletingImmediately() {
        #expect(Empty<Int, Never>() == Empty<Int, Never>(completeImmediately: true))
        #expect(Empty<Int, Never>(completeImmediately: false) == Empty<Int, Never>(completeImmediately: false))
        #expect(Empty<Int, Never>() != Empty<Int, Never>(completeImmediately: false))
    }
}

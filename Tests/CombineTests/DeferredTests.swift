import Testing
@testable import Combine

/// `Deferred` (developer.apple.com/documentation/combine/deferred): "A publisher that awaits
/// subscription before running the supplied closure to create a publisher for the new
/// subscriber."
struct DeferredTests {
    @Test func thePublisherIsMadeOnlyWhenSomeoneSubscribes() {
        var made = 0
        let deferred = Deferred { () -> Just<String> in
            made += 1
            return Just("made")
        }
        #expect(made == 0)
        #expect(recorded(deferred) == ["made", "finished"])
        #expect(made == 1)
    }

    @Test func eachSubscriberGetsAPublisherMadeForIt() {
        var made = 0
        let deferred = Deferred { () -> Publishers.Sequence<[Int], Never> in
            made += 1
            return [made, made * 10].publisher
        }
        #expect(recorded(deferred) == ["1", "10", "finished"])
        #expect(recorded(deferred) == ["2", "20", "finished"])
        #expect(made == 2)
    }
}

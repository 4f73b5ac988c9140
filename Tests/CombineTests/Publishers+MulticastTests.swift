import Testing
@testable import Combine

/// `multicast(_:)` (developer.apple.com/documentation/combine/publisher/multicast(_:)): "Applies
/// a closure to create a subject that delivers elements to subscribers"; it is connectable, so
/// subscribers wait for `connect()`, and all of them get what one upstream subscription sends
/// (Apple's example: two streams receive the same random numbers).
struct MulticastTests {
    @Test func everySubscriberGetsTheSameValuesFromOneUpstreamSubscription() {
        var computed = 0
        let publisher = ["First", "Second"].publisher
            .map { word -> String in
                computed += 1
                return "\(word) \(computed)"
            }
            .multicast { PassthroughSubject<String, Never>() }
        let stream1 = Recording(publisher)
        let stream2 = Recording(publisher)
        #expect(stream1.events == [])
        let connection = publisher.connect()
        #expect(computed == 2)
        #expect(stream1.events == ["First 1", "Second 2", "finished"])
        #expect(stream2.events == ["First 1", "Second 2", "finished"])
        _ = connection
    }

    @Test func theSubjectIsMadeOnce() {
        var made = 0
        let publisher = Just(1).multicast { () -> PassthroughSubject<Int, Never> in
            made += 1
            return PassthroughSubject()
        }
        _ = Recording(publisher)
        _ = Recording(publisher)
        let connection = publisher.connect()
        #expect(made == 1)
        _ = connection
    }

    // multicast(subject:) (developer.apple.com/documentation/combine/publisher/multicast(subject:)):
    // "Provides a subject to deliver elements to multiple subscribers."
    @Test func aGivenSubjectCarriesTheValues() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let publisher = [1, 2].publisher.multicast(subject: subject)
        let recording = Recording(publisher)
        let connection = publisher.connect()
        #expect(recording.events == ["0", "1", "2", "finished"])
        #expect(subject.value == 2)
        _ = connection
    }
}

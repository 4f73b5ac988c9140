import Testing
@testable import Combine

struct ScanTests {
    // Apple's scan(_:_:) example: 0...5 summed from 0 publishes "0 1 3 6 10 15"
    // (developer.apple.com/documentation/combine/publisher/scan(_:_:)).
    @Test func eachValueBecomesTheRunningResult() {
        #expect(recorded((0...5).publisher.scan(0) { $0 + $1 }) == ["0", "1", "3", "6", "10", "15", "finished"])
    }

    @Test func eachSubscriberStartsFromTheInitialResult() {
        let subject = PassthroughSubject<String, Never>()
        let scanned = subject.scan("") { $0 + $1 }
        let first = Recording(scanned)
        subject.send("a")
        let second = Recording(scanned)
        subject.send("b")
        #expect(first.events == ["a", "ab"])
        #expect(second.events == ["b"])
    }
}

import Testing
@testable import Combine

struct OutputTests {
    // Apple's prefix(_:) example: (0...10).prefix(2) publishes 0 and 1
    // (developer.apple.com/documentation/combine/publisher/prefix(_:)).
    @Test func prefixSendsTheFirstValuesThenFinishes() {
        #expect(recorded((0...10).publisher.prefix(2)) == ["0", "1", "finished"])
    }

    @Test func prefixFinishesAtItsLastValueWithoutWaitingForTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let recording = Recording(subject.prefix(2))
        subject.send(1)
        subject.send(2)
        #expect(recording.events == ["1", "2", "finished"])
    }

    // output(at:) "publishes a specific element, indicated by its index" (from 0):
    // index 3 of [2, 3, 5, 7, 11] is 7 (developer.apple.com/documentation/combine/publisher/output(at:)).
    @Test func outputAtSendsTheValueAtAnIndex() {
        #expect(recorded([2, 3, 5, 7, 11].publisher.output(at: 3)) == ["7", "finished"])
    }

    // output(in:) with 1...3 of [2, 3, 5, 7, 11]: 3, 5, 7.
    @Test func outputInSendsTheValuesInARange() {
        #expect(recorded([2, 3, 5, 7, 11].publisher.output(in: 1...3)) == ["3", "5", "7", "finished"])
    }
}

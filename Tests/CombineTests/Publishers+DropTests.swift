import Testing
@testable import Combine

struct DropTests {
    // Apple's dropFirst(_:) example: 1...10 dropping 5 publishes 6 7 8 9 10
    // (developer.apple.com/documentation/combine/publisher/dropfirst(_:)).
    @Test func dropFirstSkipsTheGivenNumberOfValues() {
        #expect(recorded((1...10).publisher.dropFirst(5)) == ["6", "7", "8", "9", "10", "finished"])
    }

    @Test func dropFirstWithoutACountSkipsOne() {
        #expect(recorded([1, 2, 3].publisher.dropFirst()) == ["2", "3", "finished"])
    }

    @Test func droppingMoreThanThereAreLeavesOnlyTheEnd() {
        #expect(recorded([1, 2].publisher.dropFirst(5)) == ["finished"])
    }

    @Test func eachSubscriberDropsItsOwnFirstValues() {
        let subject = PassthroughSubject<Int, Never>()
        let dropping = subject.dropFirst()
        let early = Recording(dropping)
        subject.send(1)
        let late = Recording(dropping)
        subject.send(2)
        subject.send(3)
        #expect(early.events == ["2", "3"])
        #expect(late.events == ["3"])
    }
}

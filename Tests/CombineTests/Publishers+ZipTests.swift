import Testing
@testable import Combine

struct ZipTests {
    // Apple's zip(_:) example: numbers 1, 2 then letter "A", number 3, letter "B" give
    // (1, "A") and (2, "B"): each value waits for its partner of the same position
    // (developer.apple.com/documentation/combine/publisher/zip(_:)).
    @Test func pairsValuesByPosition() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recording = Recording(numbers.zip(letters))
        numbers.send(1)
        numbers.send(2)
        letters.send("A")
        numbers.send(3)
        letters.send("B")
        #expect(recording.events == ["(1, \"A\")", "(2, \"B\")"])
    }

    @Test func finishesWhenAFinishedSideHasNothingWaiting() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recording = Recording(numbers.zip(letters))
        numbers.send(1)
        numbers.send(completion: .finished)
        #expect(recording.events == [])
        letters.send("A")
        #expect(recording.events == ["(1, \"A\")", "finished"])
    }
}

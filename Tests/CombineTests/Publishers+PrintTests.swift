import Testing
@testable import Combine

/// `print(_:to:)` (developer.apple.com/documentation/combine/publisher/print(_:to:)): "Prints
/// log messages for all publishing events", each after the prefix and ": ", to `stream` when
/// given. Apple's example, (1...2).publisher.print("Logged a message", to: nil), prints:
///   Logged a message: receive subscription: (1...2)
///   Logged a message: request unlimited
///   Logged a message: receive value: (1)
///   Logged a message: receive value: (2)
///   Logged a message: receive finished
struct PrintTests {
    @Test func eachEventIsWrittenAsALineAfterThePrefix() {
        let log = Log()
        #expect(recorded((1...2).publisher.print("Logged a message", to: log)) == ["1", "2", "finished"])
        let lines = log.lines
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("Logged a message: receive subscription: (") == true)
        #expect(Array(lines.dropFirst()) == [
            "Logged a message: request unlimited",
            "Logged a message: receive value: (1)",
            "Logged a message: receive value: (2)",
            "Logged a message: receive finished",
        ])
    }

    @Test func theSubscriptionLineNamesTheUpstreamAsApplesExampleShows() {
        let log = Log()
        _ = recorded((1...2).publisher.print("Logged a message", to: log))
        withKnownIssue("Print describes the subscription it receives, Cutaway's internal Outlet, not the sequence: Apple's example prints \"receive subscription: (1...2)\"") {
            #expect(log.lines.first == "Logged a message: receive subscription: (1...2)")
        }
    }

    @Test func withoutAPrefixLinesStartWithTheEvent() {
        let log = Log()
        _ = recorded(Fail<Int, TestError>(error: TestError("down")).print(to: log))
        #expect(log.lines.last == "receive error: (down)")
    }

    @Test func aCancelIsWritten() {
        let log = Log()
        let subject = PassthroughSubject<Int, Never>()
        let recording = Recording(subject.print("p", to: log))
        recording.cancel()
        #expect(log.lines.last == "p: receive cancel")
    }
}

/// A text stream that keeps what is written to it (a class, as `print` keeps the stream).
private final class Log: TextOutputStream {
    var text = ""
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    func write(_ string: String) { text += string }
}

import Testing
@testable import Combine

/// `Subscribers` (developer.apple.com/documentation/combine/subscribers): "A namespace for
/// types that serve as subscribers". What it holds works when made by hand, as `sink` and
/// `assign` make it.
struct SubscribersTests {
    @Test func aSinkMadeByHandReceivesWhatItIsSubscribedTo() {
        var heard: [String] = []
        let sink = Subscribers.Sink<String, Never>(receiveCompletion: { heard.append("\($0)") }, receiveValue: { heard.append($0) })
        Just("hand").subscribe(sink)
        #expect(heard == ["hand", "finished"])
    }

    @Test func anAssignMadeByHandWritesEveryValue() {
        let holder = Holder()
        let assign = Subscribers.Assign(object: holder, keyPath: \.value)
        [4, 5].publisher.subscribe(assign)
        #expect(holder.value == 5)
    }
}

private final class Holder {
    var value = 0
}

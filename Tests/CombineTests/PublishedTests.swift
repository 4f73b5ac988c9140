import Testing
@testable import Combine

private class Account: ObservableObject {
    @Published var name = "Ada"
    @Published var balance = 0
}

struct PublishedTests {
    @Test func aWriteSendsObjectWillChangeBeforeTheValueChanges() {
        let account = Account()
        var seen: [String] = []
        let subscription = ObjectSubscription(account.objectWillChange) { seen.append(account.name) }
        account.name = "Grace"
        // The subscriber ran before the write: it read the old name.
        #expect(seen == ["Ada"])
        #expect(account.name == "Grace")
        _ = subscription
    }
}

struct PublishedPublisherTests {
    @Test func dollarPublisherSendsTheCurrentValueThenEachNewOneBeforeItIsWritten() {
        let account = Account()
        var heard: [String] = []
        let subscription = account.$name.sink { heard.append("\($0) (was \(account.name))") }
        account.name = "Grace"
        // The subscriber runs on willSet: the property still reads the old name.
        #expect(heard == ["Ada (was Ada)", "Grace (was Ada)"])
        _ = subscription
    }
}

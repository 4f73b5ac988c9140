import Testing
@testable import Combine

private class Account: ObservableObject {
    @Published var name = "Ada"
    @Published var balance = 0
}

private final class Savings: Account {
    @Published var rate = 0.5
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

    @Test func allPublishedPropertiesShareOnePublisherWithTheSuperclasssOnes() {
        let savings = Savings()
        var sends = 0
        let subscription = ObjectSubscription(savings.objectWillChange) { sends += 1 }
        savings.balance = 10
        savings.rate = 0.75
        savings.name = "Lin"
        #expect(sends == 3)
        #expect(savings.objectWillChange === savings.objectWillChange)
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

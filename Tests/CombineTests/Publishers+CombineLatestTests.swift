import Testing
@testable import Combine

struct CombineLatestTests {
    @Test func pairsComeOnceBothHaveSentThenOnEveryValue() {
        let names = PassthroughSubject<String, Never>()
        let ages = CurrentValueSubject<Int, Never>(30)
        var heard: [String] = []
        let subscription = names.combineLatest(ages) { "\($0) \($1)" }.sink { heard.append($0) }
        names.send("Ada")
        ages.send(31)
        names.send("Grace")
        #expect(heard == ["Ada 30", "Ada 31", "Grace 31"])
        _ = subscription
    }
}

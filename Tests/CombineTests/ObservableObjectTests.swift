import Testing
@testable import Combine

private class Account: ObservableObject {
    @Published var name = "Ada"
    @Published var balance = 0
}

private final class Savings: Account {
    @Published var rate = 0.5
}

/// Apple's `ObservableObject` example: a contact whose age is `@Published`
/// (developer.apple.com/documentation/combine/observableobject).
private final class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int
    /// Not published: writing it sends nothing.
    var nickname = ""

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

/// A class with no `@Published` property, which announces its changes itself.
private final class Plain: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var count = 0

    func increment() {
        objectWillChange.send()
        count += 1
    }
}

/// `ObservableObject` (developer.apple.com/documentation/combine/observableobject): "By default
/// an ObservableObject synthesizes an objectWillChange publisher that emits the changed value
/// before any of its @Published properties changes."
struct ObservableObjectTests {
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

    // Apple's example: subscribed to john.objectWillChange, haveBirthday() prints "24 will
    // change" and then "25".
    @Test func objectWillChangeSendsBeforeAPublishedPropertyChanges() {
        let john = Contact(name: "John Appleseed", age: 24)
        var printed: [String] = []
        let cancellable = john.objectWillChange.sink { _ in printed.append("\(john.age) will change") }
        printed.append("\(john.haveBirthday())")
        #expect(printed == ["24 will change", "25"])
        _ = cancellable
    }

    @Test func writingAPropertyThatIsNotPublishedSendsNothing() {
        let john = Contact(name: "John Appleseed", age: 24)
        var sends = 0
        let cancellable = john.objectWillChange.sink { sends += 1 }
        john.nickname = "Johnny"
        #expect(sends == 0)
        john.name = "John"
        #expect(sends == 1)
        _ = cancellable
    }

    // A class may declare its own objectWillChange and send through it by hand ("Sends before
    // the object changes"); the synthesized one is then not used.
    @Test func anObjectWithItsOwnPublisherSendsThroughIt() {
        let plain = Plain()
        var sends = 0
        let cancellable = plain.objectWillChange.sink { sends += 1 }
        plain.increment()
        #expect(sends == 1)
        #expect(plain.count == 1)
        _ = cancellable
    }
}

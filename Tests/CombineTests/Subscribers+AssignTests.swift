import Testing
@testable import Combine

private final class Model: ObservableObject {
    @Published var query = ""
    @Published var count = 0
    var label = ""
    var cancellables = Set<AnyCancellable>()
}

struct AssignTests {
    @Test func assignToOnWritesEveryValue() {
        let model = Model()
        let subject = PassthroughSubject<String, Never>()
        subject.assign(to: \.label, on: model).store(in: &model.cancellables)
        subject.send("a")
        subject.send("b")
        #expect(model.label == "b")
    }

    @Test func assignToAPublishedPropertySendsObjectWillChangeAndItsPublisher() {
        let model = Model()
        var willChange = 0
        var counts: [Int] = []
        model.objectWillChange.sink { willChange += 1 }.store(in: &model.cancellables)
        model.$count.sink { counts.append($0) }.store(in: &model.cancellables)
        model.$query.map(\.count).assign(to: &model.$count)
        model.query = "abc"
        // $count: 0 at subscription; 0 again from the assignment of "" (its current
        // value on subscribing); then 3 for "abc".
        #expect(counts == [0, 0, 3])
        #expect(model.count == 3)
        // Writes: count = 0 (assign), query = "abc", count = 3.
        #expect(willChange == 3)
    }
}

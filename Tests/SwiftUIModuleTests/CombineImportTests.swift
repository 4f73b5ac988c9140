import Combine
import SwiftUI
import Testing

/// A view model as an iOS file writes it, with `import Combine` beside `import SwiftUI`:
/// both resolve, and name the same types.
private final class Model: ObservableObject {
    @Published var text = ""
    let ticks = PassthroughSubject<Void, Never>()
    var cancellables = Set<Combine.AnyCancellable>()
}

struct CombineImportTests {
    @Test func combineAndSwiftUINameTheSameTypes() {
        let model = Model()
        var heard: [String] = []
        model.$text.sink { heard.append($0) }.store(in: &model.cancellables)
        let publisher: SwiftUI.AnyPublisher<String, Never> = model.$text.eraseToAnyPublisher()
        model.text = "a"
        #expect(heard == ["", "a"])
        #expect(type(of: publisher) == Combine.AnyPublisher<String, Never>.self)
    }
}

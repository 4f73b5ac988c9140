import Testing
@testable import SwiftUICore

@Observable private final class Draft {
    var title = "Untitled"
}

struct BindableTests {
    @Test func aMembersBindingReadsAndWritesTheObject() {
        let draft = Draft()
        @Bindable var bindable = draft
        let title = $bindable.title
        #expect(title.wrappedValue == "Untitled")
        title.wrappedValue = "Notes"
        #expect(draft.title == "Notes")
    }
}

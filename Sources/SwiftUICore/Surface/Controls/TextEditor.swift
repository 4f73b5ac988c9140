/// A view that shows and edits text of many lines, filling the space offered: the text wraps,
/// 8 pt below the top and 5 pt in from the sides (UITextView's text container). It has no
/// placeholder, so a script cannot find it by one; `.focused(_:)` gives it the focus and its
/// caret.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextInputField(placeholder: EmptyView(), title: nil, text: text, axis: .vertical, isEditor: true)
    }
}

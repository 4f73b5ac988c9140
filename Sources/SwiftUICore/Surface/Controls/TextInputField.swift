/// What `TextField`, `SecureField` and `TextEditor` draw: the text in the label colour (bullets
/// for a secure field), the placeholder in the placeholder colour while the text is empty, and,
/// while the field has the focus, the caret after the text. A script focuses the field by its
/// placeholder (`ScriptEvent.focus`), and can type into its binding.
///
/// Where the focus lives: with the view's `FocusState` when a `.focused` modifier ties the
/// field to one, else in the field's own state, so that a script can focus any field.
///
/// Design boundaries: the caret always sits at the end of the text (there is no selection and
/// no caret moved by a tap), and a text longer than the field is truncated where iOS would
/// scroll it to keep the caret in sight. In a field of several lines the caret follows the
/// paragraph's box, level with its last line, not the end of that line.
nonisolated struct TextInputField<Placeholder: View>: View {
    let placeholder: Placeholder
    let title: LocalizedStringKey?
    let text: Binding<String>
    var isSecure = false
    /// `.vertical` grows to more lines as the text wraps; `.horizontal` keeps one line.
    var axis: Axis = .horizontal
    /// Whether the field fills the space offered in both directions (a `TextEditor`).
    var isEditor = false
    @State var hasOwnFocus = false
    @Environment(\.focusBinding) var focusBinding
    @Environment(\.textFieldStyle) var style

    /// The secure field's mask: one bullet per character (Cutaway's choice of U+2022; UIKit
    /// draws a round dot per character, as screenshots show).
    static var bullet: Character { "\u{2022}" }

    private var isFocused: Bool {
        focusBinding?.isFocused() ?? hasOwnFocus
    }

    var body: some View {
        let shown = isSecure ? String(repeating: Self.bullet, count: text.wrappedValue.count) : text.wrappedValue
        let field = ZStack(alignment: isEditor || axis == .vertical ? .topLeading : .leading) {
            placeholder
                .foregroundStyle(Color(uiColor: .placeholderText))
                .opacity(shown.isEmpty ? 1 : 0)
                .modifier(_TextInputTargetModifier(
                    title: title, focus: { setFocused(true) }, resignFocus: { setFocused(false) },
                    type: { text.wrappedValue += $0 }))
            HStack(alignment: .bottom, spacing: 0) {
                if !shown.isEmpty {
                    Text(verbatim: shown)
                }
                if isFocused {
                    TextCaret()
                }
            }
        }
        .lineLimit(axis == .horizontal && !isEditor ? 1 : nil)
        if isEditor {
            field
                // UITextView's text container: 8 pt above and below (`textContainerInset`),
                // 5 pt at the sides (`lineFragmentPadding`).
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
            TextFieldChrome(style: style) {
                field.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    private func setFocused(_ isFocused: Bool) {
        if let focusBinding {
            if focusBinding.isFocused() != isFocused { focusBinding.setFocused(isFocused) }
        } else if hasOwnFocus != isFocused {
            hasOwnFocus = isFocused
        }
    }
}

/// The insertion point: 2 pt wide (UITextView's caret, `caretRect(for:)` on iOS 17), as tall
/// as a line of the field's font, in the tint colour. A clear space sizes it to the line.
nonisolated struct TextCaret: View {
    var body: some View {
        Text(verbatim: " ")
            .opacity(0)
            .frame(width: 2)
            .overlay(Rectangle().fill(.tint))
    }
}

/// How the keyboard capitalizes what is typed (`textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Sendable {
    enum Kind: Sendable { case never, words, sentences, characters }
    let kind: Kind

    public static var never: TextInputAutocapitalization { .init(kind: .never) }
    public static var words: TextInputAutocapitalization { .init(kind: .words) }
    public static var sentences: TextInputAutocapitalization { .init(kind: .sentences) }
    public static var characters: TextInputAutocapitalization { .init(kind: .characters) }
}

/// The title of the keyboard's return key (`submitLabel(_:)`).
public struct SubmitLabel: Sendable {
    enum Kind: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }
    let kind: Kind

    public static var done: SubmitLabel { .init(kind: .done) }
    public static var go: SubmitLabel { .init(kind: .go) }
    public static var send: SubmitLabel { .init(kind: .send) }
    public static var join: SubmitLabel { .init(kind: .join) }
    public static var route: SubmitLabel { .init(kind: .route) }
    public static var search: SubmitLabel { .init(kind: .search) }
    public static var `return`: SubmitLabel { .init(kind: .return) }
    public static var next: SubmitLabel { .init(kind: .next) }
    public static var `continue`: SubmitLabel { .init(kind: .continue) }
}

/// What submits a view's text: a text field's return key, or a search field's
/// (`onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// What the keyboard does with typed text. Cutaway draws no keyboard and a script types text
/// as given, so these compile and change nothing drawn: the view is returned as it is.
nonisolated extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        self
    }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        self
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }

    /// The iOS 13 name of `textInputAutocapitalization(_:)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        self
    }

    /// The iOS 13 name of `autocorrectionDisabled(_:)`.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        self
    }

    /// Whether a long press selects the text in this view: nothing is drawn until it does.
    public func textSelection(_ selectability: some TextSelectability) -> some View {
        self
    }

    /// Dismisses the keyboard as a scroll view is dragged; Cutaway draws no keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        self
    }

    /// Runs `action` when the user submits (presses return). A script types text but never
    /// presses return, so `action` never runs in Cutaway.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }
}

/// UIKit's capitalization styles, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether text can be selected (`textSelection(_:)`).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// When a scroll view dismisses the keyboard (`scrollDismissesKeyboard(_:)`).
public struct ScrollDismissesKeyboardMode: Sendable {
    enum Kind: Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    public static var automatic: ScrollDismissesKeyboardMode { .init(kind: .automatic) }
    public static var immediately: ScrollDismissesKeyboardMode { .init(kind: .immediately) }
    public static var interactively: ScrollDismissesKeyboardMode { .init(kind: .interactively) }
    public static var never: ScrollDismissesKeyboardMode { .init(kind: .never) }
}

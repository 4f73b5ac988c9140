import Foundation

/// A control that shares items through the system's share sheet. Cutaway draws what iOS
/// shows before the sheet opens: the link's label as a button in the environment's button
/// style; by default `DefaultShareLinkLabel`, "Share" after the `square.and.arrow.up` symbol,
/// in the tint.
///
/// Design boundaries: the share sheet never opens; a script tap on the label does nothing.
/// The subject, the message and the items are kept, not drawn.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link that shares `item`, labelled with `label`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.items = CollectionOfOne(item)
        self.subject = subject
        self.message = message
        self.label = label()
    }

    /// A link that shares `items`, labelled with `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that shares `item`, with the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    /// A link that shares `items`, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    /// A link that shares `item`, titled `titleKey` after the share symbol.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(title)) }
    }
}

/// A share link's default label: its title after the `square.and.arrow.up` symbol, as a
/// `Label` (so a label style can show the symbol alone).
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

import Foundation

/// A string drawn in the environment's font and foreground style, measured by the text engine.
///
/// A text keeps its pieces, not its string (see `TextSegment`): numbers interpolated into its
/// key, or given with a format, are formatted when it is resolved, in the environment's
/// `locale`, so `Text("\(1000)")` shows "1,000" by default and "1.000" under
/// `.environment(\.locale, Locale(identifier: "de_DE"))`.
///
/// A text also keeps its own styling (`Text+Modifiers.swift`: `bold()`, `kerning(_:)`, … return
/// a `Text`, as SwiftUI's do), and texts joined with `+` keep theirs each, so
/// `Text("Total ").bold() + Text("3")` is one text of two differently drawn pieces. A string
/// literal's markdown (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`) makes
/// such pieces too (`InlineMarkdown`). Everything is a value (no closures), so two texts built
/// alike compare equal and a body holding one is reused.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let storage: Storage

    /// A text's pieces.
    enum Storage: Equatable {
        /// One piece and its styling: nearly every text (no array to allocate).
        case content(TextContent, TextAttributes)
        /// Texts joined with `+`, and the styling of modifiers applied to the whole, which lies
        /// under each piece's own.
        case concatenation([Text], TextAttributes)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    init(content: TextContent, attributes: TextAttributes = TextAttributes()) {
        storage = .content(content, attributes)
    }

    /// Text shown exactly as given (no markdown).
    public init(verbatim content: String) {
        storage = .content(.verbatim(content), TextAttributes())
    }

    /// Text from a string, shown as is (no markdown, as in SwiftUI). Disfavoured, as in
    /// SwiftUI, so that a literal with interpolations is a `LocalizedStringKey` and its numbers
    /// are formatted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .content(.verbatim(String(content)), TextAttributes())
    }

    /// Text showing an attributed string's characters. Its runs' attributes (SwiftUI's font,
    /// colours, links) are not read: the text takes the environment's style, as a plain string's
    /// does (docs/fidelity.md).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        storage = .content(.verbatim(String(attributedContent.characters)), TextAttributes())
    }

    /// Text from a string literal. Cutaway has no localization tables: the key is the text, its
    /// interpolated values formatted as SwiftUI formats them (see `LocalizedStringKey`), its
    /// inline markdown read as SwiftUI reads a key's (`InlineMarkdown`).
    /// The table, the bundle and the comment are SwiftUI's and change nothing here.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = InlineMarkdown.text(of: key.content)
    }

    /// Text of a localized-string resource: its key, read as a `LocalizedStringKey` is, its
    /// values formatted in the environment's locale (as SwiftUI formats them).
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.key)
    }

    /// Text showing `input` formatted by `format` in the environment's locale, which replaces
    /// the format's own (as in SwiftUI).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .content(.segments([.formatted(FormatStyleArgument(input: input, style: format))]), TextAttributes())
    }

    /// The text with `change` made to the styling of the whole.
    func modified(_ change: (inout TextAttributes) -> Void) -> Text {
        switch storage {
        case .content(let content, var attributes):
            change(&attributes)
            return Text(storage: .content(content, attributes))
        case .concatenation(let texts, var attributes):
            change(&attributes)
            return Text(storage: .concatenation(texts, attributes))
        }
    }

    /// The pieces' segments, in order, without their styling (what an interpolated text adds
    /// to a key).
    var segments: [TextSegment] {
        switch storage {
        case .content(let content, _): content.segments
        case .concatenation(let texts, _): texts.flatMap(\.segments)
        }
    }

    /// Joins two texts into one; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        // A chain `a + b + c` is one flat list, not a tree to walk.
        if case .concatenation(let texts, let attributes) = lhs.storage, attributes == TextAttributes() {
            return Text(storage: .concatenation(texts + [rhs], attributes))
        }
        return Text(storage: .concatenation([lhs, rhs], TextAttributes()))
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.textLeaf(StyledText(resolving: self, in: context.environment))]
    }
}

import Foundation

/// A string drawn in the environment's font and foreground style, measured by the text engine.
///
/// A text keeps its pieces, not its string (see `TextSegment`): numbers interpolated into its
/// key, or given with a format, are formatted when it is resolved, in the environment's
/// `locale`, so `Text("\(1000)")` shows "1,000" by default and "1.000" under
/// `.environment(\.locale, Locale(identifier: "de_DE"))`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: TextContent

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = .verbatim(content)
    }

    /// Text from a string, shown as is. Disfavoured, as in SwiftUI, so that a literal with
    /// interpolations is a `LocalizedStringKey` and its numbers are formatted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// Text from a string literal. Cutaway has no localization tables: the key is the text, its
    /// interpolated values formatted as SwiftUI formats them (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey) {
        content = key.content
    }

    /// Text showing `input` formatted by `format` in the environment's locale, which replaces
    /// the format's own (as in SwiftUI).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = .segments([.formatted(FormatStyleArgument(input: input, style: format))])
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let string = content.string(in: context.environment.locale)
        return [context.leaf(.text(context.environment.textCase?.apply(to: string) ?? string), typeName: "Text")]
    }
}

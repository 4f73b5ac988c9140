import Foundation

/// A string drawn in the environment's font and foreground style, measured by the text engine.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text from a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text from a string literal. Cutaway has no localization tables: the key is the text.
    public init(_ key: LocalizedStringKey) {
        self.content = key.key
    }

    /// Text showing `input` formatted by `format` (in the `en_US` locale, so output does not
    /// depend on the machine's settings).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.locale(Locale(identifier: "en_US")).format(input)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let string = context.environment.textCase?.apply(to: content) ?? content
        return [context.leaf(.text(string), typeName: "Text")]
    }
}

/// The key of a localized string. Cutaway has no localization tables: the key is shown as is.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

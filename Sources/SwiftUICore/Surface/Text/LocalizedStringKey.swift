import Foundation

/// The key of a localized string, made by a string literal where a view takes one
/// (`Text("\(count) items")`, `Button("Add \(name)") {}`).
///
/// Cutaway has no localization tables: the key is shown as written. What it keeps of SwiftUI is
/// how interpolated values read, because that is visible: SwiftUI formats each into the key
/// with the environment's locale (`EnvironmentValues.locale`) when the text is shown.
///
/// How each interpolation reads, as on iOS:
/// - a `String` (or any other `CustomStringConvertible` that is no number): verbatim;
/// - an integer: with the locale's grouping, `%lld` ("1,000", "-1,234,567" in en_US; "1.000"
///   in de_DE). Sources: SwiftUI's `_FormatSpecifiable` specifiers (see that protocol);
///   `Text` grouping an `Int` "2014" as "2,014" is reported in
///   https://github.com/manaflow-ai/cmux/issues/2530 and, for 1234,
///   https://qiita.com/natmark/items/0c260271637e4bec005b;
/// - a `Double` or `CGFloat` (`%lf`) or `Float` (`%f`): six decimals, grouped, with the
///   locale's decimal separator ("0.500000", "3.141590"; "0,500000" in de_DE). `%lf` is how
///   Foundation's localized formatting reads a `Double`
///   (https://zenn.dev/samekard_dev/articles/e0149efe77e403: `String(localized: "\(2.0)")`
///   is "2.000000");
/// - `\(value, specifier: "%.2f")`: that specifier, in the locale ("1,234.57");
/// - `\(value, format: .number)`: the format style in the locale (see `Text(_:format:)`);
/// - `\(Text(…))`: what that text shows.
///
/// The key's literal text may hold inline markdown (`**bold**`, `*italic*`, …), which `Text`
/// reads as SwiftUI does (`InlineMarkdown`); interpolated values are never markup.
///
/// Design boundaries: a `CustomStringConvertible` that is no number is accepted and shown by
/// its `description`, where SwiftUI rejects it at compile time (`\(true)` does not compile
/// there); a wrong specifier (`%d` for a `Double`) misbehaves as it does in `String(format:)`.
/// SwiftUI's `Formatter`, `Date` style, `Image` and `AttributedString` interpolations are not
/// here.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let content: TextContent

    /// The key's pieces.
    var segments: [TextSegment] { content.segments }

    /// A key made at run time: shown as is.
    public init(_ value: String) {
        content = .verbatim(value)
    }

    public init(stringLiteral value: String) {
        content = .verbatim(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        content = TextContent(stringInterpolation.segments)
    }

    /// The key's string with its values formatted in `locale`.
    func string(in locale: Locale) -> String {
        content.string(in: locale)
    }
}

extension LocalizedStringKey {
    /// A string literal with interpolations, being built into a key: its pieces, each value
    /// kept with how to format it (see `TextSegment`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [TextSegment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            append(verbatim: literal)
        }

        /// A string, shown verbatim.
        public mutating func appendInterpolation(_ string: String) {
            append(argument: string)
        }

        /// A number, formatted with its default specifier (`%lld` for `Int`, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            segments.append(.formatted(SpecifiedArgument(value: value, specifier: value._specifier)))
        }

        /// A number, formatted with `specifier` (`"%.2f"`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            segments.append(.formatted(SpecifiedArgument(value: value, specifier: specifier)))
        }

        /// A value, formatted by `format` in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            segments.append(.formatted(FormatStyleArgument(input: input, style: format)))
        }

        /// What `text` shows, formatted in the locale of the text it is interpolated into.
        public mutating func appendInterpolation(_ text: Text) {
            for segment in text.segments {
                if case .verbatim(let string) = segment {
                    append(argument: string)
                } else {
                    segments.append(segment)
                }
            }
        }

        /// Any other value, by its `description` (SwiftUI has no such interpolation; see
        /// `LocalizedStringKey`). Disfavoured, so that numbers take their formatted overloads.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(argument: value.description)
        }

        /// Appends an interpolated string, never read as markdown: a piece of its own if it
        /// holds a character that could be markup, else joined to the literal around it (which
        /// reads the same, and keeps a key without numbers one piece).
        private mutating func append(argument string: String) {
            if string.contains(where: InlineMarkdown.markupCharacters.contains) {
                segments.append(.formatted(InterpolatedString(string: string)))
            } else {
                append(verbatim: string)
            }
        }

        /// Appends `string`, joined to the last piece when that is verbatim too, so that a key
        /// without numbers is one piece (and the empty literals the compiler appends around
        /// interpolations are no pieces).
        private mutating func append(verbatim string: String) {
            guard !string.isEmpty else { return }
            if case .verbatim(let last)? = segments.last {
                segments[segments.count - 1] = .verbatim(last + string)
            } else {
                segments.append(.verbatim(string))
            }
        }
    }
}

/// A string interpolated into a key that holds a markup character: shown as it is, whatever
/// the locale, and opaque to `InlineMarkdown`.
struct InterpolatedString: FormattedArgument, Equatable {
    let string: String

    func string(in locale: Locale) -> String { string }
}

import Foundation

/// One piece of what a `Text` shows: a string shown as is, or a value formatted when the text is
/// resolved, with the locale of the environment it is resolved in.
///
/// Why values and not closures (or strings made at init): a `.environment(\.locale, …)` above a
/// text must change how its numbers read, so they are formatted only when the text is resolved;
/// and the runtime reuses a body when its view's values compare equal, which a closure never
/// does (`structurallyEqual`). So a segment keeps the value and how to format it, and two
/// segments are equal when both are.
enum TextSegment: Equatable, Sendable {
    case verbatim(String)
    case formatted(any FormattedArgument)

    /// The segment's string in `locale`.
    func string(in locale: Locale) -> String {
        switch self {
        case .verbatim(let string): string
        case .formatted(let argument): argument.string(in: locale)
        }
    }

    static func == (lhs: TextSegment, rhs: TextSegment) -> Bool {
        switch (lhs, rhs) {
        case (.verbatim(let left), .verbatim(let right)): left == right
        case (.formatted(let left), .formatted(let right)): left.isEqual(to: right)
        default: false
        }
    }
}

/// What a `Text` or a `LocalizedStringKey` holds: a plain string, as most texts are (kept as
/// it is: no array of pieces to allocate, compare or join on every body evaluation), or pieces
/// to format when the text is resolved.
enum TextContent: Equatable, Sendable {
    case verbatim(String)
    case segments([TextSegment])

    init(_ segments: [TextSegment]) {
        switch segments.count {
        case 0: self = .verbatim("")
        case 1: if case .verbatim(let string) = segments[0] { self = .verbatim(string) } else { self = .segments(segments) }
        default: self = .segments(segments)
        }
    }

    /// The pieces, a plain string being one.
    var segments: [TextSegment] {
        switch self {
        case .verbatim(let string): [.verbatim(string)]
        case .segments(let segments): segments
        }
    }

    /// The string in `locale` (read only if a piece formats).
    func string(in locale: @autoclosure () -> Locale) -> String {
        switch self {
        case .verbatim(let string): string
        case .segments(let segments): segments.string(in: locale())
        }
    }
}

extension [TextSegment] {
    /// The segments' strings in `locale`, joined. The locale is read only if a segment formats.
    func string(in locale: @autoclosure () -> Locale) -> String {
        // A text of one verbatim piece (the common case) needs no joining, nor a locale.
        if count == 1, case .verbatim(let string) = self[0] { return string }
        let locale = locale()
        var string = ""
        for segment in self {
            string += segment.string(in: locale)
        }
        return string
    }
}

/// A value and how to format it, compared by both.
protocol FormattedArgument: Sendable {
    func string(in locale: Locale) -> String
    func isEqual(to other: any FormattedArgument) -> Bool
}

extension FormattedArgument where Self: Equatable {
    func isEqual(to other: any FormattedArgument) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// A value formatted with a `printf`-style specifier, as `String(format:locale:)` formats it:
/// with the locale's grouping and decimal separator ("%lld" of 1000 is "1,000" in en_US,
/// "1.000" in de_DE).
///
/// `@unchecked Sendable`: SwiftUI asks the value only to be `Equatable`; it is kept, never
/// changed, and read where the text is resolved.
struct SpecifiedArgument<Value: _FormatSpecifiable>: FormattedArgument, Equatable, @unchecked Sendable {
    let value: Value
    let specifier: String

    func string(in locale: Locale) -> String {
        Self.defaultSpecifierString(of: value._arg, specifier: specifier, in: locale)
            ?? String(format: specifier, locale: locale, value._arg)
    }

    /// What `String(format: specifier, locale: locale, argument)` gives, made by a format style,
    /// for the specifiers an interpolation uses by default (`%lld`, `%d`, `%llu`, `%u`: the
    /// locale's grouping; `%lf`, `%f`: that and six decimals); `nil` for any other.
    ///
    /// Why: on Linux `String(format:locale:)` makes a number formatter for every call, some
    /// 30 times the cost of a format style, whose formatters Foundation keeps; a list of 200
    /// "Row \(index)" texts would spend tens of milliseconds on it. Both format through ICU
    /// with the same settings (`LocalizedStringKeyTests` checks that they agree), except that
    /// an unsigned value past the signed maximum reads as itself here, where Linux's `%u` and
    /// `%llu` read it as negative (`UInt32.max` as "-1").
    static func defaultSpecifierString(of argument: any CVarArg, specifier: String, in locale: Locale) -> String? {
        switch specifier {
        case "%lld", "%d", "%llu", "%u":
            return switch argument {
            case let integer as Int64: GroupedIntegerFormat.string(integer, in: locale)
            case let integer as Int32: GroupedIntegerFormat.string(integer, in: locale)
            case let integer as UInt64: GroupedIntegerFormat.string(integer, in: locale)
            case let integer as UInt32: GroupedIntegerFormat.string(integer, in: locale)
            default: nil
            }
        case "%lf", "%f":
            let number: Double? = switch argument {
            case let double as Double: double
            case let float as Float: Double(float)
            case let float as CGFloat: Double(float)
            default: nil
            }
            // Six decimals: `%f`'s precision when it names none (C's printf).
            return number.map { FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(6)).format($0) }
        default:
            return nil
        }
    }
}

/// A value formatted by a `FormatStyle` in the environment's locale, which replaces the style's
/// own (as SwiftUI does: https://github.com/Esri/arcgis-maps-sdk-swift-samples/issues/169, a
/// style given `.locale(en-CA)` inside `Text` reads in the environment's locale).
///
/// `@unchecked Sendable` for the same reason as `SpecifiedArgument`.
struct FormatStyleArgument<Style: FormatStyle>: FormattedArgument, Equatable, @unchecked Sendable
where Style.FormatInput: Equatable, Style.FormatOutput == String {
    let input: Style.FormatInput
    let style: Style

    func string(in locale: Locale) -> String {
        style.locale(locale).format(input)
    }
}

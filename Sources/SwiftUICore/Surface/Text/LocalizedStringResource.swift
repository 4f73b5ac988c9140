import Foundation

/// Foundation's reference to a localized string (iOS 16), which `import SwiftUI` brings on iOS
/// and Linux's Foundation does not have: `let title: LocalizedStringResource = "Settings"`,
/// then `Text(title)` or `String(localized: title)`.
///
/// Cutaway has no localization tables: the key is the text, its interpolated values
/// formatted as a `LocalizedStringKey`'s are (numbers grouped, `%lf` for a `Double`), in the
/// resource's locale. That locale is `en_US` unless given, the locale Cutaway draws every
/// view in unless the environment sets another, so that a string made outside a view reads
/// the same on every machine (Foundation's default is the machine's own).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// The key, with its values and how each is formatted.
    let key: LocalizedStringKey
    /// The locale the values are formatted in.
    public var locale: Locale

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resource of `keyAndValue`. The table, the bundle and the comment are Foundation's and
    /// change nothing here: Cutaway has no tables to look in.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = LocalizedStringResource.defaultLocale,
        bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        self.locale = locale
    }

    /// The locale of a resource that names none: the environment's default (see the type's
    /// summary).
    @usableFromInline static var defaultLocale: Locale { LocaleKey.defaultValue }
}

extension String {
    /// A string literal to localize, with its interpolated values (`"\(count) items"`):
    /// Foundation's, which Linux's Foundation does not have. Formatted as a
    /// `LocalizedStringKey` is.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        let key: LocalizedStringKey

        public init(stringLiteral value: String) {
            key = LocalizedStringKey(stringLiteral: value)
        }

        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The text of `keyAndValue` with its values formatted in `locale` (Cutaway has no tables:
    /// the key is the text). `locale` is `en_US` unless given (see `LocalizedStringResource`).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = LocalizedStringResource.defaultLocale, comment: StaticString? = nil
    ) {
        self = keyAndValue.key.string(in: locale)
    }

    /// The text of `resource`, its values formatted in its locale.
    public init(localized resource: LocalizedStringResource) {
        self = resource.key.string(in: resource.locale)
    }
}

import Foundation

/// Text marked `^[…](inflect: true)` in a key: a phrase whose noun agrees with its number,
/// made when the text is resolved, as Foundation's automatic grammar agreement makes it on
/// iOS (`AttributedString.inflected()`): `^[\(count) glass](inflect: true)` reads "0 glasses",
/// "1 glass", "2 glasses"; `^[\(count) large salad](inflect: true)` reads "2 large salads".
///
/// How it works: the phrase's first number (its formatted value, or digits in its text)
/// decides; English's plural categories (CLDR: "one" is the integer 1 written without
/// fraction digits, everything else "other", 0 and 1.0 included) say whether the phrase's
/// last word, its head noun in English, takes the plural. The plural follows English's rules
/// (`EnglishPlural`).
///
/// Design boundaries: English only, as the key's text is the development language's (Cutaway
/// has no localizations); a phrase is not made singular ("^[1 apples]" stays), and no other
/// word agrees (no articles or verbs, which Foundation's engine changes in other languages
/// and, with `agreeWithArgument`, in English too).
struct InflectedPhrase: FormattedArgument, Equatable {
    let segments: [TextSegment]

    func string(in locale: Locale) -> String {
        Self.inflected(segments.map { $0.string(in: locale) }.joined())
    }

    /// `phrase` with its last word in the plural unless its first number is one.
    static func inflected(_ phrase: String) -> String {
        guard let number = firstNumber(in: phrase), phrase[number] != "1",
              let word = lastWord(in: phrase), word.lowerBound >= number.upperBound
        else { return phrase }
        return phrase.replacingCharacters(in: word, with: EnglishPlural.plural(of: String(phrase[word])))
    }

    /// The range of the last run of letters in `phrase`.
    static func lastWord(in phrase: String) -> Range<String.Index>? {
        guard let last = phrase.lastIndex(where: \.isLetter) else { return nil }
        var start = last
        while start > phrase.startIndex, phrase[phrase.index(before: start)].isLetter { start = phrase.index(before: start) }
        return start..<phrase.index(after: last)
    }

    /// The first run of digits in `phrase`, with its grouping and decimal separators (as any
    /// locale writes them) and the digits between them: "1", "1,000", "1.5".
    static func firstNumber(in phrase: String) -> Range<String.Index>? {
        phrase.range(of: "[0-9]+([.,\u{00A0}\u{202F}'][0-9]+)*", options: .regularExpression)
    }
}

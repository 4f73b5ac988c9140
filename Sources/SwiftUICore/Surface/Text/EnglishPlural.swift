import Foundation

/// The plural of an English noun, for `InflectedPhrase`: the irregular nouns everyday interface
/// text counts, then the regular rules (a grammar's: "-s", "-es" after a sibilant, "-ies"
/// after a consonant and "y", "-ves" for the nouns that take it, "-oes" for the nouns that
/// take it). The word's capitalisation is kept ("Glass" → "Glasses", "BOX" → "BOXES").
///
/// Design boundaries: words it does not know follow the regular rules (so a rare "-f" or
/// "-o" noun may read "-fs", "-os", as most such nouns do).
enum EnglishPlural {
    /// Nouns whose plural is no rule's (a grammar's irregular plurals).
    static let irregular: [String: String] = [
        "child": "children", "person": "people", "man": "men", "woman": "women", "foot": "feet",
        "tooth": "teeth", "goose": "geese", "mouse": "mice", "ox": "oxen", "die": "dice",
        "quiz": "quizzes", "cactus": "cacti", "index": "indices", "criterion": "criteria",
        "datum": "data", "medium": "media", "analysis": "analyses", "crisis": "crises",
    ]

    /// Nouns the same in the plural.
    static let unchanged: Set<String> = [
        "sheep", "fish", "deer", "moose", "series", "species", "aircraft", "offspring", "salmon",
        "news", "information", "equipment", "rice", "money", "feedback", "software", "hardware",
    ]

    /// Nouns ending in "f" or "fe" whose plural ends in "ves".
    static let fToVes: Set<String> = [
        "leaf", "loaf", "half", "calf", "shelf", "wolf", "elf", "self", "thief", "sheaf",
        "knife", "life", "wife",
    ]

    /// Nouns ending in "o" whose plural adds "es".
    static let oToOes: Set<String> = ["potato", "tomato", "hero", "echo", "veto", "torpedo"]

    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        let plural: String
        if let irregular = irregular[lower] {
            plural = irregular
        } else if unchanged.contains(lower) {
            plural = lower
        } else if fToVes.contains(lower) {
            plural = (lower.hasSuffix("fe") ? String(lower.dropLast(2)) : String(lower.dropLast())) + "ves"
        } else if oToOes.contains(lower) {
            plural = lower + "es"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
            plural = lower + "es"
        } else if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            plural = lower.dropLast() + "ies"
        } else {
            plural = lower + "s"
        }
        return matchingCase(plural, of: word)
    }

    /// `plural` in `word`'s case: all capitals, a capital first letter, or as it is.
    private static func matchingCase(_ plural: String, of word: String) -> String {
        if word.count > 1, word == word.uppercased() { return plural.uppercased() }
        if let first = word.first, first.isUppercase { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }
}

/// "Did you mean …?" for names in scene files: state names, and the other names an error can
/// offer instead of the one written.
///
/// ## How it works
///
/// A candidate qualifies when its Damerau–Levenshtein distance from the written name is at most
/// two: at most two letters inserted, deleted, replaced, or swapped with a neighbour. Swaps count
/// as one edit, not two, because they are the typo hands make most ("visbile"). Case is ignored,
/// since `$Visible` is still clearly `$visible`.
///
/// A candidate must also be longer than its distance, or every one-letter name would be "close"
/// to every other (`$x` is not a typo of `$y`). Ties go to the earliest candidate, so the same
/// mistake always gets the same suggestion: callers pass candidates in a stable order (declaration
/// order, or sorted), never a `Dictionary`'s.
///
/// `CutawayCLI` has its own copy for option names; the two modules cannot see each other.
enum NameSuggestion {
    /// The candidate `name` was most likely a typo of, or `nil` when none is close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let written = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased())
            // The distance is at least the difference in length, so a name more than two
            // characters longer or shorter cannot qualify, and its table (length × length,
            // seconds for a 64 KB name) is not worth building.
            guard abs(written.count - target.count) <= 2 else { continue }
            let distance = distance(written, target)
            guard distance <= min(2, target.count - 1), distance < best?.distance ?? .max else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The Damerau–Levenshtein distance between two strings: the fewest insertions, deletions,
    /// substitutions and transpositions of adjacent characters that turn one into the other.
    ///
    /// This is the unrestricted distance (Lowrance and Wagner, 1975), in which a transposed pair
    /// may be edited further: "ca" → "abc" is 2 (swap, then insert), where the simpler "optimal
    /// string alignment" distance gives 3.
    static func distance(_ source: [Character], _ target: [Character]) -> Int {
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        // The table is shifted by one row and column, which hold an "infinite" border so that a
        // transposition never reaches before the start of either string.
        let infinity = source.count + target.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: target.count + 2), count: source.count + 2)
        table[0][0] = infinity
        for i in 0...source.count {
            table[i + 1][0] = infinity
            table[i + 1][1] = i
        }
        for j in 0...target.count {
            table[0][j + 1] = infinity
            table[1][j + 1] = j
        }
        // The last row of `source` where each character appeared; only looked up.
        var lastRowOfCharacter: [Character: Int] = [:]
        for i in 1...source.count {
            var lastMatchingColumn = 0
            for j in 1...target.count {
                let transposedRow = lastRowOfCharacter[target[j - 1]] ?? 0
                let transposedColumn = lastMatchingColumn
                let substitution: Int
                if source[i - 1] == target[j - 1] {
                    substitution = 0
                    lastMatchingColumn = j
                } else {
                    substitution = 1
                }
                table[i + 1][j + 1] = min(
                    table[i][j] + substitution,
                    table[i + 1][j] + 1,
                    table[i][j + 1] + 1,
                    table[transposedRow][transposedColumn] + (i - transposedRow - 1) + 1 + (j - transposedColumn - 1)
                )
            }
            lastRowOfCharacter[source[i - 1]] = i
        }
        return table[source.count + 1][target.count + 1]
    }
}

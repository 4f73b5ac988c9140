extension String {
    /// The optimal string alignment distance: how many single-character insertions, deletions,
    /// substitutions and swaps of neighbors turn this string into `other`.
    ///
    /// Swapped neighbors count as one edit, not two, because they are the typo hands make most
    /// ("--fsp" for "--fps"); plain Levenshtein would rank them as far as two wrong letters.
    func editDistance(to other: String) -> Int {
        let source = Array(self)
        let target = Array(other)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var distance = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for i in 0...source.count { distance[i][0] = i }
        for j in 0...target.count { distance[0][j] = j }
        for i in 1...source.count {
            for j in 1...target.count {
                let substitution = source[i - 1] == target[j - 1] ? 0 : 1
                distance[i][j] = Swift.min(
                    distance[i - 1][j] + 1,
                    distance[i][j - 1] + 1,
                    distance[i - 1][j - 1] + substitution
                )
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    distance[i][j] = Swift.min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[source.count][target.count]
    }
}

/// The candidate `word` was most likely a typo of, for "Did you mean …?", or `nil`.
///
/// A candidate qualifies within two edits, and also fewer edits than it has characters: two edits
/// turn "in" into "at", and suggesting that would be noise. Case is ignored because "--FPS" is
/// still clearly "--fps". Ties go to the earliest candidate, so suggestions are deterministic.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let typed = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = typed.editDistance(to: candidate.lowercased())
        guard distance <= Swift.min(2, candidate.count - 1) else { continue }
        if distance < best?.distance ?? .max {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

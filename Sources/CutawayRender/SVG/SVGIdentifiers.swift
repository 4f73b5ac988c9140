import Cutaway

/// Hands out XML ids derived from element identities: sanitised to valid XML names and made
/// unique by numbering repeats in the order they are asked for, so the same document always
/// gets the same ids.
struct SVGIdentifiers {
    private var used: Set<String> = []

    /// A new id `prefix` + the sanitised `name`, suffixed "-2", "-3"… when already taken.
    mutating func make(_ prefix: String, _ name: String) -> String {
        let base = prefix + Self.sanitized(name)
        var candidate = base
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = base + "-" + String(number)
        }
        used.insert(candidate)
        return candidate
    }

    mutating func make(_ prefix: String, _ element: ElementID) -> String {
        make(prefix, element.rawValue)
    }

    /// `name` with every character outside `[A-Za-z0-9_.-]` replaced by "_". Callers put a
    /// letter prefix in front, so the id never starts with a digit, "-" or ".".
    static func sanitized(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": Character(scalar)
            default: "_"
            }
        })
    }
}

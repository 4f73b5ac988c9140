/// How an input that did not crash ended: accepted, or rejected with an error value.
public enum FuzzOutcome: Equatable, Sendable {
    /// The target took the input; the text says what it made of it ("3×2", "121 frames").
    case accepted(String)
    /// The target threw; the text is the error's description.
    case rejected(String)

    public var isRejected: Bool {
        if case .rejected = self { true } else { false }
    }

    /// The outcome with the particulars of the input removed. Two inputs with the same
    /// signature took the same way through the target, near enough; a campaign keeps the
    /// first input of each signature as new corpus, the cheap stand-in for coverage feedback
    /// that keeps runs deterministic.
    ///
    /// A rejection's numbers become `#` and its quoted values `'…'`. An acceptance keeps the
    /// magnitude of its numbers (`2^k` for numbers below 2^k): an input that makes twice the
    /// views or text of any before it is new, so inputs that grow (nested `ForEach`, a string
    /// doubled by script events) are kept and grown further, towards the resource ceilings.
    var signature: String {
        switch self {
        case .accepted(let summary): "accepted: " + Self.magnitudes(summary)
        case .rejected(let message): "rejected: " + Self.normalized(message)
        }
    }

    /// `text` with each run of digits replaced by the power of two just above it.
    static func magnitudes(_ text: String) -> String {
        var result = "", digits = ""
        func flush() {
            guard !digits.isEmpty else { return }
            let value = UInt64(digits) ?? .max
            result += "2^\(UInt64.bitWidth - value.leadingZeroBitCount)"
            digits = ""
        }
        for character in text {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `text` with digits runs as `#` and single-quoted values as `'…'`, at most 200
    /// characters (messages quote what they found, which makes each one unique).
    static func normalized(_ text: String) -> String {
        var result = ""
        var inQuote = false, inNumber = false
        for character in text {
            if character == "'" {
                inQuote.toggle()
                result += inQuote ? "'…" : "'"
                continue
            }
            if inQuote { continue }
            if character.isNumber || (inNumber && (character == "x" || character.isHexDigit)) {
                if !inNumber { result += "#" }
                inNumber = true
                continue
            }
            inNumber = false
            result.append(character)
        }
        if inQuote { result += "'" }
        return String(result.prefix(200))
    }
}

extension JSONParser {
    /// Reads a number at the cursor, which is at a "-" or a digit.
    ///
    /// The text is first checked against RFC 8259's grammar,
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and then converted by
    /// `Double(String)`, which rounds correctly, so "0.1" is the same `Double` as Swift's `0.1`.
    /// A number that runs straight into letters or more number characters ("0x10", "1.5.2",
    /// "12px") is reported whole, as one invalid number, rather than as a valid number followed
    /// by a confusing "expected ','".
    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        var end = index
        if bytes[end] == UInt8(ascii: "-") {
            end += 1
            guard isDigit(at: end) else { throw invalidNumber(reason: "expected a digit after '-'") }
        }
        if bytes[end] == UInt8(ascii: "0") {
            end += 1
            if isDigit(at: end) { throw invalidNumber(reason: "leading zeros are not allowed") }
        } else {
            end = digitsEnd(from: end)
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            guard isDigit(at: end + 1) else { throw invalidNumber(reason: "expected a digit after '.'") }
            end = digitsEnd(from: end + 1)
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            end += 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            guard isDigit(at: end) else { throw invalidNumber(reason: "expected a digit in the exponent") }
            end = digitsEnd(from: end)
        }
        if end < bytes.count, Self.isNumberCharacter(bytes[end]) { throw invalidNumber(reason: nil) }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        // The grammar above admits only text Double(String) reads; it rounds to infinity only past
        // Double.greatestFiniteMagnitude (about 1.8e308), and to zero below the smallest subnormal.
        guard let value = Double(text), value.isFinite else {
            throw error("number '\(text)' is too large")
        }
        advance(by: end - index)
        return value
    }

    /// An invalid number at the cursor, quoted whole: the run of characters that could belong to
    /// a number, cut to 30 characters with "…".
    func invalidNumber(reason: String?) -> JSONSyntaxError {
        var end = index
        while end < bytes.count, Self.isNumberCharacter(bytes[end]) { end += 1 }
        var text = String(decoding: bytes[index..<end], as: UTF8.self)
        if text.count > 30 { text = text.prefix(29) + "…" }
        return error("invalid number '\(text)'" + (reason.map { ": " + $0 } ?? ""))
    }

    private func isDigit(at offset: Int) -> Bool {
        offset < bytes.count && Self.isDigit(bytes[offset])
    }

    private func digitsEnd(from offset: Int) -> Int {
        var end = offset
        while isDigit(at: end) { end += 1 }
        return end
    }

    /// Letters, digits, "_", ".", "+" and "-": what a mistyped number is made of.
    private static func isNumberCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}

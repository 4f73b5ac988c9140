/// The state of one parse by `JSONReader`: the text's UTF-8 bytes and a cursor into them.
///
/// The cursor's line and column move with it, so every location is known the moment it is
/// needed. The parsing itself is split by aspect: the document's structure
/// (`JSONParser+Structure.swift`), strings and numbers.
struct JSONParser {
    let bytes: [UInt8]
    let limits: JSONLimits
    /// The offset of the next byte to read.
    var index = 0
    /// The cursor's line, from 1.
    var line = 1
    /// The cursor's column, from 1, in Unicode scalars (see `SourceLocation`).
    var column = 1

    init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Where the cursor is.
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The next byte, or `nil` at the end of the text.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past `count` ASCII bytes, none of them a line break.
    mutating func advance(by count: Int = 1) {
        index += count
        column += count
    }

    /// Skips the UTF-8 byte order mark, EF BB BF, if the text starts with one. It takes no column:
    /// editors do not show it.
    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Skips JSON's four whitespace characters, counting lines.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                // CR LF is one line break; so is a CR alone.
                index += 1
                if next == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        column = 1
    }

    /// An error at the cursor.
    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }

    /// What is at the cursor, to end "expected …, found " messages: "the end of the file", a word
    /// in quotes when a letter starts one (`'True'`, `'undefined'`, an unquoted key), or else
    /// one character as `Unicode.Scalar.quotedForMessage` shows it.
    var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let word = wordAtCursor
        if !word.isEmpty { return "'\(word)'" }
        return scalar(at: index).quotedForMessage
    }

    /// The run of ASCII letters, digits and "_" at the cursor if a letter starts it, cut to 30
    /// characters with "…" (enough to recognize any word, short enough for one line); else "".
    var wordAtCursor: String {
        guard let first = next, Self.isLetter(first) else { return "" }
        var end = index
        while end < bytes.count, Self.isLetter(bytes[end]) || Self.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") {
            end += 1
        }
        let word = String(decoding: bytes[index..<end], as: UTF8.self)
        return word.count > 30 ? word.prefix(29) + "…" : word
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset`.
    func scalar(at offset: Int) -> Unicode.Scalar {
        // The lead byte gives the length: 0xxxxxxx is one byte, 110xxxxx two, 1110xxxx three,
        // 11110xxx four (RFC 3629). The text came from a `String`, so it is valid UTF-8.
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let text = String(decoding: bytes[offset..<min(offset + length, bytes.count)], as: UTF8.self)
        return text.unicodeScalars.first!
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

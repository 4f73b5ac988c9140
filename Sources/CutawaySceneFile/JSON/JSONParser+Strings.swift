extension JSONParser {
    /// Reads a string whose opening quote is at the cursor, decoding its escapes.
    ///
    /// Runs of plain bytes are copied in one piece; only escapes are decoded one by one. Problems
    /// with the string as a whole (it never ends, it is too long) are reported at its opening
    /// quote, where the fix usually is; problems with one escape or character, at that character.
    mutating func readString() throws(JSONSyntaxError) -> String {
        let start = location
        let limit = limits.maximumStringLength
        advance()
        var decoded: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(location: start, message: "unterminated string")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                decoded.append(contentsOf: bytes[runStart..<index])
                advance()
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<index])
                try readEscape(into: &decoded, stringStart: start)
                runStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw unterminatedAtLineBreak(stringStart: start)
            case 0..<0x20:
                throw error("control character \(Unicode.Scalar(byte).codePointText) must be escaped in a string")
            default:
                // Only the first byte of a scalar's UTF-8 encoding starts a column; continuation
                // bytes are 10xxxxxx.
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            guard decoded.count + (index - runStart) <= limit else {
                throw JSONSyntaxError(location: start, message: "string longer than \(JSONLimits.describeByteCount(limit))")
            }
        }
    }

    /// A string cut short by the end of its line: most likely a missing closing quote, and
    /// otherwise an attempt at a multi-line string, which JSON writes with `\n`.
    private func unterminatedAtLineBreak(stringStart: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError(location: stringStart, message: "unterminated string (a line break in a string is written \\n)")
    }

    /// Decodes the escape whose backslash is at the cursor and appends its UTF-8 bytes.
    private mutating func readEscape(into decoded: inout [UInt8], stringStart: SourceLocation) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else {
            throw JSONSyntaxError(location: stringStart, message: "unterminated string")
        }
        let simple: UInt8? = switch bytes[index + 1] {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        default: nil
        }
        if let simple {
            decoded.append(simple)
            advance(by: 2)
            return
        }
        switch bytes[index + 1] {
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape()
            UTF8.encode(scalar) { decoded.append($0) }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            throw unterminatedAtLineBreak(stringStart: stringStart)
        default:
            throw error("invalid escape '\\\(scalar(at: index + 1).visibleText)'")
        }
    }

    /// Decodes `\uXXXX` at the cursor, and the `\uXXXX` after it when the first is the high half
    /// of a surrogate pair (UTF-16's way to write scalars above U+FFFF, such as most emoji).
    private mutating func readUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeLocation = location
        let escapeText = String(decoding: bytes[index..<min(index + 6, bytes.count)], as: UTF8.self)
        let first = try readHexEscape()
        // UTF-16 surrogates: D800–DBFF are high halves, DC00–DFFF low halves (Unicode §3.9).
        switch first {
        case 0xD800...0xDBFF:
            if next == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                let second = try readHexEscape()
                if (0xDC00...0xDFFF).contains(second) {
                    // The scalar is 0x10000 + (high − 0xD800) · 0x400 + (low − 0xDC00).
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
            }
            throw JSONSyntaxError(location: escapeLocation, message: "unpaired surrogate '\(escapeText)'")
        case 0xDC00...0xDFFF:
            throw JSONSyntaxError(location: escapeLocation, message: "unpaired surrogate '\(escapeText)'")
        default:
            return Unicode.Scalar(first)!
        }
    }

    /// Reads the four hexadecimal digits of one `\uXXXX` at the cursor.
    private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            let digit: UInt32? = if index + offset < bytes.count {
                switch bytes[index + offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(bytes[index + offset] - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(bytes[index + offset] - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(bytes[index + offset] - UInt8(ascii: "A") + 10)
                default: nil
                }
            } else {
                nil
            }
            guard let digit else {
                let written = String(decoding: bytes[index..<(index + offset)], as: UTF8.self)
                throw error("invalid escape '\(written)': expected four hexadecimal digits")
            }
            value = value << 4 | digit
        }
        advance(by: 6)
        return value
    }
}

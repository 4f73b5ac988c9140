/// How error messages quote what they found, so that every message of the JSON reader and the
/// expression language shows text the same way.

extension Unicode.Scalar {
    /// The scalar as an error message shows it: in single quotes when it can be seen (`'x'`), in
    /// double quotes when it is itself a single quote (`"'"`), and as a code point when it cannot
    /// be seen or would be mistaken for something else (`U+0009`, `U+00A0`).
    var quotedForMessage: String {
        guard isVisible else { return codePointText }
        return self == "'" ? "\"'\"" : "'\(self)'"
    }

    /// The scalar itself when it can be seen, else its code point: for messages that quote it
    /// together with other text (`invalid escape '\q'`, `invalid escape '\U+0009'`).
    var visibleText: String {
        isVisible ? String(self) : codePointText
    }

    /// Whether the scalar shows as a mark of its own, rather than as nothing, as blank space,
    /// or as something that breaks the line of a message.
    private var isVisible: Bool {
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            false
        default:
            true
        }
    }

    /// "U+" and at least four uppercase hexadecimal digits, as Unicode writes code points.
    var codePointText: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// The string as a JSON string literal: in double quotes, with quotes, backslashes and
    /// control characters escaped, so that a key like `"a\"b"` or one holding a tab is
    /// unambiguous in a message.
    var jsonQuoted: String {
        var text = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

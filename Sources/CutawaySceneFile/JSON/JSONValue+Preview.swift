extension JSONValue {
    /// The value written compactly as JSON, cut to at most 40 characters with a final "…", for
    /// messages such as `expected a string, found an object ({"Text": "Footer", "name": "fo…)`.
    ///
    /// Forty characters identify a value without drowning the message. Only as much of the value
    /// is rendered as will show, so a preview of a huge array costs no more than a short one, and
    /// its recursion is at most forty levels deep whatever the nesting.
    public var preview: String {
        var writer = PreviewWriter(limit: 40)
        writer.write(self)
        return writer.text
    }
}

/// Renders JSON text up to a character budget, then stops.
private struct PreviewWriter {
    let limit: Int
    private(set) var text = ""
    private var isFull = false

    init(limit: Int) {
        self.limit = limit
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): append(number.shortestText)
        case .string(let string): append(quoted(string))
        case .array(let elements):
            append("[")
            for (position, element) in elements.enumerated() {
                guard !isFull else { return }
                if position > 0 { append(", ") }
                write(element.value)
            }
            append("]")
        case .object(let members):
            append("{")
            for (position, member) in members.enumerated() {
                guard !isFull else { return }
                if position > 0 { append(", ") }
                append(quoted(member.key) + ": ")
                write(member.value.value)
            }
            append("}")
        }
    }

    /// A string quoted as JSON, after cutting it to the budget: a megabyte-long string costs no
    /// more to preview than a short one, and the cut end falls past the "…" anyway.
    private func quoted(_ string: String) -> String {
        String(string.prefix(limit)).jsonQuoted
    }

    private mutating func append(_ piece: String) {
        guard !isFull else { return }
        text += piece
        if text.count > limit {
            text = String(text.prefix(limit - 1)) + "…"
            isFull = true
        }
    }
}

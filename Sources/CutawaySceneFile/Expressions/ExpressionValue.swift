/// A value in a scene's expressions: what state holds and what expressions compute.
///
/// The same kinds as JSON, less objects: a scene's state is a handful of flags, counters, texts
/// and lists of texts, and leaving objects out keeps the language small (there is no member
/// access to learn, and no question of what `{...} == {...}` means).
public enum ExpressionValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ExpressionValue])

    /// The kind of value with its article, for messages: "null", "a boolean", "a number",
    /// "a string" or "an array" (the same words as `JSONValue.kindName`).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        }
    }

    /// The value written as an expression literal, for messages and debugging: `null`, `true`,
    /// `12`, `0.5`, `'Hide'` (with `\'` and `\\` escaped), `[1, 'two']`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.shortestText
        case .string(let string): Self.literal(of: string)
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// A string as an expression literal: in single quotes, with `'` and `\` escaped by a
    /// backslash. Scalar by scalar, so a quote followed by a combining accent is still escaped.
    static func literal(of string: String) -> String {
        var text = "'"
        for scalar in string.unicodeScalars {
            if scalar == "'" || scalar == "\\" { text += "\\" }
            text.unicodeScalars.append(scalar)
        }
        return text + "'"
    }

    /// The value as it reads inside text, for `{expr}` in an interpolated string and for a view's
    /// text given as an expression: a string as it is, a number in its shortest form ("3", not
    /// "3.0"), and anything else as its literal (`true`, `null`, `[1, 2]`), so that a value
    /// interpolated by mistake shows up rather than vanishing.
    public var displayText: String {
        switch self {
        case .string(let string): string
        case .number(let number): number.shortestText
        default: description
        }
    }
}

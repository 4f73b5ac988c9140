/// A JSON value as read from a scene file, with the location of every nested value and key.
///
/// Arrays and objects hold `JSONNode`s and `JSONMember`s rather than bare values, so that a
/// decoder that finds something wrong three levels down can say exactly where it is. Objects keep
/// their members in source order (a view's modifiers and a script's events are ordered, and
/// messages should list keys as the author wrote them); `JSONReader` has already rejected
/// duplicate keys.
///
/// Numbers are `Double`s, as in JavaScript: scene files hold sizes, durations and small counts,
/// all exact in a `Double`.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The kind of value with its article, to complete "expected a string, found …" in messages:
    /// "null", "a boolean", "a number", "a string", "an array" or "an object".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object, with the location of the key's opening quote.
///
/// The key has its own location because the most common mistakes in a scene file are in keys
/// (a misspelt view type, an unknown argument), and an error should point at the key rather than
/// at the value after it.
public struct JSONMember: Equatable, Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

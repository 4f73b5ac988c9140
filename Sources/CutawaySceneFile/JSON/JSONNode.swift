/// A JSON value and where it starts in the text: the opening quote of a string, the first
/// character of a number or literal, the opening bracket of an array or object.
public struct JSONNode: Equatable, Sendable {
    public let value: JSONValue
    public let location: SourceLocation

    public init(value: JSONValue, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

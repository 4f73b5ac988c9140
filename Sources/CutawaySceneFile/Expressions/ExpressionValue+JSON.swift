extension ExpressionValue {
    /// Converts JSON from a scene file, such as the initial value of a state variable, to an
    /// expression value.
    ///
    /// - Throws: `ConversionError` at the first object, which expressions cannot hold.
    public init(_ node: JSONNode) throws(ConversionError) {
        try self.init(node, at: .root)
    }

    private init(_ node: JSONNode, at path: JSONPath) throws(ConversionError) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let elements):
            var values: [ExpressionValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                values.append(try ExpressionValue(element, at: path.appending(index: index)))
            }
            self = .array(values)
        case .object:
            throw ConversionError(location: node.location, path: path)
        }
    }

    /// A JSON object where an expression value was expected.
    public struct ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Where the object starts in the text.
        public let location: SourceLocation
        /// Where the object sits inside the converted value: `.root` when the value itself is the
        /// object, `[2]` for the third element of an array. A caller that knows the value's own
        /// path prefixes it.
        public let path: JSONPath

        public init(location: SourceLocation, path: JSONPath) {
            self.location = location
            self.path = path
        }

        public var message: String {
            "an object cannot be a state value (use null, a boolean, a number, a string or an array)"
        }

        public var description: String { "\(location): \(message)" }
    }
}

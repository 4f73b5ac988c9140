extension JSONParser {
    /// Parses the whole text as one value, followed by nothing but whitespace.
    ///
    /// The loop alternates between two steps. The first reads the start of a value: a scalar is
    /// read whole, an empty container is read whole, and a non-empty container is pushed onto
    /// `open` to be filled. The second attaches the value just completed to the innermost open
    /// container and reads what follows it: a comma sends the loop back for the next value, and
    /// a closing bracket completes that container, which is then attached to its own parent in
    /// turn. The stack lives on the heap, so depth costs no call stack.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipByteOrderMark()
        var open: [OpenContainer] = []
        var place = ValuePlace.document
        readingValues: while true {
            skipWhitespace()
            var completed: JSONNode
            let start = location
            switch next {
            case UInt8(ascii: "["):
                try checkDepth(open.count + 1)
                advance()
                skipWhitespace()
                if next == UInt8(ascii: "]") {
                    advance()
                    completed = JSONNode(value: .array([]), location: start)
                } else {
                    open.append(OpenContainer(isObject: false, location: start))
                    place = .firstElement
                    continue readingValues
                }
            case UInt8(ascii: "{"):
                try checkDepth(open.count + 1)
                advance()
                skipWhitespace()
                if next == UInt8(ascii: "}") {
                    advance()
                    completed = JSONNode(value: .object([]), location: start)
                } else {
                    var container = OpenContainer(isObject: true, location: start)
                    place = try readKey(into: &container, afterComma: nil)
                    open.append(container)
                    continue readingValues
                }
            default:
                completed = try readScalar(in: place)
            }

            while !open.isEmpty {
                let innermost = open.count - 1
                try attach(completed, to: &open[innermost])
                skipWhitespace()
                let separatorLocation = location
                switch (next, open[innermost].isObject) {
                case (UInt8(ascii: ","), false):
                    advance()
                    place = .nextElement(comma: separatorLocation)
                    continue readingValues
                case (UInt8(ascii: ","), true):
                    advance()
                    skipWhitespace()
                    place = try readKey(into: &open[innermost], afterComma: separatorLocation)
                    continue readingValues
                case (UInt8(ascii: "]"), false):
                    advance()
                    let array = open.removeLast()
                    completed = JSONNode(value: .array(array.elements), location: array.location)
                case (UInt8(ascii: "}"), true):
                    advance()
                    let object = open.removeLast()
                    completed = JSONNode(value: .object(object.members), location: object.location)
                case (_, false):
                    throw error("expected ',' or ']' after an array element, found \(found)")
                case (_, true):
                    throw error("expected ',' or '}' after an object member, found \(found)")
                }
            }

            skipWhitespace()
            guard next == nil else { throw error("trailing characters after the JSON value") }
            return completed
        }
    }

    /// Fails if opening one more container would nest deeper than the limit.
    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth <= limits.maximumDepth else {
            throw error("nesting deeper than \(counted(limits.maximumDepth, "level"))")
        }
    }

    /// "1 level", "64 levels".
    private func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// Adds a completed value to an open container: as the next element of an array, or as the
    /// value of the key just read for an object.
    private func attach(_ node: JSONNode, to container: inout OpenContainer) throws(JSONSyntaxError) {
        if container.isObject {
            container.members.append(JSONMember(key: container.pendingKey, keyLocation: container.pendingKeyLocation, value: node))
        } else {
            guard container.elements.count < limits.maximumMembers else {
                throw JSONSyntaxError(
                    location: container.location,
                    message: "array with more than \(counted(limits.maximumMembers, "element"))")
            }
            container.elements.append(node)
        }
    }

    /// Reads an object's key and the colon after it, leaving the cursor before the value.
    ///
    /// Duplicates are caught here, at the second key, before its value is read, so the error
    /// points at the key and not somewhere inside a long value.
    ///
    /// - Parameter comma: Where the comma before this key is, or `nil` for the first key.
    /// - Returns: Where the value that follows is, for messages about it.
    private mutating func readKey(into object: inout OpenContainer, afterComma comma: SourceLocation?) throws(JSONSyntaxError) -> ValuePlace {
        guard next == UInt8(ascii: "\"") else {
            if let comma, next == UInt8(ascii: "}") {
                throw JSONSyntaxError(location: comma, message: "trailing comma before '}'")
            }
            let expectation = comma == nil ? "a string key or '}'" : "a string key after ','"
            throw error("expected \(expectation), found \(found)")
        }
        let keyLocation = location
        let key = try readString()
        if let first = object.keyLocations[key] {
            throw JSONSyntaxError(location: keyLocation, message: "duplicate key \(key.jsonQuoted) (first at \(first))")
        }
        guard object.members.count < limits.maximumMembers else {
            throw JSONSyntaxError(location: object.location, message: "object with more than \(counted(limits.maximumMembers, "member"))")
        }
        object.keyLocations[key] = keyLocation
        skipWhitespace()
        guard next == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \(key.jsonQuoted), found \(found)")
        }
        advance()
        object.pendingKey = key
        object.pendingKeyLocation = keyLocation
        return .memberValue(key: key)
    }

    /// Reads a string, number, `true`, `false` or `null` at the cursor, or explains what is there
    /// instead in the words of the place a value was expected.
    private mutating func readScalar(in place: ValuePlace) throws(JSONSyntaxError) -> JSONNode {
        let start = location
        switch next {
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try readString()), location: start)
        case UInt8(ascii: "-"), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            return JSONNode(value: .number(try readNumber()), location: start)
        case UInt8(ascii: "."), UInt8(ascii: "+"):
            throw invalidNumber(reason: "a number must start with a digit or '-'")
        case UInt8(ascii: "]"):
            if case .nextElement(let comma) = place {
                throw JSONSyntaxError(location: comma, message: "trailing comma before ']'")
            }
        default:
            break
        }
        switch wordAtCursor {
        case "true":
            advance(by: 4)
            return JSONNode(value: .bool(true), location: start)
        case "false":
            advance(by: 5)
            return JSONNode(value: .bool(false), location: start)
        case "null":
            advance(by: 4)
            return JSONNode(value: .null, location: start)
        case let word where ["true", "false", "null"].contains(word.lowercased()):
            throw error("expected \(place.expectation), found '\(word)'; did you mean '\(word.lowercased())'?")
        default:
            throw error("expected \(place.expectation), found \(found)")
        }
    }
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
    let isObject: Bool
    /// Where its opening bracket is.
    let location: SourceLocation
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// Each key read so far and where, to report duplicates. Only ever looked up, never iterated.
    var keyLocations: [String: SourceLocation] = [:]
    /// The key whose value is being read.
    var pendingKey = ""
    var pendingKeyLocation = SourceLocation(line: 1, column: 1)

    init(isObject: Bool, location: SourceLocation) {
        self.isObject = isObject
        self.location = location
    }
}

/// Where a value is expected, to say so in the message when something else is found there.
private enum ValuePlace {
    case document
    case firstElement
    case nextElement(comma: SourceLocation)
    case memberValue(key: String)

    var expectation: String {
        switch self {
        case .document: "a JSON value"
        case .firstElement: "a value or ']'"
        case .nextElement: "a value after ','"
        case .memberValue(let key): "a value for the key \(key.jsonQuoted)"
        }
    }
}

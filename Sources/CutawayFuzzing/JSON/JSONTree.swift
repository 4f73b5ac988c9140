/// A JSON document (RFC 8259) as a tree the scene mutator can edit and write back.
///
/// Why not `CutawaySceneFile`'s own `JSONReader`: the harness must not run the code it tests
/// in the process that keeps the findings, and its mutations need a tree that can be
/// changed and printed, with members in file order. Why not Foundation's `JSONSerialization`:
/// it hands objects back as dictionaries, whose order differs from run to run, and the
/// harness must make the same inputs from the same seed.
///
/// Numbers keep their source text, so `1e309` or a 30-digit integer survives a round trip
/// unchanged for the reader under test to judge. Parsing is strict enough for the corpus and
/// refuses anything else (the mutator then falls back to byte mutations).
indirect enum JSONTree: Equatable {
    case null
    case bool(Bool)
    /// A number, as its source text.
    case number(String)
    case string(String)
    case array([JSONTree])
    case object([Member])

    struct Member: Equatable {
        var key: String
        var value: JSONTree
    }

    /// How deep parsing goes before it gives up: well past `JSONLimits.maximumDepth` (64), so
    /// mutations can go beyond the reader's limit, and shallow enough for this recursive
    /// parser's stack.
    static let maximumDepth = 200

    init?(parsing bytes: [UInt8]) {
        var parser = Parser(bytes: bytes)
        guard let tree = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { return nil }
        self = tree
    }

    /// The document as compact JSON text.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let string): Self.writeString(string, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// RFC 8259 §7: quotation mark, reverse solidus and control characters are escaped.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func value(depth: Int) -> JSONTree? {
            guard depth <= JSONTree.maximumDepth else { return nil }
            skipWhitespace()
            guard offset < bytes.count else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONTree.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func literal(_ word: String, _ value: JSONTree) -> JSONTree? {
            let word = Array(word.utf8)
            guard bytes[offset...].starts(with: word) else { return nil }
            offset += word.count
            return value
        }

        /// RFC 8259 §6's characters, checked loosely: the reader under test checks the syntax.
        mutating func number() -> JSONTree? {
            let start = offset
            while offset < bytes.count, Array("+-.0123456789eE".utf8).contains(bytes[offset]) { offset += 1 }
            guard offset > start else { return nil }
            return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
        }

        mutating func string() -> String? {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var start = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    guard let run = String(validating: bytes[start..<offset], as: UTF8.self) else { return nil }
                    scalars.append(contentsOf: run.unicodeScalars)
                    offset += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { return nil }
                guard byte == UInt8(ascii: "\\") else { offset += 1; continue }
                guard let run = String(validating: bytes[start..<offset], as: UTF8.self), offset + 1 < bytes.count else { return nil }
                scalars.append(contentsOf: run.unicodeScalars)
                let escape = bytes[offset + 1]
                offset += 2
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    // Lone surrogates and pairs are left to byte mutations: only BMP scalars here.
                    guard offset + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { return nil }
                    scalars.append(scalar)
                    offset += 4
                default: return nil
                }
                start = offset
            }
            return nil
        }

        mutating func array(depth: Int) -> JSONTree? {
            offset += 1
            var elements: [JSONTree] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipWhitespace()
                guard offset < bytes.count else { return nil }
                offset += 1
                if bytes[offset - 1] == UInt8(ascii: "]") { return .array(elements) }
                guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func object(depth: Int) -> JSONTree? {
            offset += 1
            var members: [Member] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
                offset += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members.append(Member(key: key, value: value))
                skipWhitespace()
                guard offset < bytes.count else { return nil }
                offset += 1
                if bytes[offset - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
            }
        }
    }
}

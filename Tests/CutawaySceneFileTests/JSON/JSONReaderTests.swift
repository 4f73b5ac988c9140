import CutawaySceneFile
import Testing

@Suite("Reading JSON: random documents and sweeps")
struct JSONReaderTests {
    // MARK: Sweeps

    /// Random documents written with random whitespace (spaces, tabs, LF, CR LF, lone CR) and
    /// random strings (escapes, accents, emoji, combining marks); the writer records where it put
    /// each value and key, counting scalars on its own, and the reader must agree on both the
    /// values and every location.
    @Test(arguments: 0..<200)
    func randomDocumentsRoundTripWithTheirLocations(seed: UInt64) throws {
        var generator = SplitMix64Generator(seed: seed)
        let value = RandomDocument.value(depth: 0, using: &generator)
        var writer = RandomDocument.Writer(generator: generator)
        writer.write(value)
        let node = try JSONReader.parse(writer.text)
        #expect(JSONTestValue(node) == value)
        #expect(JSONTesting.locations(of: node) == writer.locations)
    }

    /// A `#` inserted into any gap between tokens of a document is found exactly where it was
    /// inserted, whatever the context (top level, array, object, before or after a key).
    @Test func aStrayCharacterIsFoundInEveryGap() {
        let lines = ["{", #"  "a": [1, "two", {"b": null}],"#, #"  "c": false"#, "}"]
        let gaps: [(line: Int, column: Int)] =
            [(1, 1), (1, 2)]
            + [1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 17, 18, 19, 20, 23, 24, 25, 29, 30, 31, 32].map { (2, $0) }
            + [1, 3, 6, 7, 8, 13].map { (3, $0) }
            + [(4, 1), (4, 2)]
        for gap in gaps {
            var broken = lines
            var line = Array(broken[gap.line - 1])
            line.insert("#", at: gap.column - 1)
            broken[gap.line - 1] = String(line)
            let error = JSONTesting.error(in: broken.joined(separator: "\n"))
            #expect(error?.location == JSONTesting.location(gap.line, gap.column), "gap \(gap)")
            let message = error?.message ?? ""
            #expect(message.hasSuffix("found '#'") || message == "trailing characters after the JSON value", "gap \(gap)")
        }
    }

    /// Every proper prefix of an object is an error located within the text: none crashes, and
    /// none reads as a document.
    @Test func everyTruncationIsACleanError() {
        let text = "{\"a\": [1, -2.5e3, \"x\\u00e9\\uD83D\\uDE00\", true, null], \"b\": {}}"
        let characters = Array(text)
        for length in 0..<characters.count {
            let prefix = String(characters[..<length])
            guard let error = JSONTesting.error(in: prefix) else {
                Issue.record("prefix \(prefix) read as a document")
                continue
            }
            #expect(error.location.line == 1)
            #expect((1...(length + 1)).contains(error.location.column), "prefix \(prefix)")
        }
        #expect(JSONTesting.error(in: text) == nil)
    }
}

/// Random JSON documents for the sweeps, and a writer that records where it put every value.
enum RandomDocument {
    static func value(depth: Int, using generator: inout SplitMix64Generator) -> JSONTestValue {
        let kind = Int.random(in: 0..<(depth < 4 ? 7 : 5), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(number(using: &generator))
        case 3, 4: return .string(string(using: &generator))
        case 5:
            let count = Int.random(in: 0...4, using: &generator)
            return .array((0..<count).map { _ in value(depth: depth + 1, using: &generator) })
        default:
            let count = Int.random(in: 0...4, using: &generator)
            // Distinct keys: an index keeps them unique.
            return .object(
                (0..<count).map { index in
                    .init(key: string(using: &generator) + "\(index)", value: value(depth: depth + 1, using: &generator))
                })
        }
    }

    static func number(using generator: inout SplitMix64Generator) -> Double {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return Double(Int.random(in: -1000...1000, using: &generator))
        case 1: return Double.random(in: -1e6...1e6, using: &generator)
        default:
            // Any finite Double, from its bits: subnormals, huge and tiny exponents included.
            while true {
                let candidate = Double(bitPattern: generator.next())
                if candidate.isFinite { return candidate }
            }
        }
    }

    /// Strings mixing ASCII, JSON's special characters, accents, emoji and a combining mark.
    static func string(using generator: inout SplitMix64Generator) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "→", "🎉", "e\u{301}", "{", "'"]
        let count = Int.random(in: 0...6, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    struct Writer {
        var generator: SplitMix64Generator
        private(set) var text = ""
        private(set) var locations: [JSONTesting.Location] = []
        private var line = 1
        private var column = 1

        init(generator: SplitMix64Generator) {
            self.generator = generator
        }

        mutating func write(_ value: JSONTestValue) {
            whitespace()
            locations.append(JSONTesting.location(line, column))
            switch value {
            case .null: emit("null")
            case .bool(let flag): emit(flag ? "true" : "false")
            case .number(let number): emit("\(number)")
            case .string(let string): writeString(string)
            case .array(let elements):
                emit("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { emit(",") }
                    write(element)
                    whitespace()
                }
                emit("]")
            case .object(let members):
                emit("{")
                for (index, member) in members.enumerated() {
                    if index > 0 { emit(",") }
                    whitespace()
                    locations.append(JSONTesting.location(line, column))
                    writeString(member.key)
                    whitespace()
                    emit(":")
                    write(member.value)
                    whitespace()
                }
                emit("}")
            }
            whitespace()
        }

        /// A JSON string, escaping some characters that need no escape and writing others in
        /// `\u` form, including emoji as surrogate pairs.
        private mutating func writeString(_ string: String) {
            var literal = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": literal += "\\\""
                case "\\": literal += "\\\\"
                case "\n": literal += "\\n"
                case "\t": literal += Bool.random(using: &generator) ? "\\t" : "\\u0009"
                case "/": literal += Bool.random(using: &generator) ? "/" : "\\/"
                case "\u{1}": literal += "\\u0001"
                default:
                    if scalar.value > 0x7F, Bool.random(using: &generator) {
                        for unit in String(scalar).utf16 {
                            let digits = String(unit, radix: 16, uppercase: Bool.random(using: &generator))
                            literal += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                        }
                    } else {
                        literal.unicodeScalars.append(scalar)
                    }
                }
            }
            emit(literal + "\"")
        }

        private mutating func whitespace() {
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: emit(" ")
                case 1: emit("\t")
                case 2: emitLineBreak("\n")
                case 3: emitLineBreak("\r\n")
                default: emitLineBreak("\r")
                }
            }
        }

        /// Appends text without line breaks, advancing one column per Unicode scalar.
        private mutating func emit(_ piece: String) {
            text += piece
            column += piece.unicodeScalars.count
        }

        private mutating func emitLineBreak(_ lineBreak: String) {
            text += lineBreak
            line += 1
            column = 1
            // A lone CR followed by an LF from the next break would read as one CR LF break.
            if lineBreak == "\r" { emit(" ") }
        }
    }
}

import CutawaySceneFile
import Testing

/// Helpers shared by the JSON tests.
enum JSONTesting {
    /// Ours, spelt out: Swift Testing has a `SourceLocation` too.
    typealias Location = CutawaySceneFile.SourceLocation

    /// Line and column, for tables of expected locations.
    static func location(_ line: Int, _ column: Int) -> Location {
        Location(line: line, column: column)
    }

    /// The error reading `text` throws, or `nil` if it reads.
    static func error(in text: String, limits: JSONLimits = .default) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.parse(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// Expects reading `text` to fail at `line`, `column` with `message`.
    static func expectError(
        _ text: String, limits: JSONLimits = .default, at line: Int, _ column: Int, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = JSONSyntaxError(location: location(line, column), message: message)
        #expect(error(in: text, limits: limits) == expected, sourceLocation: sourceLocation)
    }

    /// The value of `text`, without locations; `nil` if it does not read.
    static func plain(_ text: String, limits: JSONLimits = .default) -> JSONTestValue? {
        (try? JSONReader.parse(text, limits: limits)).map(JSONTestValue.init)
    }

    /// Every location in a parsed tree, in document order: each value, and each key before its
    /// value.
    static func locations(of node: JSONNode) -> [Location] {
        var result = [node.location]
        switch node.value {
        case .array(let elements):
            for element in elements { result += locations(of: element) }
        case .object(let members):
            for member in members { result += [member.keyLocation] + locations(of: member.value) }
        default:
            break
        }
        return result
    }
}

/// A JSON value without locations, built by tests to compare with what the reader read.
indirect enum JSONTestValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTestValue])
    case object([Member])

    struct Member: Equatable {
        let key: String
        let value: JSONTestValue
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(JSONTestValue.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: JSONTestValue($0.value)) })
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast generator whose sequence is fixed by
/// its seed, so that sweeps over random documents test the same documents on every run.
struct SplitMix64Generator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        // The constants are SplitMix64's: the golden-ratio increment and the two mixing multipliers.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An option that takes a value, such as `--out DIR`, in a command's signature.
///
/// The user can write `--out DIR`, `--out=DIR`, or with a short name `-o DIR`. A word after the
/// option that itself looks like an option (`--out --fps`) is not taken as its value: that is
/// almost always a forgotten value, and `--out=-odd-name` remains for the rare real one.
public struct OptionSpec: Sendable {
    /// The long name without dashes ("out"), also the key for reading the value back.
    public let name: String
    /// The single-letter alias (`-o`), if the option is common enough to deserve one.
    public let shortName: Character?
    /// What the value is, as shown in usage and help: "DIR", "N".
    public let valueName: String
    /// One or two sentences for the OPTIONS section of help.
    public let help: String
    /// The word used when the option is absent. Help shows it and the parser uses it, so the
    /// two can't disagree.
    public let defaultValue: String?
    /// The only words accepted, if the value is one of a closed set; help lists them.
    public let allowedValues: [String]?
    /// The numbers accepted, if the value is a number; help shows the range.
    public let range: NumericRange?
    /// Whether every occurrence counts (`--at 0.5 --at 1`) rather than the last one. A repeating
    /// option also splits each value at commas, so `--at 0.5,1` means the same, unless its
    /// values may hold commas themselves (`splitsAtCommas`, false for names); read it with
    /// `ParsedArguments.values(_:as:)`.
    public let isRepeating: Bool
    public let splitsAtCommas: Bool

    public init(
        _ name: String,
        short shortName: Character? = nil,
        valueName: String,
        help: String,
        defaultValue: String? = nil,
        allowedValues: [String]? = nil,
        range: NumericRange? = nil,
        isRepeating: Bool = false,
        splitsAtCommas: Bool = true
    ) {
        precondition(name.isValidLongName, "'\(name)' can't be a long option name")
        precondition(allowedValues?.isEmpty != true, "--\(name) allows no value at all")
        if let allowedValues, let defaultValue {
            let defaults = isRepeating && splitsAtCommas ? defaultValue.splitAtCommas() : [defaultValue]
            precondition(
                defaults.allSatisfy(allowedValues.contains),
                "--\(name) defaults to '\(defaultValue)', which it doesn't allow"
            )
        }
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.range = range
        if let range, let defaultValue {
            precondition(range.accepts(defaultValue), "--\(name) defaults to '\(defaultValue)', outside \(range.summary)")
        }
        self.isRepeating = isRepeating
        self.splitsAtCommas = splitsAtCommas
    }

    /// One value as typed, split at commas where the option's values are.
    func values(in word: String) -> [String] {
        isRepeating && splitsAtCommas ? word.splitAtCommas() : [word]
    }

    /// How help and error messages name the option: "--out".
    var displayName: String { "--" + name }

    /// Whether `spelling` ("--out" or "-o") names this option.
    func isSpelled(_ spelling: String) -> Bool {
        spelling == displayName || shortName.map { spelling == "-\($0)" } == true
    }
}

extension String {
    /// Whether the string works as a long name: not empty, not starting with a dash (the dashes
    /// are added), and without "=", which would be read as the start of an inline value.
    var isValidLongName: Bool {
        !isEmpty && !hasPrefix("-") && !contains("=")
    }

    /// The comma-separated parts, keeping empty ones so that "0.5,,1" fails on the empty
    /// value instead of quietly becoming "0.5,1".
    func splitAtCommas() -> [String] {
        split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}

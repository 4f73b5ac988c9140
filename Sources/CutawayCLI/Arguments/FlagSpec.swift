/// A flag, an option without a value such as `--verbose`, in a command's signature.
public struct FlagSpec: Sendable {
    /// The long name without dashes ("verbose"), also the key for reading the flag back.
    public let name: String
    /// The single-letter alias (`-v`), if the flag is common enough to deserve one.
    public let shortName: Character?
    /// One or two sentences for the OPTIONS section of help.
    public let help: String

    public init(_ name: String, short shortName: Character? = nil, help: String) {
        precondition(name.isValidLongName, "'\(name)' can't be a long flag name")
        self.name = name
        self.shortName = shortName
        self.help = help
    }

    /// How help and error messages name the flag: "--verbose".
    var displayName: String { "--" + name }

    /// Whether `spelling` ("--verbose" or "-v") names this flag.
    func isSpelled(_ spelling: String) -> Bool {
        spelling == displayName || shortName.map { spelling == "-\($0)" } == true
    }

    /// `-h, --help`, which every command accepts; `CommandSignature` adds it so that help lists
    /// it and typos of it get suggestions like any other flag.
    static let help = FlagSpec("help", short: "h", help: "Show help information.")

    /// `--version`, which only the tool itself accepts.
    static let version = FlagSpec("version", help: "Show the version.")
}

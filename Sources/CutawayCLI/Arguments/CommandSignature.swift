/// Everything a command accepts, with the help text for each part, declared as a value.
///
/// One declaration drives both parsing (`parse(_:)`) and the generated help, so the help can't
/// describe an option the parser doesn't know or miss one it does.
///
/// ```swift
/// let render = CommandSignature(
///     name: "render",
///     abstract: "Render scenes to PNG frames.",
///     arguments: [ArgumentSpec("SCENE", help: "A scene file.", isRepeating: true)],
///     options: [OptionSpec("fps", valueName: "N", help: "Frames per second.", defaultValue: "30")],
///     flags: [FlagSpec("verbose", short: "v", help: "Print each frame as it is written.")]
/// )
/// ```
public struct CommandSignature: Sendable {
    /// An example invocation for the EXAMPLES section of help.
    public struct Example: Sendable {
        /// The command line exactly as a user would type it, tool name included.
        public let invocation: String
        /// What the invocation does, one sentence.
        public let help: String

        public init(_ invocation: String, help: String) {
            self.invocation = invocation
            self.help = help
        }
    }

    /// The word that selects the command: "render".
    public let name: String
    /// One line, shown in the tool's list of commands and at the top of the command's help.
    public let abstract: String
    /// Longer explanation for the command's help; lines break paragraphs.
    public let discussion: String
    /// Positional arguments, in the order they are given.
    public let arguments: [ArgumentSpec]
    /// Options that take a value.
    public let options: [OptionSpec]
    /// Flags, ending with the `-h, --help` flag every command has.
    public let flags: [FlagSpec]
    /// Example invocations.
    public let examples: [Example]

    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        flags: [FlagSpec] = [],
        examples: [Example] = []
    ) {
        let flags = flags + [.help]
        Self.validate(name: name, arguments: arguments, options: options, flags: flags)
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.examples = examples
    }

    /// Stops at a declaration the parser couldn't honor. These are programming errors that the
    /// first test run would hit, so trapping beats carrying an error type nobody can handle.
    private static func validate(name: String, arguments: [ArgumentSpec], options: [OptionSpec], flags: [FlagSpec]) {
        precondition(!name.isEmpty && !name.hasPrefix("-"), "'\(name)' can't be a command name")
        let longNames = options.map(\.name) + flags.map(\.name)
        precondition(Set(longNames).count == longNames.count, "'\(name)' declares a long name twice: \(longNames)")
        let shortNames = options.compactMap(\.shortName) + flags.compactMap(\.shortName)
        precondition(Set(shortNames).count == shortNames.count, "'\(name)' declares a short name twice: \(shortNames)")
        let positionalNames = arguments.map(\.name)
        precondition(Set(positionalNames).count == positionalNames.count, "'\(name)' declares an argument twice")
        precondition(
            arguments.dropLast().allSatisfy { !$0.isRepeating },
            "only the last argument of '\(name)' can be repeating"
        )
        precondition(
            !zip(arguments, arguments.dropFirst()).contains { $0.isOptional && !$1.isOptional },
            "a required argument of '\(name)' follows an optional one"
        )
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func flag(named name: String) -> FlagSpec? {
        flags.first { $0.name == name }
    }

    func argument(named name: String) -> ArgumentSpec? {
        arguments.first { $0.name == name }
    }
}

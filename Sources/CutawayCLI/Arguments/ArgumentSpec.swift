/// A positional argument in a command's signature, such as `SCENE...`.
public struct ArgumentSpec: Sendable {
    /// The name shown in usage and help, uppercase by convention ("SCENE"), and the key for
    /// reading the argument back with `ParsedArguments.positional(_:as:)`.
    public let name: String
    /// One or two sentences for the ARGUMENTS section of help.
    public let help: String
    /// Whether the argument takes every remaining word (`SCENE...`). Only the last argument
    /// can, because anything after it could never receive a word.
    public let isRepeating: Bool
    /// Whether the command runs without it (`[DIFF]`). A repeating optional argument accepts
    /// zero words; a required one needs at least one.
    public let isOptional: Bool

    public init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = false) {
        precondition(!name.isEmpty, "an argument needs a name")
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isOptional = isOptional
    }
}

/// A type that can be read from one command-line word.
///
/// Parsing keeps every value as the text the user typed and converts it only when a command asks
/// for it with a type (`ParsedArguments.value(_:as:)`). That keeps declarations free of generic
/// parameters, and puts the type next to the code that uses the value.
public protocol ArgumentValue {
    /// Creates a value from one word, or returns `nil` if the word doesn't describe one.
    init?(argument: String)

    /// What a valid word looks like, phrased to complete "--fps expects …": "a positive integer".
    ///
    /// Error messages quote it, so a user who typed something wrong learns what to type instead.
    static var expectation: String { get }
}

/// Strings are also the path type: the shell has already expanded `~` and globs, and the file
/// system is the only judge of whether a path is good, so there is nothing to check here.
extension String: ArgumentValue {
    public init?(argument: String) {
        self = argument
    }

    public static var expectation: String { "a string" }
}

extension Int: ArgumentValue {
    public init?(argument: String) {
        guard let value = Int(argument) else { return nil }
        self = value
    }

    public static var expectation: String { "an integer" }
}

extension Double: ArgumentValue {
    /// Rejects "inf" and "nan": `Double` parses them, but no time, scale or tolerance means them,
    /// and letting them through would only move the failure somewhere harder to explain.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }

    public static var expectation: String { "a number" }
}

/// Enums with string raw values conform by declaring `ArgumentValue`: the raw values are the words.
///
/// Declare the same words as the option's `allowedValues` (`Format.allCases.map(\.rawValue)`) so
/// that help lists them and the parser rejects others before the command runs.
extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var expectation: String { describeChoices(allCases.map(\.rawValue)) }
}

/// "one of png, ppm": shared by enum conformances and by options with `allowedValues`, so that
/// both kinds of closed sets read the same in error messages.
func describeChoices(_ choices: [String]) -> String {
    "one of " + choices.joined(separator: ", ")
}

/// A command line that doesn't fit the command's signature.
///
/// Each case carries what went wrong as data, so tests and callers can match on it; `message`
/// is the only place that turns a case into words. The tool prints the message with the usage
/// line and exits with `ExitCode.usageError`.
public enum UsageError: Error, Equatable, Sendable {
    /// The first word names no command; `suggestion` is the closest command name, if any is close.
    case unknownCommand(String, suggestion: String?)
    /// A word that looks like an option matches none; `suggestion` is the closest, with dashes.
    case unknownOption(String, suggestion: String?)
    /// An option at the end of the line, or followed by another option, without its value.
    case missingValue(option: String, valueName: String)
    /// A value the option or argument `name` doesn't accept; `expected` completes "expects …".
    case invalidValue(name: String, value: String, expected: String)
    /// A flag given a value with `=`, as in `--verbose=yes`.
    case unexpectedValue(flag: String, value: String)
    /// A required positional argument is missing.
    case missingArgument(String)
    /// A word beyond the last positional argument.
    case unexpectedArgument(String)
    /// A single-value option given twice with different values (`--out a --out b`): which one
    /// was meant is not for the tool to guess.
    case repeatedOption(String, first: String, second: String)
    /// A combination of arguments the command rejects after parsing, such as a start time after
    /// the end time; the command supplies the message.
    case validationFailed(String)

    /// The error in one line, without the "error: " prefix.
    public var message: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            "unknown command '\(name)'" + Self.didYouMean(suggestion)
        case let .unknownOption(spelling, suggestion):
            "unknown option '\(spelling)'" + Self.didYouMean(suggestion)
        case let .missingValue(option, valueName):
            "missing value for \(option) \(valueName)"
        case let .invalidValue(name, value, expected):
            "\(name) expects \(expected); found '\(value)'"
        case let .unexpectedValue(flag, value):
            "\(flag) takes no value; found '\(value)'"
        case let .missingArgument(name):
            "missing argument \(name)"
        case let .unexpectedArgument(word):
            "unexpected argument '\(word)'"
        case let .repeatedOption(option, first, second):
            "\(option) is given twice ('\(first)', then '\(second)'); give it once"
        case let .validationFailed(message):
            message
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }
}

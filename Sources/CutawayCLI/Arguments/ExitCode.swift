/// How a run of the tool ended, as the process's exit status.
///
/// The house codes follow BSD's sysexits(3) where it has one, so that scripts and CI can tell
/// "the images differ" from "called wrongly" from "the input is broken" from "cutaway is broken".
public enum ExitCode: Int32, Sendable {
    /// Everything worked, and any comparison matched.
    case success = 0
    /// A comparison ran and found a difference. Not an error of the tool: the answer is "no".
    case comparisonFailed = 1
    /// The command line was wrong (`EX_USAGE`); the tool printed what and how to call it.
    case usageError = 64
    /// An input file was unreadable or malformed (`EX_DATAERR`).
    case badInput = 65
    /// Cutaway itself failed (`EX_SOFTWARE`): a bug, not something the user can fix.
    case internalFailure = 70
}

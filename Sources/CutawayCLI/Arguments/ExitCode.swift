/// How a run of the tool ended, as the process's exit status.
///
/// The house codes follow BSD's sysexits(3) where it has one, so that scripts and CI can tell
/// "the images differ" from "called wrongly" from "the input is broken" from "the machine said
/// no" from "cutaway is broken".
public enum ExitCode: Int32, Sendable {
    /// Everything worked, and any comparison matched.
    case success = 0
    /// A comparison ran and found a difference. Not an error of the tool: the answer is "no".
    case comparisonFailed = 1
    /// The command line was wrong (`EX_USAGE`); the tool printed what and how to call it.
    case usageError = 64
    /// An input file was malformed, or asked for more than Cutaway's limits allow (`EX_DATAERR`).
    case badInput = 65
    /// An input file does not exist, or is not a file that can be read (`EX_NOINPUT`).
    case noInput = 66
    /// Cutaway itself failed (`EX_SOFTWARE`): a bug, not something the user can fix.
    case internalFailure = 70
    /// An output could not be created: its folder is missing and cannot be made, its name is
    /// too long, or it would replace something Cutaway did not write (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed part way: a full disk, a read-only file system, a device
    /// error (`EX_IOERR`).
    case ioError = 74
    /// The file system refused access (`EX_NOPERM`).
    case permissionDenied = 77
}

import CutawayGoldens
import CutawayRender

/// A command-line tool made of subcommands, like `cutaway render` and `cutaway compare`: it picks
/// the command, handles help and the version, runs the command, and turns every failure into a
/// message and an exit code.
///
/// ```swift
/// let tool = CommandLineTool(name: "cutaway", version: "0.1.0", abstract: "…", subcommands: [render])
/// var output = CommandOutput.standard
/// exit(tool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output).rawValue)
/// ```
///
/// Nothing here touches global state, so tests run the tool in-process with
/// `CommandOutput.capturing()` and compare what it printed.
public struct CommandLineTool: Sendable {
    /// The program's name as users type it: "cutaway".
    public let name: String
    /// Printed by `--version`.
    public let version: String
    /// One line for the top of the tool's help.
    public let abstract: String
    /// The commands, in the order help lists them.
    public let subcommands: [Subcommand]

    public init(name: String, version: String, abstract: String, subcommands: [Subcommand]) {
        let names = subcommands.map(\.signature.name) + [Self.helpSignature.name]
        precondition(Set(names).count == names.count, "\(name) declares a command twice: \(names)")
        self.name = name
        self.version = version
        self.abstract = abstract
        self.subcommands = subcommands
    }

    /// The built-in `help` command, listed and parsed like the others.
    private static let helpSignature = CommandSignature(
        name: "help",
        abstract: "Show help for a command.",
        arguments: [ArgumentSpec("COMMAND", help: "The command to describe; the tool when omitted.", isOptional: true)]
    )

    /// Every command help lists, `help` last.
    var commandSignatures: [CommandSignature] {
        subcommands.map(\.signature) + [Self.helpSignature]
    }

    /// Runs the command that `arguments` (the command line without the program name) select.
    ///
    /// Help and the version go to standard output; errors go to standard error. Without any
    /// command the tool's help goes to standard error with `.usageError`, because a script that
    /// forgot the command is broken, not asking for help.
    public func run(arguments: [String], output: inout CommandOutput) -> ExitCode {
        var words = arguments[...]
        // A leading `--` makes the next word the command even if it starts with a dash.
        let optionsEnded = words.first == "--"
        if optionsEnded {
            words.removeFirst()
        }
        guard let first = words.popFirst() else {
            output.standardError.write(HelpFormatter.help(for: self))
            return .usageError
        }
        let rest = Array(words)
        // `cutaway --help render` reads as `cutaway help render`.
        if first == Self.helpSignature.name || (!optionsEnded && FlagSpec.help.isSpelled(first)) {
            return run(Self.helpSignature, rest, output: &output, body: showHelp)
        }
        if !optionsEnded && first.looksLikeOption {
            return runToolOption(first, rest, output: &output)
        }
        guard let subcommand = subcommands.first(where: { $0.signature.name == first }) else {
            return report(unknownCommand(first), output: &output)
        }
        return run(subcommand.signature, rest, output: &output, body: subcommand.run)
    }

    /// `--version`, or a mistyped option where the command should be.
    private func runToolOption(_ option: String, _ rest: [String], output: inout CommandOutput) -> ExitCode {
        let error: UsageError
        if FlagSpec.version.isSpelled(option) {
            guard let extra = rest.first else {
                output.standardOutput.write(version + "\n")
                return .success
            }
            error = .unexpectedArgument(extra)
        } else {
            let toolFlags = [FlagSpec.version.name, FlagSpec.help.name]
            let suggestion = closestMatch(to: String(option.drop { $0 == "-" }), among: toolFlags)
            error = .unknownOption(option, suggestion: suggestion.map { "--" + $0 })
        }
        return report(error, output: &output)
    }

    /// Parses `words` for `signature` and runs `body`, turning whatever it throws into a message
    /// and an exit code. Help requested anywhere on the line wins over running and over errors.
    private func run(
        _ signature: CommandSignature,
        _ words: [String],
        output: inout CommandOutput,
        body: (ParsedArguments, inout CommandOutput) throws -> ExitCode
    ) -> ExitCode {
        if signature.requestsHelp(words) {
            output.standardOutput.write(HelpFormatter.help(for: signature, toolName: name))
            return .success
        }
        do {
            return try body(signature.parse(words), &output)
        } catch {
            return report(error, of: signature, output: &output)
        }
    }

    /// Prints what `signature`'s command threw, the one way each kind of error is printed, and
    /// returns its exit code. The renderer's and the golden core's errors are data of their
    /// own, turned into a usage error or a failure here.
    private func report(_ error: any Error, of signature: CommandSignature, output: inout CommandOutput) -> ExitCode {
        switch error {
        case let error as UsageError:
            let usage = HelpFormatter.usage(for: signature, toolName: name, label: "usage:")
            return report(error, usage: usage, helpCommand: "\(name) \(signature.name) --help", output: &output)
        case let failure as CommandFailure:
            output.standardError.write("error: \(failure.message)\n")
            return failure.exitCode
        case let error as OutputError:
            return report(CommandFailure(error), of: signature, output: &output)
        case let error as InputFileError:
            return report(CommandFailure("\(error)", exitCode: ExitCode(error)), of: signature, output: &output)
        case let error as GoldenError:
            return report(error.commandLineError, of: signature, output: &output)
        default:
            // Commands turn the failures they expect into CommandFailure; anything else is a bug.
            output.standardError.write("error: internal failure: \(error)\n")
            return .internalFailure
        }
    }

    /// `help [COMMAND]`: the tool's help, or one command's.
    private func showHelp(_ arguments: ParsedArguments, output: inout CommandOutput) throws(UsageError) -> ExitCode {
        guard let commandName = try arguments.positional("COMMAND", as: String.self) else {
            output.standardOutput.write(HelpFormatter.help(for: self))
            return .success
        }
        guard let signature = commandSignatures.first(where: { $0.name == commandName }) else {
            throw unknownCommand(commandName)
        }
        output.standardOutput.write(HelpFormatter.help(for: signature, toolName: name))
        return .success
    }

    private func unknownCommand(_ word: String) -> UsageError {
        .unknownCommand(word, suggestion: closestMatch(to: word, among: commandSignatures.map(\.name)))
    }

    /// Prints a usage error of the tool itself, with the tool's usage line.
    private func report(_ error: UsageError, output: inout CommandOutput) -> ExitCode {
        let usage = HelpFormatter.usage(for: self, label: "usage:")
        return report(error, usage: usage, helpCommand: "\(name) --help", output: &output)
    }

    /// Prints a usage error the one way the tool prints them: the message, the usage line, and
    /// where to read more.
    private func report(
        _ error: UsageError,
        usage: String,
        helpCommand: String,
        output: inout CommandOutput
    ) -> ExitCode {
        output.standardError.write("error: \(error.message)\n\(usage)\nSee '\(helpCommand)'.\n")
        return .usageError
    }
}

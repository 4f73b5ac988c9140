import CutawayCLI
import Foundation

/// `cutaway-fuzz replay`: runs saved inputs again, each in a child process under the ceilings.
enum ReplayCommand {
    static let signature = CommandSignature(
        name: "replay",
        abstract: "Run saved inputs again and say how each ends.",
        discussion: "Each file runs in a child process under the memory and time ceilings, as in a campaign. Prints the outcome, or the failure with the crashed thread's frames; exits with 1 if any input fails.",
        arguments: [
            ArgumentSpec("TARGET", help: "The target the inputs are for: scene, png, apng."),
            ArgumentSpec("FILE", help: "Inputs to replay.", isRepeating: true),
        ],
        options: FuzzTool.ceilingOptions,
        examples: [.init("cutaway-fuzz replay png Tests/Fuzz/Regressions/png/*.png", help: "Replay the PNG regressions:")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        guard let target = try arguments.positional("TARGET", as: FuzzTarget.self) else { throw UsageError.missingArgument("TARGET") }
        let files = try arguments.positionals("FILE", as: String.self)
        guard !files.isEmpty else { throw UsageError.missingArgument("FILE") }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: FuzzTool.executablePath, target: target, ceilings: try FuzzTool.ceilings(arguments))
        } catch {
            throw CommandFailure("\(error)", exitCode: .internalFailure)
        }
        var failed = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure("cannot read \(file)", exitCode: .noInput)
            }
            switch try child.run([UInt8](data)) {
            case .finished(.accepted(let text)):
                print("\(file): accepted (\(text))", to: &output.standardOutput)
            case .finished(.rejected(let text)):
                print("\(file): rejected: \(text)", to: &output.standardOutput)
            case .failed(let failure):
                failed += 1
                print("\(file): FAILED: \(failure.kind.rawValue): \(failure.message)", to: &output.standardOutput)
                for frame in failure.frames.prefix(12) {
                    print("  \(frame.function)" + (frame.location.isEmpty ? "" : " at \(frame.location)"), to: &output.standardOutput)
                }
            }
        }
        return failed == 0 ? .success : .comparisonFailed
    }
}

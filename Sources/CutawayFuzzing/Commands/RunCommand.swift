import CutawayCLI
import Foundation

/// `cutaway-fuzz run`: fuzzes targets for a number of runs or seconds each.
enum RunCommand {
    static let signature = CommandSignature(
        name: "run",
        abstract: "Fuzz targets from a seed, writing new findings minimized.",
        discussion: "Each target's corpus and regressions are replayed, then mutated inputs are run in a child process under the memory and time ceilings. A crash, trap or ceiling reached is a finding: it is minimized and written with a description to the findings folder. Failures like a pending regression's (pending.txt in the regressions folder) are counted as known. With --runs the whole run is deterministic. Prints one line per target; exits with 1 if there are new findings.",
        arguments: [ArgumentSpec("TARGET", help: "Targets to fuzz: scene, png, apng; all three when omitted.", isRepeating: true, isOptional: true)],
        options: [
            OptionSpec("runs", valueName: "N", help: "Mutated inputs per target (1000 when neither --runs nor --seconds is given)."),
            OptionSpec("seconds", valueName: "N", help: "Fuzz each target for this long instead."),
            OptionSpec("seed", valueName: "S", help: "The seed: the same seed and runs make the same inputs.", defaultValue: "1"),
            OptionSpec("corpus", valueName: "DIR", help: "Seed inputs, in a folder per target.", defaultValue: "Tests/Fuzz/Corpus"),
            OptionSpec("regressions", valueName: "DIR", help: "Inputs that once failed, in a folder per target, and pending.txt.", defaultValue: "Tests/Fuzz/Regressions"),
            OptionSpec("findings", valueName: "DIR", help: "Where new findings go, in a folder per target.", defaultValue: "out/fuzz"),
        ] + FuzzTool.ceilingOptions,
        examples: [
            .init("cutaway-fuzz run --runs 1000", help: "What Scripts/test runs, with its own counts:"),
            .init("cutaway-fuzz run png --seconds 600 --seed 7", help: "Ten minutes on the PNG decoder from another seed:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        let named = try arguments.positionals("TARGET", as: FuzzTarget.self)
        let targets = named.isEmpty ? FuzzTarget.fuzzed : named
        let runs = try arguments.value("runs", as: PositiveInt.self)?.value
        let seconds = try arguments.value("seconds", as: Double.self)
        let length: FuzzCampaign.Length
        switch (runs, seconds) {
        case (.some, .some): throw UsageError.validationFailed("give --runs or --seconds, not both")
        case (_, .some(let seconds)) where seconds <= 0: throw UsageError.invalidValue(name: "--seconds", value: "\(seconds)", expected: "a positive number")
        case (_, .some(let seconds)): length = .seconds(seconds)
        case (let runs, nil): length = .runs(runs ?? 1000)
        }
        guard let seed = try arguments.value("seed", as: Int.self), seed >= 0 else {
            throw UsageError.invalidValue(name: "--seed", value: try arguments.value("seed", as: String.self) ?? "", expected: "a non-negative integer")
        }
        let corpus = URL(fileURLWithPath: try arguments.value("corpus", as: String.self) ?? "Tests/Fuzz/Corpus")
        let regressions = URL(fileURLWithPath: try arguments.value("regressions", as: String.self) ?? "Tests/Fuzz/Regressions")
        let findings = URL(fileURLWithPath: try arguments.value("findings", as: String.self) ?? "out/fuzz")
        let pending: PendingRegressions
        do {
            pending = try PendingRegressions(contentsOf: regressions.appendingPathComponent("pending.txt"))
        } catch {
            throw CommandFailure("cannot read \(regressions.appendingPathComponent("pending.txt").relativePath): \(error)", exitCode: .noInput)
        }
        let ceilings = try FuzzTool.ceilings(arguments)

        var foundAny = false
        for target in targets {
            let campaign = FuzzCampaign(
                target: target, seed: UInt64(seed), length: length,
                corpus: CorpusFolder(url: corpus.appendingPathComponent(target.rawValue), fileExtension: target.fileExtension),
                regressions: CorpusFolder(url: regressions.appendingPathComponent(target.rawValue), fileExtension: target.fileExtension),
                pending: pending, findingsFolder: findings.appendingPathComponent(target.rawValue), ceilings: ceilings,
                executable: FuzzTool.executablePath)
            let summary: FuzzCampaign.Summary
            do {
                summary = try campaign.run { print("finding: \($0)", to: &output.standardError) }
            } catch {
                throw CommandFailure("fuzz \(target.rawValue): \(error)", exitCode: .internalFailure)
            }
            print(summary.line, to: &output.standardOutput)
            for note in summary.notes { print("note: \(note)", to: &output.standardError) }
            foundAny = foundAny || !summary.findings.isEmpty
        }
        return foundAny ? .comparisonFailed : .success
    }
}

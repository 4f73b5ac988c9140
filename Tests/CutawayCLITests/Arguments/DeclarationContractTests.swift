import CutawayCLI
import Testing

/// Declarations the parser couldn't honor, and reads of names that were never declared, are
/// programming errors: they stop the program rather than surface as a user's usage error.
@Suite("Programming errors trap")
struct DeclarationContractTests {
    @Test func longNameDeclaredTwice() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(name: "x", abstract: "", flags: [FlagSpec("help", help: "")])
        }
    }

    @Test func shortNameDeclaredTwice() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(
                name: "x",
                abstract: "",
                options: [OptionSpec("out", short: "o", valueName: "DIR", help: "")],
                flags: [FlagSpec("overwrite", short: "o", help: "")]
            )
        }
    }

    @Test func repeatingArgumentBeforeAnother() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(
                name: "x",
                abstract: "",
                arguments: [ArgumentSpec("SOURCE", help: "", isRepeating: true), ArgumentSpec("DESTINATION", help: "")]
            )
        }
    }

    @Test func requiredArgumentAfterOptional() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(
                name: "x",
                abstract: "",
                arguments: [ArgumentSpec("A", help: "", isOptional: true), ArgumentSpec("B", help: "")]
            )
        }
    }

    @Test func defaultOutsideAllowedValues() async {
        await #expect(processExitsWith: .failure) {
            _ = OptionSpec("scale", valueName: "N", help: "", defaultValue: "4", allowedValues: ["1", "2"])
        }
    }

    @Test func commandNamedHelp() async {
        await #expect(processExitsWith: .failure) {
            let help = CommandSignature(name: "help", abstract: "")
            _ = CommandLineTool(name: "t", version: "1", abstract: "", subcommands: [Subcommand(help) { _, _ in .success }])
        }
    }

    @Test func readingAnUndeclaredName() async {
        await #expect(processExitsWith: .failure) {
            _ = try ArgumentTestFixtures.render.parse(["a.swift"]).value("ot", as: String.self)
        }
    }

    @Test func readingARepeatingOptionAsOneValue() async {
        await #expect(processExitsWith: .failure) {
            _ = try ArgumentTestFixtures.render.parse(["a.swift"]).value("at", as: Double.self)
        }
    }
}

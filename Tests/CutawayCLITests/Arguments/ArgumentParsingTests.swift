import CutawayCLI
import Testing

@Suite("Parsing a command line")
struct ArgumentParsingTests {
    let render = ArgumentTestFixtures.render
    let compare = ArgumentTestFixtures.compare
    let bare = CommandSignature(name: "list", abstract: "List the built-in examples.")

    // MARK: Edge cases

    @Test func emptyCommandLineWithoutRequiredArguments() throws {
        let arguments = try bare.parse([])
        #expect(arguments.flag("help") == false)
    }

    @Test func emptyCommandLineMissesTheRequiredArgument() {
        #expect(throws: UsageError.missingArgument("SCENE")) { try render.parse([]) }
    }

    @Test func onlyDoubleDashIsNoArgumentAtAll() throws {
        _ = try bare.parse(["--"])
        #expect(throws: UsageError.missingArgument("SCENE")) { try render.parse(["--"]) }
    }

    @Test func optionAtTheEndWithoutValue() {
        #expect(throws: UsageError.missingValue(option: "--out", valueName: "DIR")) {
            try render.parse(["a.swift", "--out"])
        }
        #expect(throws: UsageError.missingValue(option: "--out", valueName: "DIR")) {
            try render.parse(["a.swift", "-o"])
        }
    }

    @Test func aSingleValueOptionGivenTwiceWithAnotherValueIsAUsageError() throws {
        #expect(throws: UsageError.repeatedOption("--out", first: "a", second: "b")) {
            try render.parse(["a.swift", "--out", "a", "-o", "b"])
        }
        #expect(UsageError.repeatedOption("--out", first: "a", second: "b").message == "--out is given twice ('a', then 'b'); give it once")
        // The same value twice says one thing.
        let same = try render.parse(["a.swift", "--out", "a", "--out=a"])
        #expect(try same.value("out", as: String.self) == "a")
    }

    @Test func optionFollowedByAnotherOptionHasNoValue() {
        #expect(throws: UsageError.missingValue(option: "--out", valueName: "DIR")) {
            try render.parse(["a.swift", "--out", "--fps", "24"])
        }
        #expect(throws: UsageError.missingValue(option: "--fps", valueName: "N")) {
            try render.parse(["a.swift", "--fps", "-v"])
        }
        #expect(throws: UsageError.missingValue(option: "--out", valueName: "DIR")) {
            try render.parse(["a.swift", "--out", "--"])
        }
    }

    @Test func emptyInlineValueIsAValue() throws {
        #expect(try render.parse(["a.swift", "--out="]).value("out", as: String.self) == "")
    }

    // MARK: Options

    @Test(arguments: [
        ["--out", "frames"],
        ["--out=frames"],
        ["-o", "frames"],
        ["-o=frames"],
    ])
    func everySpellingOfAnOption(spelling: [String]) throws {
        let arguments = try render.parse(["a.swift"] + spelling)
        #expect(try arguments.value("out", as: String.self) == "frames")
    }

    @Test func inlineValueKeepsLaterEqualsSigns() throws {
        #expect(try render.parse(["a.swift", "--out=a=b"]).value("out", as: String.self) == "a=b")
    }

    @Test func absentOptionHasItsDefault() throws {
        let arguments = try render.parse(["a.swift"])
        #expect(try arguments.value("out", as: String.self) == "out")
        #expect(try arguments.value("scale", as: Int.self) == 1)
        #expect(try arguments.value("fps", as: PositiveInt.self)?.value == 30)
        #expect(try arguments.value("format", as: ArgumentTestFixtures.ImageFormat.self) == .png)
    }

    @Test func absentOptionWithoutDefaultIsNil() throws {
        let signature = CommandSignature(
            name: "list",
            abstract: "",
            options: [OptionSpec("filter", valueName: "TEXT", help: "")]
        )
        #expect(try signature.parse([]).value("filter", as: String.self) == nil)
    }

    @Test(arguments: [
        (["--at", "0.5", "--at", "1"], [0.5, 1]),
        (["--at", "0.5,1.0"], [0.5, 1]),
        (["--at=0.5,1", "--at", "2"], [0.5, 1, 2]),
        (["--at", "2", "--at", "0,1"], [2, 0, 1]),
        (["--at", "-1", "--at", "-.5"], [-1, -0.5]),
        ([], []),
    ])
    func repeatsAndCommaListsCollectInOrder(words: [String], times: [Double]) throws {
        #expect(try render.parse(["a.swift"] + words).values("at", as: Double.self) == times)
    }

    @Test func repeatingOptionDefaultSplitsAtCommas() throws {
        let signature = CommandSignature(
            name: "sample",
            abstract: "",
            options: [OptionSpec("at", valueName: "T", help: "", defaultValue: "0,1", isRepeating: true)]
        )
        #expect(try signature.parse([]).values("at", as: Double.self) == [0, 1])
        #expect(try signature.parse(["--at", "2"]).values("at", as: Double.self) == [2])
    }

    @Test func allowedValuesAreCheckedWhileParsing() throws {
        #expect(try render.parse(["a.swift", "--scale", "3"]).value("scale", as: Int.self) == 3)
        #expect(throws: UsageError.invalidValue(name: "--scale", value: "4", expected: "one of 1, 2, 3")) {
            try render.parse(["a.swift", "--scale", "4"])
        }
        #expect(throws: UsageError.invalidValue(name: "--format", value: "jpeg", expected: "one of png, ppm")) {
            try render.parse(["a.swift", "--format=jpeg"])
        }
    }

    @Test func allowedValuesApplyToEveryListElement() {
        let signature = CommandSignature(
            name: "sample",
            abstract: "",
            options: [OptionSpec("channel", valueName: "C", help: "", allowedValues: ["r", "g", "b"], isRepeating: true)]
        )
        #expect(throws: UsageError.invalidValue(name: "--channel", value: "a", expected: "one of r, g, b")) {
            try signature.parse(["--channel", "r,a"])
        }
    }

    @Test func valuesAreConvertedWhenRead() throws {
        let arguments = try render.parse(["a.swift", "--fps", "abc", "--at", "0.5,x"])
        #expect(throws: UsageError.invalidValue(name: "--fps", value: "abc", expected: "a positive integer")) {
            try arguments.value("fps", as: PositiveInt.self)
        }
        #expect(throws: UsageError.invalidValue(name: "--at", value: "x", expected: "a number")) {
            try arguments.values("at", as: Double.self)
        }
    }

    @Test func emptyListElementIsInvalidRatherThanSkipped() throws {
        let arguments = try render.parse(["a.swift", "--at", "0.5,,1"])
        #expect(throws: UsageError.invalidValue(name: "--at", value: "", expected: "a number")) {
            try arguments.values("at", as: Double.self)
        }
    }

    // MARK: Flags

    @Test func flagsAreFalseUnlessGiven() throws {
        #expect(try render.parse(["a.swift"]).flag("verbose") == false)
        #expect(try render.parse(["a.swift", "--verbose"]).flag("verbose"))
        #expect(try render.parse(["-v", "a.swift", "-v"]).flag("verbose"))
    }

    @Test func flagWithInlineValue() {
        #expect(throws: UsageError.unexpectedValue(flag: "--verbose", value: "yes")) {
            try render.parse(["a.swift", "--verbose=yes"])
        }
        #expect(throws: UsageError.unexpectedValue(flag: "--verbose", value: "")) {
            try render.parse(["a.swift", "-v="])
        }
    }

    // MARK: Unknown options

    @Test(arguments: [
        ("--fsp", "--fps"),
        ("--scael", "--scale"),
        ("--ot", "--out"),
        ("-fps", "--fps"),
        ("--FPS", "--fps"),
        ("--verbos", "--verbose"),
        ("--hlep", "--help"),
    ])
    func unknownOptionSuggestsTheClosestName(typed: String, suggestion: String) {
        #expect(throws: UsageError.unknownOption(typed, suggestion: suggestion)) {
            try render.parse(["a.swift", typed])
        }
    }

    @Test(arguments: ["--bogus", "-x", "--in", "--frames-per-second"])
    func unknownOptionWithoutCloseName(typed: String) {
        #expect(throws: UsageError.unknownOption(typed, suggestion: nil)) {
            try render.parse(["a.swift", typed])
        }
    }

    @Test func unknownOptionIsNamedWithoutItsInlineValue() {
        #expect(throws: UsageError.unknownOption("--scael", suggestion: "--scale")) {
            try render.parse(["a.swift", "--scael=2"])
        }
    }

    // MARK: Positional arguments and `--`

    @Test func optionsAndPositionalsMix() throws {
        let arguments = try render.parse(["a.swift", "--fps", "24", "b.swift", "-v", "c.swift"])
        #expect(try arguments.positionals("SCENE", as: String.self) == ["a.swift", "b.swift", "c.swift"])
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try render.parse(["a.swift", "--", "--fps", "-v", "--", "-"])
        #expect(try arguments.positionals("SCENE", as: String.self) == ["a.swift", "--fps", "-v", "--", "-"])
        #expect(arguments.flag("verbose") == false)
        #expect(try arguments.value("fps", as: Int.self) == 30)
    }

    @Test func dashAndNegativeNumbersArePositional() throws {
        let arguments = try render.parse(["-", "-1", "-.5"])
        #expect(try arguments.positionals("SCENE", as: String.self) == ["-", "-1", "-.5"])
    }

    @Test func singleArgumentsInOrder() throws {
        let arguments = try compare.parse(["expected.png", "actual.png"])
        #expect(try arguments.positional("EXPECTED", as: String.self) == "expected.png")
        #expect(try arguments.positional("ACTUAL", as: String.self) == "actual.png")
        #expect(try arguments.positional("DIFF", as: String.self) == nil)
        #expect(try compare.parse(["e", "a", "d"]).positional("DIFF", as: String.self) == "d")
    }

    @Test func missingPositional() {
        #expect(throws: UsageError.missingArgument("EXPECTED")) { try compare.parse(["--quiet"]) }
        #expect(throws: UsageError.missingArgument("ACTUAL")) { try compare.parse(["expected.png"]) }
    }

    @Test func tooManyPositionals() {
        #expect(throws: UsageError.unexpectedArgument("extra")) {
            try compare.parse(["e", "a", "d", "extra", "more"])
        }
        #expect(throws: UsageError.unexpectedArgument("-1")) { try bare.parse(["-1"]) }
    }

    @Test func optionalRepeatingArgumentAcceptsNothing() throws {
        let signature = CommandSignature(
            name: "list",
            abstract: "",
            arguments: [ArgumentSpec("PATTERN", help: "", isRepeating: true, isOptional: true)]
        )
        #expect(try signature.parse([]).positionals("PATTERN", as: String.self) == [])
    }

    @Test func positionalsAreConvertedWhenRead() throws {
        let arguments = try compare.parse(["expected.png", "actual.png"])
        #expect(throws: UsageError.invalidValue(name: "EXPECTED", value: "expected.png", expected: "an integer")) {
            try arguments.positional("EXPECTED", as: Int.self)
        }
    }

    // MARK: Help

    @Test func helpIsAFlagOfEveryCommand() throws {
        #expect(try bare.parse(["-h"]).flag("help"))
        #expect(try render.parse(["a.swift", "--help"]).flag("help"))
    }
}

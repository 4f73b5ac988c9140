import CutawayCLI
import Testing

@Suite("Usage error messages")
struct UsageErrorTests {
    @Test(arguments: [
        (UsageError.unknownCommand("rendr", suggestion: "render"), "unknown command 'rendr'. Did you mean 'render'?"),
        (.unknownCommand("publish", suggestion: nil), "unknown command 'publish'"),
        (.unknownOption("--scael", suggestion: "--scale"), "unknown option '--scael'. Did you mean '--scale'?"),
        (.unknownOption("-x", suggestion: nil), "unknown option '-x'"),
        (.missingValue(option: "--out", valueName: "DIR"), "missing value for --out DIR"),
        (.invalidValue(name: "--scale", value: "4", expected: "one of 1, 2, 3"), "--scale expects one of 1, 2, 3; found '4'"),
        (.invalidValue(name: "--fps", value: "abc", expected: "a positive integer"), "--fps expects a positive integer; found 'abc'"),
        (.invalidValue(name: "SCENE", value: "", expected: "a string"), "SCENE expects a string; found ''"),
        (.unexpectedValue(flag: "--verbose", value: "yes"), "--verbose takes no value; found 'yes'"),
        (.missingArgument("SCENE"), "missing argument SCENE"),
        (.unexpectedArgument("extra"), "unexpected argument 'extra'"),
        (.validationFailed("--from must come before --to"), "--from must come before --to"),
    ])
    func message(of error: UsageError, is expected: String) {
        #expect(error.message == expected)
    }
}

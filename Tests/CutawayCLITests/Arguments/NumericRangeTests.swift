import Testing
@testable import CutawayCLI

/// Numbers past what a scene can mean are usage errors at parse time (exit 64, naming the
/// range), not integer-conversion traps later. The command lines are issue 12's reproducers.
@Suite struct NumericRangeTests {
    @Test(arguments: [
        (["render", "settled-row", "--from", "-1e300"], "--from expects a number from 0 to 3600; found '-1e300'"),
        (["render", "settled-row", "--to", "1e300"], "--to expects a number from 0 to 3600; found '1e300'"),
        (["render", "settled-row", "--fps", "9223372036854775807"], "--fps expects an integer from 1 to 1000; found '9223372036854775807'"),
        (["test", "goldens", "settled-row", "--at", "1e300"], "--at expects a number from 0 to 3600; found '1e300'"),
        (["compare", "settled-row", "settled-row", "--fps", "9223372036854775807"], "--fps expects an integer from 1 to 1000; found '9223372036854775807'"),
        (["sheet", "settled-row", "--at", "0,nan"], "--at expects a number from 0 to 3600; found 'nan'"),
        (["sheet", "settled-row", "--every", "0"], "--every expects an integer from 1 to 100000; found '0'"),
        (["diff", "a.png", "b.png", "--max-diff-pixels", "-1"], "--max-diff-pixels expects an integer from 0 to 1000000000; found '-1'"),
        (["inspect", "settled-row", "--fps", "1001"], "--fps expects an integer from 1 to 1000; found '1001'"),
    ])
    func numbersOutsideTheirRangeAreUsageErrors(arguments: [String], message: String) {
        let result = runTool(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: \(message)\n"), "\(result.standardError)")
    }

    @Test func theEdgesOfARangeAreAccepted() {
        #expect(NumericRange.frameRate.accepts("1") && NumericRange.frameRate.accepts("1000"))
        #expect(!NumericRange.frameRate.accepts("0") && !NumericRange.frameRate.accepts("1000.5"))
        #expect(NumericRange.sceneTime.accepts("0") && NumericRange.sceneTime.accepts("3600") && NumericRange.sceneTime.accepts("1e3"))
        #expect(!NumericRange.sceneTime.accepts("-0.001") && !NumericRange.sceneTime.accepts("inf") && !NumericRange.sceneTime.accepts("3600.0001"))
        #expect(NumericRange.fraction.expectation == "a number from 0 to 1")
    }
}

import CutawaySceneFile
import Testing

@Suite("InterpolatedString")
struct InterpolatedStringTests {
    private func text(
        _ source: String, in scope: ExpressionScope = ExpressionTesting.scope, knownNames: [String] = ["value"]
    ) -> Result<String, ExpressionError> {
        Result(catching: { () throws(ExpressionError) -> String in
            try InterpolatedString.parse(source, knownNames: knownNames).evaluate(in: scope)
        })
    }

    private func expectError(
        _ source: String, at offset: Int?, _ message: String, in scope: ExpressionScope = ExpressionTesting.scope,
        knownNames: [String] = ["value"], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = ExpressionError(expression: source, offset: offset, message: message)
        #expect(text(source, in: scope, knownNames: knownNames) == .failure(expected), sourceLocation: sourceLocation)
    }

    // MARK: Edge cases

    @Test func emptyAndPlainText() throws {
        let empty = try InterpolatedString.parse("")
        #expect(empty.isConstant)
        #expect(try empty.evaluate(in: ExpressionScope()) == "")
        let plain = try InterpolatedString.parse("Footer")
        #expect(plain.isConstant)
        #expect(try plain.evaluate(in: ExpressionScope()) == "Footer")
        #expect(plain.description == "Footer")
        #expect(plain.stateReads == [])
    }

    @Test func justOneExpression() throws {
        let string = try InterpolatedString.parse("{$count}")
        #expect(!string.isConstant)
        #expect(try string.evaluate(in: ExpressionTesting.scope) == "3")
        #expect(string.stateReads == ["count"])
    }

    @Test func doubledBracesAreLiteral() throws {
        #expect(text("{{") == .success("{"))
        #expect(text("}}") == .success("}"))
        #expect(text("a {{b}} c") == .success("a {b} c"))
        #expect(text("{{{$count}}}") == .success("{3}"))
        #expect(text("{{}}") == .success("{}"))
        #expect(try InterpolatedString.parse("{{literal}}").isConstant)
    }

    // MARK: Interpolating

    @Test func theExampleFromTheBrief() {
        let scope = ExpressionScope(state: ["index": .number(2), "total": .number(5)])
        #expect(text("count {$index + 1} of {$total}", in: scope) == .success("count 3 of 5"))
    }

    @Test func theSceneFormatButtonTitle() {
        #expect(text("{$visible ? 'Hide' : 'Show'}") == .success("Hide"))
        #expect(text("{$hidden ? 'Hide' : 'Show'}") == .success("Show"))
    }

    @Test func valuesShowAsText() {
        #expect(text("{value}", in: ExpressionScope(value: .string("x"))) == .success("x"))
        #expect(text("{value}", in: ExpressionScope(value: .number(1.5))) == .success("1.5"))
        #expect(text("{value}", in: ExpressionScope(value: .number(2))) == .success("2"))
        #expect(text("{value}", in: ExpressionScope(value: .bool(true))) == .success("true"))
        #expect(text("{value}", in: ExpressionScope(value: .null)) == .success("null"))
        #expect(text("[{value}]", in: ExpressionScope(value: .array([.number(1), .string("a")]))) == .success("[[1, 'a']]"))
    }

    @Test func bracesInsideQuotedStringsBelongToTheExpression() {
        #expect(text("{'}'}") == .success("}"))
        #expect(text("{'{{'}") == .success("{{"))
        #expect(text(#"{'it\'s }'}"#) == .success("it's }"))
        #expect(text(#"{'\\'} and {'}'}"#) == .success(#"\ and }"#))
        #expect(text("{$visible ? '}' : '{'}!") == .success("}!"))
    }

    @Test func textAroundAndBetweenExpressions() {
        #expect(text("é {$count}{$index}→{$title}!") == .success("é 31→Hide!"))
    }

    @Test func stateReadsAcrossSegments() throws {
        #expect(try InterpolatedString.parse("{$a} {$b} {$a + $c}").stateReads == ["a", "b", "c"])
    }

    @Test func checkingStateReads() throws {
        let string = try InterpolatedString.parse("{$count} of {$totl}")
        try InterpolatedString.parse("{$count} of {$total}").checkStateReads(declared: ["count", "total"])
        #expect(
            throws: ExpressionError(
                expression: "{$count} of {$totl}", offset: 13, message: "unknown state 'totl'; did you mean 'total'?")
        ) { try string.checkStateReads(declared: ["count", "total"]) }
    }

    @Test func equality() throws {
        #expect(try InterpolatedString.parse("a {$b}") == InterpolatedString.parse("a {$b}"))
        #expect(try InterpolatedString.parse("a {$b}") != InterpolatedString.parse("a {$c}"))
    }

    // MARK: Pure expressions

    @Test func stringsStartingWithADollarAreWholeExpressions() {
        #expect(InterpolatedString.isPureExpression("$visible ? $samples[$index] : null"))
        #expect(InterpolatedString.isPureExpression("$title"))
        #expect(InterpolatedString.isPureExpression("$"))
        #expect(!InterpolatedString.isPureExpression(""))
        #expect(!InterpolatedString.isPureExpression(" $title"))
        #expect(!InterpolatedString.isPureExpression("{$title}"))
        #expect(!InterpolatedString.isPureExpression("Costs $5"))
        #expect(text("{'$'}5 off") == .success("$5 off"))
    }

    // MARK: Errors, located in the whole text

    @Test func unmatchedBraces() {
        expectError("a }", at: 2, "unmatched '}'; write '}}' for a literal brace")
        expectError("{$count}}", at: 8, "unmatched '}'; write '}}' for a literal brace")
        expectError("a {b", at: 2, "unterminated '{'; write '{{' for a literal brace")
        expectError("{'}", at: 0, "unterminated '{'; write '{{' for a literal brace")
        expectError("{}", at: 0, "empty '{}'; write '{{}}' for literal braces")
        expectError("x { \n }", at: 2, "empty '{}'; write '{{}}' for literal braces")
    }

    @Test func expressionErrorsCountFromTheStartOfTheText() {
        expectError("x {$count +}", at: 11, "expected an expression, found '}'")
        expectError("{$count $index}", at: 8, "expected an operator or '}', found '$index'")
        expectError("ab {visible}", at: 4, "unknown name 'visible'; state is read with '$', as in '$visible'")
        expectError("n = {$samples[3]}", at: 14, "index 3 is out of range for an array of 3 elements")
        expectError("é {$zzz}", at: 3, "unknown state 'zzz'")
        expectError("e\u{301} {$zzz}", at: 4, "unknown state 'zzz'")
        expectError("{1} {2 # 3}", at: 7, "unexpected character '#'")
        expectError("{{ {(1}", at: 6, "expected ')' to close the '(' at offset 4, found '}'")
        expectError("{value}", at: 1, "'value' names the current element only inside the content of AnimatedPresence or ForEach", knownNames: [])
    }

    @Test func eachExpressionIsLimitedTo4096Scalars() {
        let longest = "1" + String(repeating: " ", count: 4095)
        #expect(text("a {\(longest)}") == .success("a 1"))
        expectError("a {\(longest) }", at: 2, "expression longer than 4096 characters")
        // The text around expressions is not limited.
        let long = String(repeating: "x", count: 10_000)
        #expect(text(long + "{1}") == .success(long + "1"))
    }

    @Test func interpolationChecksTheLengthBeforeItAppends() {
        // 2 × 40,000 = 80,000 bytes, past SceneBudget's default 65,536; the failure is at the
        // second expression, whose value would pass it.
        let scope = ExpressionScope(state: ["s": .string(String(repeating: "x", count: 40_000))])
        #expect(text("{$s}{$s}", in: scope) == .failure(ExpressionError(
            expression: "{$s}{$s}", offset: 5,
            message: "the interpolation would make a string of 80,000 bytes; a scene's strings may be at most 65,536 bytes long",
            exceededLimit: .stringLength)))
        let half = ExpressionScope(state: ["s": .string(String(repeating: "x", count: 32_768))])
        #expect(text("{$s}{$s}", in: half) == .success(String(repeating: "x", count: 65_536)))
    }

    @Test func interpolatedArraysAreWrittenOutWithinTheLimit() {
        // 20,000 elements written "'xxx', " are 140,000 bytes: the writing stops at the limit.
        let scope = ExpressionScope(state: ["a": .array(Array(repeating: .string("xxx"), count: 20_000))])
        guard case .failure(let error) = text("{$a}", in: scope) else {
            Issue.record("an array written out past the limit was accepted")
            return
        }
        #expect(error.exceededLimit == .stringLength)
    }
}

import CutawaySceneFile
import Testing

/// Precedence and associativity, computed by hand, and the syntax errors.
@Suite("Expressions: grammar")
struct ExpressionParserTests {
    // MARK: Precedence and associativity

    @Test(arguments: [
        // Multiplication binds tighter than addition; both associate left.
        ("1 + 2 * 3", ExpressionValue.number(7)),
        ("(1 + 2) * 3", .number(9)),
        ("10 - 4 - 3", .number(3)),
        ("10 - (4 - 3)", .number(9)),
        ("1 - 2 + 3", .number(2)),
        ("100 / 10 / 5", .number(2)),
        ("12 / 4 * 3", .number(9)),
        ("2 * 3 % 4", .number(2)),
        ("7 % 4 * 2", .number(6)),
        ("10 - 2 * 3 - 1", .number(3)),
        ("1 + 8 / 4 / 2", .number(2)),
        // Unary operators bind tighter than binary ones, and looser than indexing.
        ("-2 * 3", .number(-6)),
        ("2 * -3", .number(-6)),
        ("- 2 - -3", .number(1)),
        ("--3", .number(3)),
        ("-$grid[1][0]", .number(-3)),
        ("!$hidden && $hidden", .bool(false)),
        ("!($hidden && $hidden)", .bool(true)),
        ("!!true", .bool(true)),
        ("!true == false", .bool(true)),
        // Arithmetic binds tighter than comparison, comparison tighter than && and ||.
        ("1 + 2 == 3", .bool(true)),
        ("2 * 3 > 5 && 1 > 2", .bool(false)),
        ("1 == 1 && 2 == 2", .bool(true)),
        ("(1 < 2) == (3 < 4)", .bool(true)),
        ("'a' + 'b' == 'ab'", .bool(true)),
        // && binds tighter than ||.
        ("true || false && false", .bool(true)),
        ("false && true || true", .bool(true)),
        ("false && (true || true)", .bool(false)),
        ("(true || false) && false", .bool(false)),
        // The conditional is loosest, and associates right.
        ("true ? 1 : 2 + 10", .number(1)),
        ("false ? 1 : 2 + 10", .number(12)),
        ("true || false ? 'a' : 'b'", .string("a")),
        ("false ? 1 : false ? 2 : 3", .number(3)),
        ("false ? 1 : true ? 2 : 3", .number(2)),
        ("true ? 1 : false ? 2 : 3", .number(1)),
        ("true ? false ? 1 : 2 : 3", .number(2)),
        ("(false ? true : false) ? 1 : 2", .number(2)),
        ("$visible ? $samples[$index] : null", .string("A much longer change.")),
        ("$hidden ? $samples[$index] : null", .null),
        // String concatenation associates left, so numbers join at the point they meet a string.
        ("'a' + 1 + 2", .string("a12")),
        ("1 + 2 + 'a'", .string("3a")),
        ("1 + (2 + 'a')", .string("12a")),
        // Indexing chains and takes any expression.
        ("$grid[0][1]", .number(2)),
        ("$grid[$index][$index - 1]", .number(3)),
        ("$samples[$count - 1]", .string("Third.")),
        ("$samples[$visible ? 0 : 1]", .string("Short change.")),
        ("($samples)[0]", .string("Short change.")),
    ])
    func precedenceAndAssociativity(source: String, expected: ExpressionValue) {
        ExpressionTesting.expectValue(source, expected)
    }

    // MARK: Names

    @Test func valueIsTheCurrentElement() {
        let scope = ExpressionScope(value: .string("Short"))
        ExpressionTesting.expectValue("value", .string("Short"), in: scope)
        ExpressionTesting.expectValue("value + '!'", .string("Short!"), in: scope)
        ExpressionTesting.expectValue("value == null", .bool(true), in: ExpressionScope(value: .null))
    }

    @Test func otherKnownNames() throws {
        let expression = try Expression.parse("item", knownNames: ["value", "item"])
        #expect(throws: ExpressionError(expression: "item", offset: 0, message: "'item' has no value here")) {
            try expression.evaluate(in: ExpressionScope(value: .null))
        }
    }

    @Test func unknownBareNames() {
        ExpressionTesting.expectError(
            "visible ? 'Hide' : 'Show'", at: 0, "unknown name 'visible'; state is read with '$', as in '$visible'")
        ExpressionTesting.expectError("valeu", at: 0, "unknown name 'valeu'; did you mean 'value'?")
        ExpressionTesting.expectError("values[0]", at: 0, "unknown name 'values'; did you mean 'value'?")
        ExpressionTesting.expectError("ture", at: 0, "unknown name 'ture'; did you mean 'true'?")
        ExpressionTesting.expectError("True", at: 0, "unknown name 'True'; did you mean 'true'?")
        ExpressionTesting.expectError("1 == nil", at: 5, "unknown name 'nil'; did you mean 'null'?")
        ExpressionTesting.expectError("NULL", at: 0, "unknown name 'NULL'; did you mean 'null'?")
        ExpressionTesting.expectError(
            "value", at: 0, "'value' names the current element only inside the content of AnimatedPresence or ForEach",
            knownNames: [])
        ExpressionTesting.expectError("item", at: 0, "unknown name 'item'; did you mean 'items'?", knownNames: ["items"])
    }

    // MARK: Syntax errors

    @Test func emptyExpressions() {
        ExpressionTesting.expectError("", at: nil, "empty expression")
        ExpressionTesting.expectError(" \n\t", at: nil, "empty expression")
    }

    @Test func missingOperands() {
        ExpressionTesting.expectError("1 +", at: 3, "expected an expression, found the end of the expression")
        ExpressionTesting.expectError("+1", at: 0, "expected an expression, found '+'")
        ExpressionTesting.expectError(")", at: 0, "expected an expression, found ')'")
        ExpressionTesting.expectError("1 * * 2", at: 4, "expected an expression, found '*'")
        ExpressionTesting.expectError("!", at: 1, "expected an expression, found the end of the expression")
        ExpressionTesting.expectError("()", at: 1, "expected an expression, found ')'")
        ExpressionTesting.expectError("$samples[]", at: 9, "expected an expression, found ']'")
        ExpressionTesting.expectError("true ? : 1", at: 7, "expected an expression, found ':'")
    }

    @Test func missingOperators() {
        ExpressionTesting.expectError("1 2", at: 2, "expected an operator or the end of the expression, found '2'")
        ExpressionTesting.expectError("$index $count", at: 7, "expected an operator or the end of the expression, found '$count'")
        ExpressionTesting.expectError(
            "'abc' 'def'", at: 6, "expected an operator or the end of the expression, found the string 'def'")
        ExpressionTesting.expectError("12px", at: 2, "expected an operator or the end of the expression, found 'px'")
        ExpressionTesting.expectError("(1))", at: 3, "expected an operator or the end of the expression, found ')'")
        ExpressionTesting.expectError("1 ]", at: 2, "expected an operator or the end of the expression, found ']'")
        ExpressionTesting.expectError("1 :", at: 2, "expected an operator or the end of the expression, found ':'")
    }

    @Test func unclosedBrackets() {
        ExpressionTesting.expectError(
            "(1 + 2", at: 6, "expected ')' to close the '(' at offset 0, found the end of the expression")
        ExpressionTesting.expectError("2 * ((1 + 2) 3", at: 13, "expected ')' to close the '(' at offset 4, found '3'")
        ExpressionTesting.expectError("$samples[0", at: 10, "expected ']' after the index, found the end of the expression")
        ExpressionTesting.expectError("$samples[0)", at: 10, "expected ']' after the index, found ')'")
    }

    @Test func incompleteConditionals() {
        ExpressionTesting.expectError("$visible ? 1", at: 12, "expected ':' in a conditional expression")
        ExpressionTesting.expectError("$visible ? 1 2", at: 13, "expected ':' in a conditional expression")
        ExpressionTesting.expectError("$visible ? 1 :", at: 14, "expected an expression, found the end of the expression")
        ExpressionTesting.expectError("$visible ?", at: 10, "expected an expression, found the end of the expression")
        ExpressionTesting.expectError(": 1", at: 0, "expected an expression, found ':'")
    }

    @Test func comparisonsDoNotChain() {
        ExpressionTesting.expectError("1 < 2 < 3", at: 6, "comparisons cannot be chained; add parentheses")
        ExpressionTesting.expectError("1 == 2 != true", at: 7, "comparisons cannot be chained; add parentheses")
        ExpressionTesting.expectError("1 < 2 == true", at: 6, "comparisons cannot be chained; add parentheses")
        ExpressionTesting.expectValue("(1 < 2) == true", .bool(true))
        ExpressionTesting.expectValue("1 < 2 && 2 < 3", .bool(true))
    }

    // MARK: Nesting

    /// Each opener nests one level at the character `nestsAt` within it.
    @Test(arguments: [
        ("(", "1", ")", 0),
        ("!", "true", "", 0),
        ("-", "1", "", 0),
        ("$zero[", "0", "]", 5),
        ("false ? 0 : ", "1", "", 6),
    ])
    func nestingIsLimitedTo64Levels(opener: String, operand: String, closer: String, nestsAt: Int) {
        let nested = { (depth: Int) in
            String(repeating: opener, count: depth) + operand + String(repeating: closer, count: depth)
        }
        let scope = ExpressionScope(state: ["zero": .array([.number(0)])])
        guard case .success = ExpressionTesting.result(nested(64), in: scope) else {
            Issue.record("64 levels of \(opener) failed: \(ExpressionTesting.result(nested(64), in: scope))")
            return
        }
        ExpressionTesting.expectError(
            nested(65), at: 64 * opener.count + nestsAt, "nesting deeper than 64 levels", in: scope)
    }

    @Test func mixedNestingAddsUp() {
        let mixed = String(repeating: "(-!", count: 21) + "((true" + String(repeating: ")", count: 23)
        ExpressionTesting.expectError(mixed, at: 64, "nesting deeper than 64 levels")
        let fits = String(repeating: "(!", count: 32) + "true" + String(repeating: ")", count: 32)
        ExpressionTesting.expectValue(fits, .bool(true))
    }

    @Test func longFlatChainsAreNotNesting() {
        let sum = Array(repeating: "1", count: 2048).joined(separator: "+")
        #expect(sum.count == 4095)
        ExpressionTesting.expectValue(sum, .number(2048))
        let text = Array(repeating: "'a'", count: 1024).joined(separator: "+")
        ExpressionTesting.expectValue(text, .string(String(repeating: "a", count: 1024)))
    }
}

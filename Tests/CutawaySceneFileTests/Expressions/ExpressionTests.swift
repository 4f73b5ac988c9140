import CutawaySceneFile
import Testing

@Suite("Expression")
struct ExpressionTests {
    // MARK: Edge cases

    @Test func oneToken() throws {
        #expect(try Expression.parse("1").evaluate(in: ExpressionScope()) == .number(1))
        #expect(try Expression.parse("$a").stateReads == ["a"])
        #expect(try Expression.parse("null").stateReads == [])
    }

    @Test func unknownStateIsFineWhenParsing() throws {
        let expression = try Expression.parse("$notDeclaredYet + 1")
        #expect(expression.stateReads == ["notDeclaredYet"])
    }

    @Test func descriptionIsTheSource() throws {
        #expect(try Expression.parse(" $a +  1 ").description == " $a +  1 ")
    }

    @Test func equalExpressionsFromEqualText() throws {
        #expect(try Expression.parse("$a + 1") == Expression.parse("$a + 1"))
        #expect(try Expression.parse("$a + 1") != Expression.parse("$a + 2"))
    }

    @Test func theSceneFormatExample() throws {
        let expression = try Expression.parse("$visible ? $samples[$index] : null")
        #expect(expression.stateReads == ["visible", "samples", "index"])
        let shown = ExpressionScope(state: [
            "visible": .bool(true), "index": .number(1), "samples": .array([.string("Short."), .string("Longer.")]),
        ])
        #expect(try expression.evaluate(in: shown) == .string("Longer."))
        var hidden = shown
        hidden.state["visible"] = .bool(false)
        #expect(try expression.evaluate(in: hidden) == .null)
    }

    // MARK: State reads

    @Test func stateReadsAreInOrderOfFirstAppearance() throws {
        #expect(try Expression.parse("$b + $a * $b").stateReads == ["b", "a"])
        #expect(try Expression.parse("$m[$i][$m[$j]]").stateReads == ["m", "i", "j"])
        #expect(try Expression.parse("value == null").stateReads == [])
    }

    @Test func checkingStateReadsAgainstDeclaredNames() throws {
        let declared = ["visible", "index", "samples"]
        try Expression.parse("$visible ? $samples[$index] : null").checkStateReads(declared: declared)
        let typo = try Expression.parse("$visible ? $samples[$idnex] : null")
        #expect(
            throws: ExpressionError(
                expression: "$visible ? $samples[$idnex] : null", offset: 20,
                message: "unknown state 'idnex'; did you mean 'index'?")
        ) { try typo.checkStateReads(declared: declared) }
        let twoUnknown = try Expression.parse("$a + $zz + $yy")
        #expect(
            throws: ExpressionError(expression: "$a + $zz + $yy", offset: 5, message: "unknown state 'zz'")
        ) { try twoUnknown.checkStateReads(declared: ["a"]) }
    }

    @Test func suggestionsForDeclaredNamesPreferTheFirstDeclared() throws {
        let expression = try Expression.parse("$aa")
        #expect(
            throws: ExpressionError(expression: "$aa", offset: 0, message: "unknown state 'aa'; did you mean 'ac'?")
        ) { try expression.checkStateReads(declared: ["ac", "ab"]) }
    }

    // MARK: Limits

    @Test func lengthIsLimitedTo4096Scalars() {
        let longest = "1" + String(repeating: " ", count: 4095)
        ExpressionTesting.expectValue(longest, .number(1))
        ExpressionTesting.expectError(longest + " ", at: nil, "expression longer than 4096 characters")
        let accents = "'" + String(repeating: "é", count: 4094) + "'"
        ExpressionTesting.expectValue(accents, .string(String(repeating: "é", count: 4094)))
        let decomposed = "'" + String(repeating: "e\u{301}", count: 2048) + "'"
        ExpressionTesting.expectError(decomposed, at: nil, "expression longer than 4096 characters")
    }

    @Test func aMegabyteOfInputIsRejectedAtOnce() {
        let huge = String(repeating: "(", count: 1_000_000)
        ExpressionTesting.expectError(huge, at: nil, "expression longer than 4096 characters")
    }
}

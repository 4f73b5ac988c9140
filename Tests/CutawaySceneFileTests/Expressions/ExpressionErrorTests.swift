import CutawaySceneFile
import Testing

@Suite("ExpressionError")
struct ExpressionErrorTests {
    @Test func descriptionQuotesTheExpressionAndTheOffset() {
        let error = ExpressionError(expression: "$visble ? 1 : 2", offset: 0, message: "unknown state 'visble'")
        #expect(error.description == #"unknown state 'visble' (at offset 0 of "$visble ? 1 : 2")"#)
    }

    @Test func descriptionWithoutAnOffset() {
        let error = ExpressionError(expression: "", offset: nil, message: "empty expression")
        #expect(error.description == #"empty expression (in "")"#)
    }

    @Test func descriptionEscapesTheExpression() {
        let error = ExpressionError(expression: "'a\n\"b\"'", offset: 3, message: "m")
        #expect(error.description == #"m (at offset 3 of "'a\n\"b\"'")"#)
    }

    @Test func parseAndEvaluationErrorsAreValues() {
        #expect(
            ExpressionTesting.result("1 +")
                == .failure(ExpressionError(expression: "1 +", offset: 3, message: "expected an expression, found the end of the expression")))
        #expect(
            ExpressionTesting.result("$zzz")
                == .failure(ExpressionError(expression: "$zzz", offset: 0, message: "unknown state 'zzz'")))
    }
}

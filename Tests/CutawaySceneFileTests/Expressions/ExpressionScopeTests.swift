import CutawaySceneFile
import Testing

/// What an expression reads: `$name` from the scope's state, the bare `value` from its element.
@Suite("ExpressionScope")
struct ExpressionScopeTests {
    @Test func anEmptyScopeHasNoStateAndNoCurrentElement() {
        let scope = ExpressionScope()
        #expect(scope.state.isEmpty)
        #expect(scope.value == nil)
    }

    @Test func stateReadsAndTheBareValueComeFromTheScope() {
        let scope = ExpressionScope(state: ["step": .number(2)], value: .number(40))
        ExpressionTesting.expectValue("value + $step", .number(42), in: scope)
        ExpressionTesting.expectValue("$step * 3", .number(6), in: scope)
    }

    @Test func theSameExpressionReadsAnotherScopesValues() {
        let scope = ExpressionScope(state: ["title": .string("Show")], value: .string("Hide"))
        ExpressionTesting.expectValue("$title", .string("Show"), in: scope)
        ExpressionTesting.expectValue("value", .string("Hide"), in: scope)
    }

    @Test func aStateNameTheScopeLacksIsAnError() {
        let result = ExpressionTesting.result("$missing", in: ExpressionScope(state: ["present": .null]))
        guard case .failure(let error) = result else {
            Issue.record("read a name the scope lacks: \(result)")
            return
        }
        #expect(error.offset == 0)
    }
}

import Testing
@testable import CutawaySceneFile

/// The syntax tree: each node with where its text starts, binary operators with their own
/// offset too, and the operators' precedence levels.
@Suite("ExpressionNode")
struct ExpressionNodeTests {
    func root(_ source: String) throws -> ExpressionNode {
        try Expression.parse(source, knownNames: ["value"]).root
    }

    func literal(_ number: Double, at offset: Int) -> ExpressionNode {
        ExpressionNode(offset: offset, kind: .literal(.number(number)))
    }

    @Test func aBinaryNodeStartsAtItsLeftOperandAndKeepsItsOperatorsOffset() throws {
        // "1 + 2 * 3": 1 at 0, '+' at 2, 2 at 4, '*' at 6, 3 at 8; '*' binds tighter.
        let product = ExpressionNode(offset: 4, kind: .binary(.multiply, literal(2, at: 4), literal(3, at: 8), operatorOffset: 6))
        let expected = ExpressionNode(offset: 0, kind: .binary(.add, literal(1, at: 0), product, operatorOffset: 2))
        #expect(try root("1 + 2 * 3") == expected)
    }

    @Test func aUnaryNodeStartsAtItsOperator() throws {
        // "!$flag": '!' at 0, '$' at 1.
        #expect(try root("!$flag") == ExpressionNode(offset: 0, kind: .unary(.not, ExpressionNode(offset: 1, kind: .stateRead("flag")))))
        // "2 * -value": '-' at 4, `value` at 5.
        let negated = ExpressionNode(offset: 4, kind: .unary(.negate, ExpressionNode(offset: 5, kind: .name("value"))))
        #expect(try root("2 * -value") == ExpressionNode(offset: 0, kind: .binary(.multiply, literal(2, at: 0), negated, operatorOffset: 2)))
    }

    @Test func anElementAndAConditionalStartAtTheirFirstOperand() throws {
        // "$a[1] ? 'y' : null": '$' 0, 1 at 3, "'y'" at 8, null at 14.
        let element = ExpressionNode(offset: 0, kind: .element(base: ExpressionNode(offset: 0, kind: .stateRead("a")), index: literal(1, at: 3)))
        let expected = ExpressionNode(offset: 0, kind: .conditional(
            element, then: ExpressionNode(offset: 8, kind: .literal(.string("y"))), else: ExpressionNode(offset: 14, kind: .literal(.null))))
        #expect(try root("$a[1] ? 'y' : null") == expected)
    }

    @Test func precedenceRisesFromOrToMultiplicationAsInSwift() {
        typealias Operator = ExpressionNode.BinaryOperator
        #expect(Operator.or.precedence == 0)
        #expect(Operator.and.precedence == 1)
        let comparisons: [Operator] = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        #expect(comparisons.allSatisfy { $0.precedence == Operator.comparisonPrecedence })
        #expect(Operator.comparisonPrecedence == 2)
        #expect(Operator.add.precedence == 3 && Operator.subtract.precedence == 3)
        let tightest: [Operator] = [.multiply, .divide, .remainder]
        #expect(tightest.allSatisfy { $0.precedence == Operator.tightestPrecedence })
        #expect(Operator.tightestPrecedence == 4)
    }

    @Test func operatorsAreNamedAsWritten() {
        #expect(ExpressionNode.UnaryOperator(rawValue: "!") == .not)
        #expect(ExpressionNode.UnaryOperator(rawValue: "-") == .negate)
        #expect(ExpressionNode.BinaryOperator(rawValue: "<=") == .lessOrEqual)
        #expect(ExpressionNode.BinaryOperator(rawValue: "%") == .remainder)
        #expect(ExpressionNode.BinaryOperator(rawValue: "=<") == nil)
    }
}

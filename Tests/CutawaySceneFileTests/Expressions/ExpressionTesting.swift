import CutawaySceneFile
import Testing

/// Helpers shared by the expression tests.
enum ExpressionTesting {
    /// A scope with a little of every kind of state.
    static let scope = ExpressionScope(state: [
        "visible": .bool(true),
        "hidden": .bool(false),
        "index": .number(1),
        "count": .number(3),
        "half": .number(0.5),
        "title": .string("Hide"),
        "empty": .string(""),
        "samples": .array([.string("Short change."), .string("A much longer change."), .string("Third.")]),
        "one": .array([.number(7)]),
        "none": .array([]),
        "grid": .array([.array([.number(1), .number(2)]), .array([.number(3), .number(4)])]),
        "nothing": .null,
    ])

    /// The value of `source` in `scope`, or the error parsing or evaluating it throws.
    static func result(
        _ source: String, in scope: ExpressionScope = scope, knownNames: [String] = ["value"]
    ) -> Result<ExpressionValue, ExpressionError> {
        Result(catching: { () throws(ExpressionError) -> ExpressionValue in
            try Expression.parse(source, knownNames: knownNames).evaluate(in: scope)
        })
    }

    /// Expects `source` to evaluate to `expected`.
    static func expectValue(
        _ source: String, _ expected: ExpressionValue, in scope: ExpressionScope = scope,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result(source, in: scope) == .success(expected), sourceLocation: sourceLocation)
    }

    /// Expects parsing or evaluating `source` to fail at `offset` with `message`.
    static func expectError(
        _ source: String, at offset: Int?, _ message: String, in scope: ExpressionScope = scope,
        knownNames: [String] = ["value"], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = ExpressionError(expression: source, offset: offset, message: message)
        #expect(result(source, in: scope, knownNames: knownNames) == .failure(expected), sourceLocation: sourceLocation)
    }
}

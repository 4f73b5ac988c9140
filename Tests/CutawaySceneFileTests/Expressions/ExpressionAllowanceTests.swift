import CutawaySceneFile
import Testing

/// What expressions spend: a step per node, the sizes of the strings and arrays operators
/// touch, and strings checked against the length limit before they are made.
@Suite("ExpressionAllowance")
struct ExpressionAllowanceTests {
    /// Evaluates `source` in `state` with an allowance of `steps` steps (or the default's) and
    /// `budget`'s string limit; gives the result and the steps taken.
    func evaluate(
        _ source: String, state: [String: ExpressionValue] = [:], steps: Int? = nil
    ) throws -> (result: Result<ExpressionValue, ExpressionError>, stepsTaken: Int) {
        let budget = steps.map { SceneBudget(maximumEvaluationStepsPerFrame: $0) } ?? .default
        var allowance = ExpressionAllowance(budget: budget)
        let expression = try Expression.parse(source)
        let result = Result(catching: { () throws(ExpressionError) -> ExpressionValue in
            try expression.evaluate(in: ExpressionScope(state: state), allowance: &allowance)
        })
        return (result, allowance.stepsTaken)
    }

    static func string(_ count: Int) -> ExpressionValue {
        .string(String(repeating: "x", count: count))
    }

    // MARK: Steps

    @Test func everyNodeTakesOneStep() throws {
        // '+' and its two literals.
        #expect(try evaluate("1 + 2").stepsTaken == 3)
        // '?:', its condition, and the branch taken; the other branch is not evaluated.
        #expect(try evaluate("true ? 1 : 2").stepsTaken == 3)
        // '&&' decided by its left operand: 2.
        #expect(try evaluate("false && true").stepsTaken == 2)
        // A chain of 2,048 literals joined by 2,047 '+'s.
        #expect(try evaluate(Array(repeating: "1", count: 2048).joined(separator: "+")).stepsTaken == 4095)
    }

    @Test func runningOutFailsAtTheNodeThatNeededTheStep() throws {
        let (fits, taken) = try evaluate("1 + 2", steps: 3)
        #expect(fits == .success(.number(3)))
        #expect(taken == 3)
        // The '+' and the 1 fit; the 2, at offset 4, does not.
        let (result, _) = try evaluate("1 + 2", steps: 2)
        #expect(result == .failure(ExpressionError(
            expression: "1 + 2", offset: 4,
            message: "the expressions of this frame ran out of steps; a scene's expressions may take at most 2 steps per frame",
            exceededLimit: .evaluationStepsPerFrame)))
    }

    @Test func comparingArraysTakesAStepPerElement() throws {
        // '==', two reads, 1,000 elements.
        let state: [String: ExpressionValue] = ["a": .array(Array(repeating: .number(0), count: 1_000))]
        let (result, taken) = try evaluate("$a == $a", state: state)
        #expect(result == .success(.bool(true)))
        #expect(taken == 1_003)
    }

    @Test func stringsTakeAStepPer64Bytes() throws {
        // '+', two reads, and the 12,800 bytes of the result: 12,800 / 64 = 200.
        let (result, taken) = try evaluate("$s + $s", state: ["s": Self.string(6_400)])
        #expect(result == .success(Self.string(12_800)))
        #expect(taken == 203)
        // Comparing reads the shorter operand: 6,400 / 64 = 100.
        #expect(try evaluate("$s < $s + 'y'", state: ["s": Self.string(6_400)]).stepsTaken == 1 + 1 + 1 + 1 + 1 + 100 + 100)
    }

    // MARK: String length

    @Test func joiningChecksTheLengthBeforeItJoins() throws {
        // 2 × 40,000 = 80,000 bytes, past 65,536 (SceneBudget's default).
        let (result, _) = try evaluate("$s + $s", state: ["s": Self.string(40_000)])
        #expect(result == .failure(ExpressionError(
            expression: "$s + $s", offset: 3,
            message: "'+' would make a string of 80,000 bytes; a scene's strings may be at most 65,536 bytes long",
            exceededLimit: .stringLength)))
    }

    @Test func joiningExactlyToTheLimitSucceeds() throws {
        let (result, _) = try evaluate("$s + $s", state: ["s": Self.string(32_768)])
        #expect(result == .success(Self.string(65_536)))
        let (over, _) = try evaluate("$s + $s + 'x'", state: ["s": Self.string(32_768)])
        #expect(over.failureLimit == .stringLength)
    }

    @Test func numbersJoinedToStringsCountToo() throws {
        // 65,535 bytes and the two digits of 10.
        let (result, _) = try evaluate("$s + 10", state: ["s": Self.string(65_535)])
        #expect(result.failureLimit == .stringLength)
    }
}

extension Result where Failure == ExpressionError {
    /// The budget limit the failure names, if any.
    var failureLimit: SceneBudget.Limit? {
        if case .failure(let error) = self { error.exceededLimit } else { nil }
    }
}

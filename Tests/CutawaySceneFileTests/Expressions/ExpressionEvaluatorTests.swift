import CutawaySceneFile
import Testing

/// Every operator on every combination of kinds, against the rules stated independently here,
/// and every evaluation error with its offset.
@Suite("Expressions: evaluation")
struct ExpressionEvaluatorTests {
    /// One value of each kind, two where the rules treat values differently (zero divides
    /// nothing; `false` decides `&&`).
    static let samples: [ExpressionValue] = [
        .null, .bool(true), .bool(false), .number(2), .number(0), .number(-1.5), .string("x"), .string("y"),
        .array([.number(1)]),
    ]

    nonisolated static let binaryOperators = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"]

    // MARK: Sweeps

    @Test(arguments: binaryOperators)
    func everyBinaryOperatorOnEveryPairOfKinds(symbol: String) {
        for left in Self.samples {
            for right in Self.samples {
                let source = "$l \(symbol) $r"
                let scope = ExpressionScope(state: ["l": left, "r": right])
                let expected: Result<ExpressionValue, ExpressionError> =
                    switch Self.binaryRule(symbol, left, right) {
                    case .success(let value): .success(value)
                    case .failure(let failure):
                        .failure(ExpressionError(expression: source, offset: failure.offset, message: failure.message))
                    }
                #expect(ExpressionTesting.result(source, in: scope) == expected, "\(left) \(symbol) \(right)")
            }
        }
    }

    @Test func everyUnaryOperatorOnEveryKind() {
        for operand in Self.samples {
            let scope = ExpressionScope(state: ["v": operand])
            let notExpected: Result<ExpressionValue, ExpressionError> =
                if case .bool(let flag) = operand {
                    .success(.bool(!flag))
                } else {
                    .failure(ExpressionError(expression: "!$v", offset: 0, message: "'!' needs a boolean, found \(operand.kindName)"))
                }
            #expect(ExpressionTesting.result("!$v", in: scope) == notExpected)
            let negateExpected: Result<ExpressionValue, ExpressionError> =
                if case .number(let number) = operand {
                    .success(.number(-number))
                } else {
                    .failure(ExpressionError(expression: "-$v", offset: 0, message: "'-' needs a number, found \(operand.kindName)"))
                }
            #expect(ExpressionTesting.result("-$v", in: scope) == negateExpected)
        }
    }

    @Test func indexingEveryKindWithEveryKind() {
        for base in Self.samples {
            for index in Self.samples {
                let scope = ExpressionScope(state: ["b": base, "i": index])
                let result = ExpressionTesting.result("$b[$i]", in: scope)
                switch (base, index) {
                case (.array, .number(0)):
                    #expect(result == .success(.number(1)))
                case (.array, .number(let number)):
                    let message = number == number.rounded()
                        ? "index \(Int(number)) is out of range for an array of 1 element"
                        : "index \(number) is not a whole number"
                    #expect(result == .failure(ExpressionError(expression: "$b[$i]", offset: 3, message: message)))
                case (.array, _):
                    let message = "an index must be a number, found \(index.kindName)"
                    #expect(result == .failure(ExpressionError(expression: "$b[$i]", offset: 3, message: message)))
                default:
                    let message = "cannot index \(base.kindName); only arrays have elements"
                    #expect(result == .failure(ExpressionError(expression: "$b[$i]", offset: 0, message: message)))
                }
            }
        }
    }

    /// The language's rules for `left symbol right` in "$l symbol $r", restated: the value, or
    /// the offset and message of the error.
    private static func binaryRule(
        _ symbol: String, _ left: ExpressionValue, _ right: ExpressionValue
    ) -> Result<ExpressionValue, Failure> {
        let operatorOffset = 3
        let rightOffset = 4 + symbol.count
        let pair = pairWords(left, right)
        switch (symbol, left, right) {
        case ("&&", .bool(false), _): return .success(.bool(false))
        case ("||", .bool(true), _): return .success(.bool(true))
        case ("&&", .bool, .bool(let b)), ("||", .bool, .bool(let b)): return .success(.bool(b))
        case ("&&", .bool, _), ("||", .bool, _):
            return .failure(Failure(offset: rightOffset, message: "the right operand of '\(symbol)' must be a boolean, found \(right.kindName)"))
        case ("&&", _, _), ("||", _, _):
            return .failure(Failure(offset: 0, message: "the left operand of '\(symbol)' must be a boolean, found \(left.kindName)"))
        case ("==", _, _), ("!=", _, _):
            guard left.kindName == right.kindName || left == .null || right == .null else {
                return .failure(Failure(offset: operatorOffset, message: "'\(symbol)' cannot compare \(pair)"))
            }
            return .success(.bool((left == right) == (symbol == "==")))
        case ("+", .string(let a), .string(let b)): return .success(.string(a + b))
        case ("+", .string(let a), .number(let b)): return .success(.string(a + numberText(b)))
        case ("+", .number(let a), .string(let b)): return .success(.string(numberText(a) + b))
        case ("/", .number, .number(0)), ("%", .number, .number(0)):
            return .failure(Failure(offset: operatorOffset, message: "division by zero"))
        case (_, .number(let a), .number(let b)):
            switch symbol {
            case "+": return .success(.number(a + b))
            case "-": return .success(.number(a - b))
            case "*": return .success(.number(a * b))
            case "/": return .success(.number(a / b))
            case "%": return .success(.number(a.truncatingRemainder(dividingBy: b)))
            case "<": return .success(.bool(a < b))
            case "<=": return .success(.bool(a <= b))
            case ">": return .success(.bool(a > b))
            default: return .success(.bool(a >= b))
            }
        case ("<", .string(let a), .string(let b)): return .success(.bool(a < b))
        case ("<=", .string(let a), .string(let b)): return .success(.bool(a <= b))
        case (">", .string(let a), .string(let b)): return .success(.bool(a > b))
        case (">=", .string(let a), .string(let b)): return .success(.bool(a >= b))
        case ("<", _, _), ("<=", _, _), (">", _, _), (">=", _, _):
            return .failure(Failure(offset: operatorOffset, message: "'\(symbol)' cannot compare \(pair)"))
        default:
            return .failure(Failure(offset: operatorOffset, message: "'\(symbol)' cannot combine \(pair)"))
        }
    }

    private struct Failure: Error {
        let offset: Int
        let message: String
    }

    private static func pairWords(_ left: ExpressionValue, _ right: ExpressionValue) -> String {
        let plurals = ["a boolean": "booleans", "a number": "numbers", "a string": "strings", "an array": "arrays"]
        if left.kindName == right.kindName, let plural = plurals[left.kindName] { return "two \(plural)" }
        return "\(left.kindName) and \(right.kindName)"
    }

    /// The samples' numbers as text, written out by hand.
    private static func numberText(_ number: Double) -> String {
        switch number {
        case 2: "2"
        case 0: "0"
        default: "-1.5"
        }
    }

    // MARK: Arithmetic

    @Test func arithmeticFollowsDoubles() {
        ExpressionTesting.expectValue("7 / 2", .number(3.5))
        ExpressionTesting.expectValue("0.1 + 0.2", .number(0.1 + 0.2))
        ExpressionTesting.expectValue("0 / 5", .number(0))
        ExpressionTesting.expectValue("$half * 4", .number(2))
    }

    @Test func remainderHasTheSignOfTheLeftOperand() {
        ExpressionTesting.expectValue("7 % 3", .number(1))
        ExpressionTesting.expectValue("-7 % 3", .number(-1))
        ExpressionTesting.expectValue("7 % -3", .number(1))
        ExpressionTesting.expectValue("5.5 % 2", .number(1.5))
    }

    @Test func divisionByZero() {
        ExpressionTesting.expectError("1 / 0", at: 2, "division by zero")
        ExpressionTesting.expectError("0 / 0", at: 2, "division by zero")
        ExpressionTesting.expectError("$count % (1 - 1)", at: 7, "division by zero")
        ExpressionTesting.expectError("1 / -0", at: 2, "division by zero")
    }

    @Test func overflowIsAnError() {
        let scope = ExpressionScope(state: ["big": .number(1e308)])
        ExpressionTesting.expectError("$big * 10", at: 5, "the result of '*' is too large", in: scope)
        ExpressionTesting.expectError("$big + $big", at: 5, "the result of '+' is too large", in: scope)
        ExpressionTesting.expectError("-$big - $big", at: 6, "the result of '-' is too large", in: scope)
        ExpressionTesting.expectError("$big / 0.5", at: 5, "the result of '/' is too large", in: scope)
        ExpressionTesting.expectValue("$big % 3", .number(1e308.truncatingRemainder(dividingBy: 3)), in: scope)
    }

    @Test func concatenationWritesNumbersShortest() {
        ExpressionTesting.expectValue("'Item ' + 3", .string("Item 3"))
        ExpressionTesting.expectValue("'Item ' + ($index + 1)", .string("Item 2"))
        ExpressionTesting.expectValue("$half + ' s'", .string("0.5 s"))
        ExpressionTesting.expectValue("'' + 0.1", .string("0.1"))
        ExpressionTesting.expectValue("'' + -0", .string("0"))
        ExpressionTesting.expectValue("'a' + 1 / 3", .string("a0.3333333333333333"))
    }

    // MARK: Comparison

    @Test func stringsCompareByUnicodeScalars() {
        ExpressionTesting.expectValue("'a' < 'b'", .bool(true))
        ExpressionTesting.expectValue("'B' < 'a'", .bool(true))
        ExpressionTesting.expectValue("'é' > 'z'", .bool(true))
        ExpressionTesting.expectValue("'' < 'a'", .bool(true))
        ExpressionTesting.expectValue("'abc' <= 'abc'", .bool(true))
        ExpressionTesting.expectValue("'ab' < 'abc'", .bool(true))
    }

    @Test func equalityWithNullAndArrays() {
        ExpressionTesting.expectValue("$nothing == null", .bool(true))
        ExpressionTesting.expectValue("$title != null", .bool(true))
        ExpressionTesting.expectValue("null == null", .bool(true))
        ExpressionTesting.expectValue("$samples == $samples", .bool(true))
        ExpressionTesting.expectValue("$one == $none", .bool(false))
        ExpressionTesting.expectValue("$grid[0] != $grid[1]", .bool(true))
        ExpressionTesting.expectValue("-0 == 0", .bool(true))
        ExpressionTesting.expectError("$index == '1'", at: 7, "'==' cannot compare a number and a string")
        ExpressionTesting.expectError("$visible != 1", at: 9, "'!=' cannot compare a boolean and a number")
    }

    // MARK: Only what is needed is evaluated

    @Test func logicalOperatorsShortCircuit() {
        ExpressionTesting.expectValue("false && $missing", .bool(false))
        ExpressionTesting.expectValue("true || $missing", .bool(true))
        ExpressionTesting.expectValue("$nothing != null && $nothing[0] == 1", .bool(false))
        ExpressionTesting.expectValue("$hidden && 1 / 0 == 1", .bool(false))
        ExpressionTesting.expectError("true && $missing", at: 8, "unknown state 'missing'")
        ExpressionTesting.expectError("false || 1", at: 9, "the right operand of '||' must be a boolean, found a number")
        ExpressionTesting.expectError("$title && true", at: 0, "the left operand of '&&' must be a boolean, found a string")
        ExpressionTesting.expectError("(1 + 1) || true", at: 0, "the left operand of '||' must be a boolean, found a number")
    }

    @Test func conditionalsEvaluateOneBranch() {
        ExpressionTesting.expectValue("true ? 1 : $missing", .number(1))
        ExpressionTesting.expectValue("false ? $missing : 2", .number(2))
        ExpressionTesting.expectValue("$visible ? 'Hide' : 'Show'", .string("Hide"))
        ExpressionTesting.expectValue("$hidden ? 'Hide' : 'Show'", .string("Show"))
        ExpressionTesting.expectError("$count ? 1 : 2", at: 0, "the condition of '? :' must be a boolean, found a number")
        ExpressionTesting.expectError("1 + ($nothing ? 1 : 2)", at: 5, "the condition of '? :' must be a boolean, found null")
    }

    // MARK: State and names

    @Test func unknownStateSuggestsTheClosestName() {
        ExpressionTesting.expectError("$visble ? 1 : 2", at: 0, "unknown state 'visble'; did you mean 'visible'?")
        ExpressionTesting.expectError("1 + $Count", at: 4, "unknown state 'Count'; did you mean 'count'?")
        ExpressionTesting.expectError("$zzz", at: 0, "unknown state 'zzz'")
        ExpressionTesting.expectError("$x", at: 0, "unknown state 'x'", in: ExpressionScope())
    }

    @Test func suggestionsDoNotDependOnDictionaryOrder() {
        let scope = ExpressionScope(state: ["ac": .null, "ab": .null, "ad": .null])
        ExpressionTesting.expectError("$aa", at: 0, "unknown state 'aa'; did you mean 'ab'?", in: scope)
    }

    @Test func valueOutsideContent() {
        ExpressionTesting.expectError(
            "value + 1", at: 0, "'value' names the current element only inside the content of AnimatedPresence or ForEach")
    }

    // MARK: Indexing

    @Test func indexErrors() {
        ExpressionTesting.expectError("$samples[3]", at: 9, "index 3 is out of range for an array of 3 elements")
        ExpressionTesting.expectError("$samples[-1]", at: 9, "index -1 is out of range for an array of 3 elements")
        ExpressionTesting.expectError("$samples[$count]", at: 9, "index 3 is out of range for an array of 3 elements")
        ExpressionTesting.expectError("$one[1]", at: 5, "index 1 is out of range for an array of 1 element")
        ExpressionTesting.expectError("$none[0]", at: 6, "index 0 is out of range for an empty array")
        ExpressionTesting.expectError("$samples[$half]", at: 9, "index 0.5 is not a whole number")
        ExpressionTesting.expectError("$samples['0']", at: 9, "an index must be a number, found a string")
        ExpressionTesting.expectError("$title[0]", at: 0, "cannot index a string; only arrays have elements")
        ExpressionTesting.expectError("$grid[0][0][0]", at: 0, "cannot index a number; only arrays have elements")
        ExpressionTesting.expectError("($title)[0]", at: 0, "cannot index a string; only arrays have elements")
        ExpressionTesting.expectValue("$samples[2.0]", .string("Third."))
        ExpressionTesting.expectValue("$samples[-0]", .string("Short change."))
    }

    @Test func hugeIndicesAreOutOfRangeNotACrash() {
        let scope = ExpressionScope(state: ["a": .array([.null]), "huge": .number(1e300)])
        ExpressionTesting.expectError("$a[$huge]", at: 3, "index 1e+300 is out of range for an array of 1 element", in: scope)
        ExpressionTesting.expectError(
            "$a[" + String(repeating: "9", count: 30) + "]", at: 3,
            "index 1e+30 is out of range for an array of 1 element", in: scope)
    }
}

/// Computes the value of an expression's syntax tree in a scope, applying the language's strict
/// typing rules (see `Expression`).
///
/// The evaluator recurses over the tree, except down the left operands of binary operators:
/// `a + b + c` parses as `(a + b) + c`, so a flat chain of 2,000 operators (as many as 4,096
/// scalars hold) leans left 2,000 deep, and is walked with a loop instead. What recursion is
/// left is bounded by the parser's nesting limit for brackets, unary operators and conditionals.
///
/// Every node takes a step from the allowance, and operators on strings and arrays take the
/// steps of their operands' sizes (see `ExpressionAllowance`); a string is checked against the
/// length limit before it is joined.
struct ExpressionEvaluator {
    let scope: ExpressionScope
    /// The text errors quote.
    let context: String
    var allowance: ExpressionAllowance

    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> ExpressionValue {
        if case .binary = node.kind { return try evaluateChain(node) }
        try allowance.spend(1, in: context, at: node.offset)
        switch node.kind {
        case .literal(let value):
            return value
        case .stateRead(let name):
            guard let value = scope.state[name] else {
                // Sorted, so that the suggestion does not depend on the dictionary's order.
                let candidates = scope.state.keys.sorted()
                throw failure(at: node.offset, Expression.unknownStateMessage(name, candidates: candidates))
            }
            return value
        case .name(let name):
            guard name == "value" else { throw failure(at: node.offset, "'\(name)' has no value here") }
            guard let value = scope.value else {
                throw failure(
                    at: node.offset,
                    "'value' names the current element only inside the content of AnimatedPresence or ForEach")
            }
            return value
        case .element(let base, let index):
            return try element(of: base, at: index)
        case .unary(let operation, let operandNode):
            let operand = try evaluate(operandNode)
            switch (operation, operand) {
            case (.not, .bool(let flag)): return .bool(!flag)
            case (.negate, .number(let number)): return .number(-number)
            case (.not, _): throw failure(at: node.offset, "'!' needs a boolean, found \(operand.kindName)")
            case (.negate, _): throw failure(at: node.offset, "'-' needs a number, found \(operand.kindName)")
            }
        case .binary:
            preconditionFailure("binary operators are evaluated by evaluateChain(_:)")
        case .conditional(let condition, let then, let otherwise):
            let isTrue = try boolean(condition, role: "the condition of '? :'")
            return try evaluate(isTrue ? then : otherwise)
        }
    }

    /// A binary operator and the binary operators down its left operands, bottom up, in a loop.
    /// `&&` and `||` evaluate the right operand only when the left does not decide, that is
    /// unless the left is false for `&&`, true for `||`.
    private mutating func evaluateChain(_ top: ExpressionNode) throws(ExpressionError) -> ExpressionValue {
        var chain: [ExpressionNode] = []
        var bottom = top
        while case .binary(_, let left, _, _) = bottom.kind {
            try allowance.spend(1, in: context, at: bottom.offset)
            chain.append(bottom)
            bottom = left
        }
        var leftNode = bottom
        var value = try evaluate(bottom)
        for node in chain.reversed() {
            guard case .binary(let operation, _, let right, let operatorOffset) = node.kind else { continue }
            switch operation {
            case .and, .or:
                let symbol = operation.rawValue
                guard case .bool(let flag) = value else {
                    throw failure(at: leftNode.offset, "the left operand of '\(symbol)' must be a boolean, found \(value.kindName)")
                }
                let deciding = operation == .or
                value = flag == deciding ? .bool(deciding) : .bool(try boolean(right, role: "the right operand of '\(symbol)'"))
            default:
                let rightValue = try evaluate(right)
                value = try apply(operation, value, rightValue, at: operatorOffset)
            }
            leftNode = node
        }
        return value
    }

    /// Evaluates a node that must be a boolean, or fails at it.
    private mutating func boolean(_ node: ExpressionNode, role: String) throws(ExpressionError) -> Bool {
        let value = try evaluate(node)
        guard case .bool(let flag) = value else {
            throw failure(at: node.offset, "\(role) must be a boolean, found \(value.kindName)")
        }
        return flag
    }

    /// `base[index]`: the base must be an array, the index a whole number within it.
    private mutating func element(of baseNode: ExpressionNode, at indexNode: ExpressionNode) throws(ExpressionError) -> ExpressionValue {
        let base = try evaluate(baseNode)
        guard case .array(let elements) = base else {
            throw failure(at: baseNode.offset, "cannot index \(base.kindName); only arrays have elements")
        }
        let index = try evaluate(indexNode)
        guard case .number(let number) = index else {
            throw failure(at: indexNode.offset, "an index must be a number, found \(index.kindName)")
        }
        guard number == number.rounded() else {
            throw failure(at: indexNode.offset, "index \(number.shortestText) is not a whole number")
        }
        guard number >= 0, number < Double(elements.count) else {
            let array = switch elements.count {
            case 0: "an empty array"
            case 1: "an array of 1 element"
            default: "an array of \(elements.count) elements"
            }
            throw failure(at: indexNode.offset, "index \(number.shortestText) is out of range for \(array)")
        }
        return elements[Int(number)]
    }

    /// A binary operator other than `&&` and `||`, on two evaluated operands.
    private mutating func apply(
        _ operation: ExpressionNode.BinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue, at offset: Int
    ) throws(ExpressionError) -> ExpressionValue {
        let symbol = operation.rawValue
        switch (operation, left, right) {
        case (.equal, _, _), (.notEqual, _, _):
            guard left.kindName == right.kindName || left == .null || right == .null else {
                throw failure(at: offset, "'\(symbol)' cannot compare \(Self.describePair(left, right))")
            }
            return .bool(try allowance.isEqual(left, right, in: context, at: offset) == (operation == .equal))
        case (.less, .number(let a), .number(let b)): return .bool(a < b)
        case (.lessOrEqual, .number(let a), .number(let b)): return .bool(a <= b)
        case (.greater, .number(let a), .number(let b)): return .bool(a > b)
        case (.greaterOrEqual, .number(let a), .number(let b)): return .bool(a >= b)
        case (.less, .string(let a), .string(let b)), (.lessOrEqual, .string(let a), .string(let b)),
             (.greater, .string(let a), .string(let b)), (.greaterOrEqual, .string(let a), .string(let b)):
            try allowance.spend(ExpressionAllowance.steps(comparing: a, b), in: context, at: offset)
            return switch operation {
            case .less: .bool(a < b)
            case .lessOrEqual: .bool(a <= b)
            case .greater: .bool(a > b)
            default: .bool(a >= b)
            }
        case (.less, _, _), (.lessOrEqual, _, _), (.greater, _, _), (.greaterOrEqual, _, _):
            throw failure(at: offset, "'\(symbol)' cannot compare \(Self.describePair(left, right))")
        case (.add, .string(let a), .string(let b)): return .string(try allowance.join(a, b, in: context, at: offset))
        case (.add, .string(let a), .number(let b)): return .string(try allowance.join(a, b.shortestText, in: context, at: offset))
        case (.add, .number(let a), .string(let b)): return .string(try allowance.join(a.shortestText, b, in: context, at: offset))
        case (.divide, .number, .number(0)), (.remainder, .number, .number(0)):
            throw failure(at: offset, "division by zero")
        case (.add, .number(let a), .number(let b)): return try finite(a + b, symbol, at: offset)
        case (.subtract, .number(let a), .number(let b)): return try finite(a - b, symbol, at: offset)
        case (.multiply, .number(let a), .number(let b)): return try finite(a * b, symbol, at: offset)
        case (.divide, .number(let a), .number(let b)): return try finite(a / b, symbol, at: offset)
        case (.remainder, .number(let a), .number(let b)): return .number(a.truncatingRemainder(dividingBy: b))
        default:
            throw failure(at: offset, "'\(symbol)' cannot combine \(Self.describePair(left, right))")
        }
    }

    /// An arithmetic result, or an error when it overflowed to infinity.
    private func finite(_ result: Double, _ symbol: String, at offset: Int) throws(ExpressionError) -> ExpressionValue {
        guard result.isFinite else { throw failure(at: offset, "the result of '\(symbol)' is too large") }
        return .number(result)
    }

    /// Two operands' kinds for a message: "a boolean and a number", "two strings", "null and null".
    private static func describePair(_ left: ExpressionValue, _ right: ExpressionValue) -> String {
        guard left.kindName == right.kindName, left != .null else { return "\(left.kindName) and \(right.kindName)" }
        // "a string" → "two strings", "an array" → "two arrays".
        return "two " + left.kindName.split(separator: " ").last! + "s"
    }

    private func failure(at offset: Int, _ message: String) -> ExpressionError {
        ExpressionError(expression: context, offset: offset, message: message)
    }
}

/// Turns an expression's tokens into an `ExpressionNode` tree by recursive descent.
///
/// The grammar, loosest first, with Swift's precedence:
///
///     conditional := binary ('?' conditional ':' conditional)?     right-associative
///     binary      := levels of `||`, `&&`, comparisons, `+ -`, `* / %`
///     unary       := ('!' | '-') unary | postfix
///     postfix     := primary ('[' conditional ']')*
///     primary     := number | 'string' | true | false | null | $name | name | '(' conditional ')'
///
/// Binary operators of one level are read in a loop, so a long sum costs no recursion; only
/// brackets, unary operators and conditionals nest, and each nesting counts toward the depth
/// limit, which bounds the parser's recursion and so its use of the stack.
struct ExpressionParser {
    /// How deeply brackets, unary operators and conditionals may nest: far beyond any expression
    /// a scene needs, and few enough stack frames for any thread.
    static let maximumDepth = 64

    private let tokens: [ExpressionToken]
    private let context: String
    private let knownNames: [String]
    /// What the end token is called in messages: "the end of the expression", or "'}'" inside an
    /// interpolated string.
    private let endDescription: String
    private var position = 0
    /// Every `$name` read, in source order.
    private(set) var stateReads: [Expression.StateRead] = []

    init(tokens: [ExpressionToken], context: String, knownNames: [String], endDescription: String) {
        self.tokens = tokens
        self.context = context
        self.knownNames = knownNames
        self.endDescription = endDescription
    }

    /// Parses all the tokens as one expression.
    mutating func parseExpression() throws(ExpressionError) -> ExpressionNode {
        let root = try parseConditional(depth: 0)
        guard current.kind == .end else {
            throw failure(at: current.offset, "expected an operator or \(endDescription), found \(describe(current))")
        }
        return root
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() -> ExpressionToken {
        let token = tokens[position]
        if token.kind != .end { position += 1 }
        return token
    }

    private func isSymbol(_ symbol: String) -> Bool {
        current.kind == .symbol(symbol)
    }

    /// The depth inside the construct that `opener` starts, or an error at `opener` when that is
    /// one level too many.
    private func nested(_ depth: Int, openedBy opener: ExpressionToken) throws(ExpressionError) -> Int {
        guard depth < Self.maximumDepth else {
            throw failure(at: opener.offset, "nesting deeper than \(Self.maximumDepth) levels")
        }
        return depth + 1
    }

    private mutating func parseConditional(depth: Int) throws(ExpressionError) -> ExpressionNode {
        let condition = try parseBinary(precedence: 0, depth: depth)
        guard isSymbol("?") else { return condition }
        let inner = try nested(depth, openedBy: advance())
        let then = try parseConditional(depth: inner)
        guard isSymbol(":") else {
            throw failure(at: current.offset, "expected ':' in a conditional expression")
        }
        _ = advance()
        let otherwise = try parseConditional(depth: inner)
        return ExpressionNode(offset: condition.offset, kind: .conditional(condition, then: then, else: otherwise))
    }

    private mutating func parseBinary(precedence: Int, depth: Int) throws(ExpressionError) -> ExpressionNode {
        guard precedence <= ExpressionNode.BinaryOperator.tightestPrecedence else {
            return try parseUnary(depth: depth)
        }
        var left = try parseBinary(precedence: precedence + 1, depth: depth)
        while let operation = currentBinaryOperator, operation.precedence == precedence {
            let operatorToken = advance()
            let right = try parseBinary(precedence: precedence + 1, depth: depth)
            left = ExpressionNode(
                offset: left.offset, kind: .binary(operation, left, right, operatorOffset: operatorToken.offset))
            if precedence == ExpressionNode.BinaryOperator.comparisonPrecedence,
                currentBinaryOperator?.precedence == precedence
            {
                throw failure(at: current.offset, "comparisons cannot be chained; add parentheses")
            }
        }
        return left
    }

    private var currentBinaryOperator: ExpressionNode.BinaryOperator? {
        guard case .symbol(let symbol) = current.kind else { return nil }
        return ExpressionNode.BinaryOperator(rawValue: symbol)
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionError) -> ExpressionNode {
        guard case .symbol(let symbol) = current.kind, let operation = ExpressionNode.UnaryOperator(rawValue: symbol) else {
            return try parsePostfix(depth: depth)
        }
        let operatorToken = advance()
        let operand = try parseUnary(depth: try nested(depth, openedBy: operatorToken))
        return ExpressionNode(offset: operatorToken.offset, kind: .unary(operation, operand))
    }

    private mutating func parsePostfix(depth: Int) throws(ExpressionError) -> ExpressionNode {
        var base = try parsePrimary(depth: depth)
        while isSymbol("[") {
            let index = try parseConditional(depth: try nested(depth, openedBy: advance()))
            guard isSymbol("]") else {
                throw failure(at: current.offset, "expected ']' after the index, found \(describe(current))")
            }
            _ = advance()
            base = ExpressionNode(offset: base.offset, kind: .element(base: base, index: index))
        }
        return base
    }

    private mutating func parsePrimary(depth: Int) throws(ExpressionError) -> ExpressionNode {
        let token = advance()
        switch token.kind {
        case .number(let number):
            return ExpressionNode(offset: token.offset, kind: .literal(.number(number)))
        case .string(let string):
            return ExpressionNode(offset: token.offset, kind: .literal(.string(string)))
        case .identifier("true"):
            return ExpressionNode(offset: token.offset, kind: .literal(.bool(true)))
        case .identifier("false"):
            return ExpressionNode(offset: token.offset, kind: .literal(.bool(false)))
        case .identifier("null"):
            return ExpressionNode(offset: token.offset, kind: .literal(.null))
        case .identifier(let name):
            guard knownNames.contains(name) else { throw failure(at: token.offset, unknownNameMessage(name)) }
            return ExpressionNode(offset: token.offset, kind: .name(name))
        case .stateName(let name):
            stateReads.append(Expression.StateRead(name: name, offset: token.offset))
            return ExpressionNode(offset: token.offset, kind: .stateRead(name))
        case .symbol("("):
            let inner = try parseConditional(depth: try nested(depth, openedBy: token))
            guard isSymbol(")") else {
                throw failure(
                    at: current.offset,
                    "expected ')' to close the '(' at offset \(token.offset), found \(describe(current))")
            }
            _ = advance()
            // The parenthesized expression starts at its "(", for messages about it as a whole.
            return ExpressionNode(offset: token.offset, kind: inner.kind)
        default:
            throw failure(at: token.offset, "expected an expression, found \(describe(token))")
        }
    }

    /// Explains a bare name that is not known here. The likely mistakes, in order: `value`
    /// outside the content that defines it; a misspelt known name or literal (`valeu`, `ture`,
    /// `nil`); and a state read without its `$` (`visible` for `$visible`).
    private func unknownNameMessage(_ name: String) -> String {
        if name == "value" {
            return "'value' names the current element only inside the content of AnimatedPresence or ForEach"
        }
        if let suggestion = NameSuggestion.closest(to: name, among: knownNames + ["true", "false", "null"]) {
            return "unknown name '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown name '\(name)'; state is read with '$', as in '$\(name)'"
    }

    /// A token as messages show it: the end by its name, a string literal as written after
    /// "the string", anything else in quotes. Long tokens are cut to 30 characters with "…".
    private func describe(_ token: ExpressionToken) -> String {
        let text = token.text.count > 30 ? token.text.prefix(29) + "…" : token.text
        switch token.kind {
        case .end: return endDescription
        case .string: return "the string \(text)"
        default: return "'\(text)'"
        }
    }

    private func failure(at offset: Int, _ message: String) -> ExpressionError {
        ExpressionError(expression: context, offset: offset, message: message)
    }
}

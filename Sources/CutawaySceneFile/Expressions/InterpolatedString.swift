/// Text with expressions in braces: `"count {$index + 1} of {$total}"`.
///
/// Scene files write most text as plain strings, and the few that depend on state interpolate
/// it, the way Swift's `"\(x)"` does. Each `{expr}` is an `Expression`, shown by
/// `ExpressionValue.displayText`; `{{` and `}}` stand for literal braces. A `}` inside a quoted
/// string of an expression does not end it: `{$done ? '}' : '{{'}` is one expression.
///
/// Whether a JSON string is an interpolated string, a whole expression or plain text is the
/// caller's decision, made by the position it appears in; `isPureExpression(_:)` gives the rule
/// for strings that start with `$`.
public struct InterpolatedString: Equatable, Sendable, CustomStringConvertible {
    /// The text as written.
    public let description: String
    private let segments: [Segment]

    private enum Segment: Equatable, Sendable {
        case text(String)
        case expression(Expression)
    }

    private init(description: String, segments: [Segment]) {
        self.description = description
        self.segments = segments
    }

    /// Whether a scene string is one whole expression rather than text: it starts with `$`, as in
    /// `"$visible ? $samples[$index] : null"` or `"$title"`.
    ///
    /// A string that starts with `$` is never shown literally; text that must start with a dollar
    /// sign interpolates it: `"{'$'}5 off"`.
    public static func isPureExpression(_ text: String) -> Bool {
        text.hasPrefix("$")
    }

    /// Parses text with `{expr}` segments.
    ///
    /// - Parameter knownNames: The bare names the expressions may use, as for `Expression.parse`.
    /// - Throws: `ExpressionError` with `expression` the whole text and `offset` counted from its
    ///   start, for an unmatched brace or an invalid expression.
    public static func parse(_ text: String, knownNames: [String] = ["value"]) throws(ExpressionError) -> InterpolatedString {
        let scalars = Array(text.unicodeScalars)
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        var position = 0
        func failure(at offset: Int, _ message: String) -> ExpressionError {
            ExpressionError(expression: text, offset: offset, message: message)
        }
        while position < scalars.count {
            let scalar = scalars[position]
            let isDoubled = position + 1 < scalars.count && scalars[position + 1] == scalar
            switch scalar {
            case "{" where isDoubled, "}" where isDoubled:
                literal.append(scalar)
                position += 2
            case "}":
                throw failure(at: position, "unmatched '}'; write '}}' for a literal brace")
            case "{":
                guard let close = closingBrace(in: scalars, after: position) else {
                    throw failure(at: position, "unterminated '{'; write '{{' for a literal brace")
                }
                let body = (position + 1)..<close
                guard scalars[body].contains(where: { !Expression.isWhitespace($0) }) else {
                    throw failure(at: position, "empty '{}'; write '{{}}' for literal braces")
                }
                guard body.count <= Expression.maximumLength else {
                    throw failure(at: position, "expression longer than \(Expression.maximumLength) characters")
                }
                if !literal.isEmpty {
                    segments.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                let expression = try Expression.parse(
                    scalars, range: body, context: text, knownNames: knownNames, endDescription: "'}'")
                segments.append(.expression(expression))
                position = close + 1
            default:
                literal.append(scalar)
                position += 1
            }
        }
        if !literal.isEmpty { segments.append(.text(String(literal))) }
        return InterpolatedString(description: text, segments: segments)
    }

    /// The position of the `}` that closes the `{` at `open`: the first one outside a quoted
    /// string, where `\'` and `\\` do not end the quote.
    private static func closingBrace(in scalars: [Unicode.Scalar], after open: Int) -> Int? {
        var isQuoted = false
        var position = open + 1
        while position < scalars.count {
            switch scalars[position] {
            case "\\" where isQuoted: position += 1
            case "'": isQuoted.toggle()
            case "}" where !isQuoted: return position
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Whether the text has no expressions, so that it reads the same in every state and can be
    /// computed once.
    public var isConstant: Bool {
        segments.allSatisfy { segment in
            if case .text = segment { true } else { false }
        }
    }

    /// The text with every expression replaced by its value's `displayText`.
    public func evaluate(in scope: ExpressionScope) throws(ExpressionError) -> String {
        var allowance = ExpressionAllowance()
        return try evaluate(in: scope, allowance: &allowance)
    }

    /// The text with every expression replaced by its value's `displayText`, taking the steps
    /// from `allowance` and checking the text's length before every piece is added.
    public func evaluate(in scope: ExpressionScope, allowance: inout ExpressionAllowance) throws(ExpressionError) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal):
                try allowance.appendDisplayText(of: .string(literal), to: &text, madeBy: "the interpolation", in: description, at: nil)
            case .expression(let expression):
                let value = try expression.evaluate(in: scope, allowance: &allowance)
                try allowance.appendDisplayText(
                    of: value, to: &text, madeBy: "the interpolation", in: description, at: expression.root.offset)
            }
        }
        return text
    }

    /// The state names the expressions read, each once, in order of first appearance.
    public var stateReads: [String] {
        var seen: Set<String> = []
        return expressions.flatMap(\.stateReads).filter { seen.insert($0).inserted }
    }

    /// Fails at the first `$name` in any expression that is not among `names`; see
    /// `Expression.checkStateReads(declared:)`.
    public func checkStateReads(declared names: [String]) throws(ExpressionError) {
        for expression in expressions {
            try expression.checkStateReads(declared: names)
        }
    }

    private var expressions: [Expression] {
        segments.compactMap { segment in
            if case .expression(let expression) = segment { expression } else { nil }
        }
    }
}

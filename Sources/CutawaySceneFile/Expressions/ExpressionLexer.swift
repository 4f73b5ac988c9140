/// Splits the text of an expression into tokens: numbers, `'strings'`, `$state` reads, names, and
/// operators and brackets.
///
/// Its errors are about single characters ("unexpected character '#'"); whether the tokens make
/// sense together is `ExpressionParser`'s business. Expressions are short (at most 4,096
/// scalars), so the whole token list is made up front.
struct ExpressionLexer {
    private let scalars: [Unicode.Scalar]
    private let end: Int
    private let context: String
    private var position: Int

    /// The operators and brackets, two-character ones first so that `<=` is not read as `<`.
    private static let symbols = [
        "==", "!=", "<=", ">=", "&&", "||",
        "(", ")", "[", "]", "?", ":", "!", "<", ">", "+", "-", "*", "/", "%",
    ].map { Array($0.unicodeScalars) }

    /// The tokens of `scalars[range]`, ending with an `.end` token at `range.upperBound`.
    ///
    /// - Parameter context: The text errors quote, which `range` lies in.
    static func tokens(of scalars: [Unicode.Scalar], in range: Range<Int>, context: String) throws(ExpressionError) -> [ExpressionToken] {
        var lexer = ExpressionLexer(scalars: scalars, end: range.upperBound, context: context, position: range.lowerBound)
        var tokens: [ExpressionToken] = []
        while let token = try lexer.nextToken() {
            tokens.append(token)
        }
        tokens.append(ExpressionToken(kind: .end, offset: range.upperBound, text: ""))
        return tokens
    }

    private init(scalars: [Unicode.Scalar], end: Int, context: String, position: Int) {
        self.scalars = scalars
        self.end = end
        self.context = context
        self.position = position
    }

    private mutating func nextToken() throws(ExpressionError) -> ExpressionToken? {
        while position < end, [" ", "\t", "\n", "\r"].contains(scalars[position]) {
            position += 1
        }
        guard position < end else { return nil }
        let start = position
        let scalar = scalars[position]
        let kind: ExpressionToken.Kind
        if Self.isDigit(scalar) {
            kind = .number(try readNumber())
        } else if Self.isIdentifierStart(scalar) {
            kind = .identifier(readIdentifier())
        } else if scalar == "$" {
            position += 1
            guard position < end, Self.isIdentifierStart(scalars[position]) else {
                throw failure(at: start, "expected a state name after '$'")
            }
            kind = .stateName(readIdentifier())
        } else if scalar == "'" {
            kind = .string(try readString())
        } else if let symbol = Self.symbols.first(where: { matches($0) }) {
            position += symbol.count
            kind = .symbol(String(String.UnicodeScalarView(symbol)))
        } else {
            throw failure(at: start, unexpectedCharacterMessage(scalar))
        }
        return ExpressionToken(kind: kind, offset: start, text: String(String.UnicodeScalarView(scalars[start..<position])))
    }

    private func matches(_ symbol: [Unicode.Scalar]) -> Bool {
        position + symbol.count <= end && scalars[position..<(position + symbol.count)].elementsEqual(symbol)
    }

    /// Explains a character that starts no token, guessing at the likely intent for characters
    /// borrowed from other languages.
    private func unexpectedCharacterMessage(_ scalar: Unicode.Scalar) -> String {
        let message = "unexpected character \(scalar.quotedForMessage)"
        switch scalar {
        case "\"": return message + "; strings are written in single quotes"
        case "=": return message + "; did you mean '=='?"
        case "&": return message + "; did you mean '&&'?"
        case "|": return message + "; did you mean '||'?"
        default: return message
        }
    }

    /// Digits with an optional fraction: `12`, `0.5`. No exponent and no sign; `-2` is the
    /// negation of `2`.
    private mutating func readNumber() throws(ExpressionError) -> Double {
        let start = position
        skipDigits()
        if position < end, scalars[position] == "." {
            guard position + 1 < end, Self.isDigit(scalars[position + 1]) else {
                throw failure(at: position, "expected a digit after '.'")
            }
            position += 1
            skipDigits()
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        // Only a run of hundreds of digits rounds to infinity (Double's maximum is about 1.8e308).
        guard let number = Double(text), number.isFinite else {
            throw failure(at: start, "number '\(text)' is too large")
        }
        return number
    }

    private mutating func skipDigits() {
        while position < end, Self.isDigit(scalars[position]) { position += 1 }
    }

    /// ASCII letters, digits and "_", not starting with a digit.
    private mutating func readIdentifier() -> String {
        let start = position
        while position < end, Self.isIdentifierStart(scalars[position]) || Self.isDigit(scalars[position]) {
            position += 1
        }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// A string in single quotes, where `\'` is a quote and `\\` a backslash. Other escapes are
    /// errors rather than kept literally, so that `'\n'` cannot silently mean backslash-n; a
    /// line break is written as itself (`\n` in the JSON around the expression).
    private mutating func readString() throws(ExpressionError) -> String {
        let start = position
        position += 1
        var text = String.UnicodeScalarView()
        while position < end {
            let scalar = scalars[position]
            switch scalar {
            case "'":
                position += 1
                return String(text)
            case "\\":
                guard position + 1 < end else { throw failure(at: start, "unterminated string") }
                let escaped = scalars[position + 1]
                guard escaped == "'" || escaped == "\\" else {
                    throw failure(at: position, "invalid escape '\\\(escaped.visibleText)' (a string can escape only ' and \\)")
                }
                text.append(escaped)
                position += 2
            default:
                text.append(scalar)
                position += 1
            }
        }
        throw failure(at: start, "unterminated string")
    }

    private func failure(at offset: Int, _ message: String) -> ExpressionError {
        ExpressionError(expression: context, offset: offset, message: message)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}

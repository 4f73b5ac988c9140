/// Why an expression could not be parsed or evaluated, and where in it.
///
/// Parse errors and evaluation errors are one type, because a scene author fixes both the same
/// way: by reading the expression at the offset. For an expression inside an interpolated string,
/// `expression` is the whole string and `offset` counts from its start, so the offset points into
/// the text the author actually wrote.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text the error is about: the expression, or the interpolated string that holds it.
    public let expression: String
    /// Where in `expression` the problem is, in Unicode scalars from 0 (the unit of
    /// `SourceLocation`'s columns), or `nil` when the problem is the expression as a whole.
    public let offset: Int?
    /// What is wrong, in lowercase without a final period, so that callers can prefix it.
    public let message: String
    /// The budget limit the expression would have passed (a string too long, a frame out of
    /// steps), or `nil` for an error in the expression itself.
    public let exceededLimit: SceneBudget.Limit?

    public init(expression: String, offset: Int?, message: String, exceededLimit: SceneBudget.Limit? = nil) {
        self.expression = expression
        self.offset = offset
        self.message = message
        self.exceededLimit = exceededLimit
    }

    /// `unknown state 'visble'; did you mean 'visible'? (at offset 0 of "$visble ? 1 : 2")`.
    public var description: String {
        let place = offset.map { "at offset \($0) of " } ?? "in "
        return "\(message) (\(place)\(expression.jsonQuoted))"
    }
}

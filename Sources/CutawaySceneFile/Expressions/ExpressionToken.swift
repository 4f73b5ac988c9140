/// One token of an expression.
struct ExpressionToken {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        /// `$name`, holding the name without the `$`.
        case stateName(String)
        /// A bare name, including the literals `true`, `false` and `null`.
        case identifier(String)
        /// An operator or bracket, as written.
        case symbol(String)
        /// The end of the expression.
        case end
    }

    let kind: Kind
    /// Where the token starts, in the scalars of the text errors quote.
    let offset: Int
    /// The token as written.
    let text: String
}

/// One node of a parsed expression's syntax tree, with where its text starts.
///
/// Offsets are kept so that evaluation errors, which happen long after parsing, can still point
/// at the part of the expression responsible: the operator for a type mismatch, the index for an
/// index out of range.
struct ExpressionNode: Equatable, Sendable {
    /// Where the node's text starts, in Unicode scalars from the start of the text the error
    /// messages quote (see `ExpressionError.offset`).
    let offset: Int
    let kind: Kind

    indirect enum Kind: Equatable, Sendable {
        /// `null`, `true`, `false`, a number or a `'string'`.
        case literal(ExpressionValue)
        /// `$name`.
        case stateRead(String)
        /// A bare name, such as `value`.
        case name(String)
        /// `base[index]`.
        case element(base: ExpressionNode, index: ExpressionNode)
        /// `!operand` or `-operand`; the node's offset is the operator's.
        case unary(UnaryOperator, ExpressionNode)
        /// `left op right`, with the offset of the operator.
        case binary(BinaryOperator, ExpressionNode, ExpressionNode, operatorOffset: Int)
        /// `condition ? then : else`.
        case conditional(ExpressionNode, then: ExpressionNode, else: ExpressionNode)
    }

    enum UnaryOperator: String, Sendable {
        case not = "!"
        case negate = "-"
    }

    /// The binary operators, by precedence from loosest to tightest as in Swift:
    /// `||`, then `&&`, then the comparisons, then `+ -`, then `* / %`.
    enum BinaryOperator: String, Sendable {
        case or = "||"
        case and = "&&"
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case remainder = "%"

        /// The precedence level, from 0 (loosest) to 4 (tightest). Every level associates left,
        /// except comparisons, which as in Swift do not associate at all: `a < b < c` is an error
        /// rather than a comparison of a boolean with `c`.
        var precedence: Int {
            switch self {
            case .or: 0
            case .and: 1
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 2
            case .add, .subtract: 3
            case .multiply, .divide, .remainder: 4
            }
        }

        static let tightestPrecedence = 4
        static let comparisonPrecedence = 2
    }
}

/// A parsed expression of the scene format: `$visible ? $samples[$index] : null`.
///
/// ## Why a language at all
///
/// A scene's views depend on its state (a button's title flips between "Hide" and "Show", a
/// presence shows the sample at the current index), and a scene file is data, not Swift. The
/// language is the smallest that covers what scenes do: literals, state reads, indexing, `!`, the
/// arithmetic, comparison and logical operators, and `? :`, with Swift's precedence.
///
/// ## The rules
///
/// - Literals: `null`, `true`, `false`, numbers (`12`, `0.5`), strings in single quotes (`'Hide'`,
///   with `\'` and `\\`).
/// - `$name` reads state. Unknown names are not an error when parsing, because the caller may
///   parse before it knows the state; `checkStateReads(declared:)` or evaluation reports them.
/// - A bare name must be one of `knownNames`: `value`, the current element inside the content of
///   `AnimatedPresence` and `ForEach`. Others are errors at once, with a suggestion.
/// - Types are strict, with no conversions: `&&`, `||`, `!` and `? :` take booleans; `- * / %` and
///   unary `-` take numbers; `+` adds numbers, joins strings, and joins a string with a number
///   written in its shortest form (`'Item ' + 3` is `'Item 3'`); `< <= > >=` compare two numbers
///   or two strings; `==` and `!=` compare values of one kind, or anything with `null`. Anything
///   else is an error naming the operator and the kinds, because a silent conversion would make
///   a typo in a scene render something plausible but wrong.
/// - `&&`, `||` and `? :` evaluate only what they need, so `$items != null && $items[0] == 1` is
///   safe.
/// - An index must be a whole number within the array.
/// - `%` is the remainder of truncating division, with the sign of the left operand, as in Swift
///   and C (`-7 % 3` is `-1`). Division by zero and results too large for a `Double` are errors.
///
/// ## Design boundaries
///
/// - Expressions are at most 4,096 scalars long and nest at most 64 levels; both are errors,
///   never a crash. What evaluating them may spend, in steps and in string length, is an
///   `ExpressionAllowance`.
/// - Comparisons do not chain (`a < b < c` is an error), as in Swift.
/// - No objects, no member access, no calls: a scene that needs them is better written in Swift.
public struct Expression: Equatable, Sendable, CustomStringConvertible {
    /// The longest expression accepted, in Unicode scalars: a generous line of logic, small
    /// enough that parsing and evaluating it is instant.
    static let maximumLength = 4096

    /// The expression as written.
    public let description: String
    /// The text errors quote: `description`, or the interpolated string that holds it.
    let context: String
    let root: ExpressionNode
    /// Every `$name`, in source order.
    let stateReadSites: [StateRead]

    /// One `$name` in the text, and where its `$` is.
    struct StateRead: Equatable, Sendable {
        let name: String
        let offset: Int
    }

    /// Parses an expression.
    ///
    /// - Parameter knownNames: The bare names allowed: `["value"]` (the default) inside the content
    ///   of `AnimatedPresence` and `ForEach`, `[]` elsewhere.
    /// - Throws: `ExpressionError` for a syntax error, an unknown bare name, or an expression
    ///   that is too long or too deeply nested.
    public static func parse(_ source: String, knownNames: [String] = ["value"]) throws(ExpressionError) -> Expression {
        let scalars = Array(source.unicodeScalars)
        guard scalars.count <= maximumLength else {
            throw ExpressionError(
                expression: source, offset: nil, message: "expression longer than \(maximumLength) characters")
        }
        guard scalars.contains(where: { !isWhitespace($0) }) else {
            throw ExpressionError(expression: source, offset: nil, message: "empty expression")
        }
        return try parse(
            scalars, range: 0..<scalars.count, context: source, knownNames: knownNames,
            endDescription: "the end of the expression")
    }

    /// Parses the expression in `scalars[range]`, which is part of `context`, the text errors
    /// quote. The range must hold more than whitespace.
    static func parse(
        _ scalars: [Unicode.Scalar], range: Range<Int>, context: String, knownNames: [String], endDescription: String
    ) throws(ExpressionError) -> Expression {
        let tokens = try ExpressionLexer.tokens(of: scalars, in: range, context: context)
        var parser = ExpressionParser(
            tokens: tokens, context: context, knownNames: knownNames, endDescription: endDescription)
        let root = try parser.parseExpression()
        return Expression(
            description: String(String.UnicodeScalarView(scalars[range])), context: context, root: root,
            stateReadSites: parser.stateReads)
    }

    /// Whether a scalar is whitespace between tokens: space, tab, LF or CR.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// Computes the expression's value.
    ///
    /// - Throws: `ExpressionError` at the part of the expression that failed: an unknown state
    ///   name (with a suggestion), operands of the wrong kind, an index out of range, division by
    ///   zero.
    public func evaluate(in scope: ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        var allowance = ExpressionAllowance()
        return try evaluate(in: scope, allowance: &allowance)
    }

    /// Computes the expression's value, taking its steps from `allowance` (a frame's, shared by
    /// all the expressions the frame evaluates).
    ///
    /// - Throws: `ExpressionError` as `evaluate(in:)` does, and with `exceededLimit` set when the
    ///   allowance runs out of steps or a string would be longer than its budget allows.
    public func evaluate(in scope: ExpressionScope, allowance: inout ExpressionAllowance) throws(ExpressionError) -> ExpressionValue {
        var evaluator = ExpressionEvaluator(scope: scope, context: context, allowance: allowance)
        defer { allowance = evaluator.allowance }
        return try evaluator.evaluate(root)
    }

    /// The state names the expression reads, each once, in order of first appearance: what a
    /// view written with it depends on.
    public var stateReads: [String] {
        var seen: Set<String> = []
        return stateReadSites.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Fails at the first `$name` that is not among `names`, suggesting the closest declared
    /// name, so a scene can be checked when it is loaded rather than when a frame evaluates it.
    ///
    /// - Parameter names: The declared state names, in declaration order (ties in suggestions go
    ///   to the earlier one).
    public func checkStateReads(declared names: [String]) throws(ExpressionError) {
        for read in stateReadSites where !names.contains(read.name) {
            throw ExpressionError(
                expression: context, offset: read.offset, message: Self.unknownStateMessage(read.name, candidates: names))
        }
    }

    /// "unknown state 'visble'; did you mean 'visible'?", or without the suggestion when no name
    /// is close.
    static func unknownStateMessage(_ name: String, candidates: [String]) -> String {
        let message = "unknown state '\(name)'"
        guard let suggestion = NameSuggestion.closest(to: name, among: candidates) else { return message }
        return message + "; did you mean '\(suggestion)'?"
    }
}

/// What expressions may still spend: steps left in the frame, and the longest string they may
/// make. Evaluation draws on it and fails cleanly when it runs out.
///
/// ## What a step is
///
/// One node of an expression evaluated, plus, for an operator whose work grows with its
/// operands, one step for every 64 bytes of string it reads or writes (joining, comparing,
/// writing a value out as text; every 4 bytes when it compares strings that are not ASCII)
/// and for every array element it compares or writes out. So a
/// frame's steps bound the time its expressions take, whatever the sizes of the values: `$a ==
/// $a` on a state array of 100,000 elements costs 100,000 steps, not one.
///
/// ## Why strings are checked before they are joined
///
/// A string that doubles (`$s + $s` run by a script event forty times) asks for its memory
/// before any check made after the join could see it. Joining and interpolating therefore
/// compare the result's length, known from the operands' UTF-8 counts, with the limit first.
public struct ExpressionAllowance: Equatable, Sendable {
    /// Where the limits come from, for the steps of a frame and the sentences of errors.
    public let budget: SceneBudget
    /// The steps left in this frame.
    public private(set) var remainingSteps: Int

    /// Bytes of string per step. 64: a cache line; the cost of a node (a switch, a dictionary
    /// look-up) is well above that of reading 64 bytes, so strings are charged generously.
    static let bytesPerStep = 64

    /// A frame's allowance: `budget.maximumEvaluationStepsPerFrame` steps.
    public init(budget: SceneBudget = .default) {
        self.budget = budget
        remainingSteps = budget.maximumEvaluationStepsPerFrame
    }

    /// The steps taken so far.
    public var stepsTaken: Int {
        budget.maximumEvaluationStepsPerFrame - remainingSteps
    }

    /// Takes `steps`, or fails at `offset` of `context` when fewer are left.
    mutating func spend(_ steps: Int, in context: String, at offset: Int?) throws(ExpressionError) {
        guard steps <= remainingSteps else {
            remainingSteps = 0
            throw ExpressionError(
                expression: context, offset: offset,
                message: "the expressions of this frame ran out of steps; \(budget.statement(of: .evaluationStepsPerFrame))",
                exceededLimit: .evaluationStepsPerFrame)
        }
        remainingSteps -= steps
    }

    /// The steps for reading or writing `byteCount` bytes of string.
    static func steps(forBytes byteCount: Int) -> Int {
        byteCount / bytesPerStep
    }

    /// Bytes of string per step when two strings that are not both ASCII are compared: Swift
    /// compares them by canonical equivalence, normalizing as it goes, about 1 ms for 64 KiB
    /// of "e" + U+0301 against "é" (a byte every 15 ns), where ASCII is compared a word at a
    /// time. 4: such a comparison costs what as many steps of other work do.
    static let comparedNonASCIIBytesPerStep = 4

    /// The steps for comparing `a` with `b` (equality or order): their shorter length, at
    /// `bytesPerStep` when both are ASCII, else at `comparedNonASCIIBytesPerStep`.
    static func steps(comparing a: String, _ b: String) -> Int {
        let length = min(a.utf8.count, b.utf8.count)
        let isASCII = a.utf8.allSatisfy { $0 < 0x80 } && b.utf8.allSatisfy { $0 < 0x80 }
        return length / (isASCII ? bytesPerStep : comparedNonASCIIBytesPerStep)
    }

    /// Fails when a string of `length` bytes, about to be made by `maker` ("'+'", "the
    /// interpolation"), is longer than the budget allows.
    func checkLength(_ length: Int, madeBy maker: String, in context: String, at offset: Int?) throws(ExpressionError) {
        guard length > budget.maximumStringLength else { return }
        throw ExpressionError(
            expression: context, offset: offset,
            message: "\(maker) would make a string of \(length.groupedText) bytes; \(budget.statement(of: .stringLength))",
            exceededLimit: .stringLength)
    }

    /// `left + right`, after checking the length and taking the steps.
    mutating func join(_ left: String, _ right: String, in context: String, at offset: Int) throws(ExpressionError) -> String {
        let length = left.utf8.count.saturatingAdded(right.utf8.count)
        try checkLength(length, madeBy: "'+'", in: context, at: offset)
        try spend(Self.steps(forBytes: length), in: context, at: offset)
        return left + right
    }

    /// Whether two values are equal, taking a step for every array element compared and the
    /// steps of every string compared.
    mutating func isEqual(_ left: ExpressionValue, _ right: ExpressionValue, in context: String, at offset: Int) throws(ExpressionError) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)):
            try spend(Self.steps(comparing: a, b), in: context, at: offset)
            return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                try spend(1, in: context, at: offset)
                guard try isEqual(x, y, in: context, at: offset) else { return false }
            }
            return true
        default:
            return left == right
        }
    }

    /// Appends `value` as it reads inside text (`ExpressionValue.displayText`), checking the
    /// length before every piece and taking the steps of what it writes.
    mutating func appendDisplayText(
        of value: ExpressionValue, to text: inout String, madeBy maker: String, in context: String, at offset: Int?
    ) throws(ExpressionError) {
        switch value {
        case .string(let string):
            try append(string, to: &text, madeBy: maker, in: context, at: offset)
        case .number(let number):
            try append(number.shortestText, to: &text, madeBy: maker, in: context, at: offset)
        default:
            try appendLiteral(of: value, to: &text, madeBy: maker, in: context, at: offset)
        }
    }

    /// Appends `value` written as an expression literal (`ExpressionValue.description`).
    mutating func appendLiteral(
        of value: ExpressionValue, to text: inout String, madeBy maker: String, in context: String, at offset: Int?
    ) throws(ExpressionError) {
        switch value {
        case .array(let elements):
            try append("[", to: &text, madeBy: maker, in: context, at: offset)
            for (index, element) in elements.enumerated() {
                try spend(1, in: context, at: offset)
                if index > 0 { try append(", ", to: &text, madeBy: maker, in: context, at: offset) }
                try appendLiteral(of: element, to: &text, madeBy: maker, in: context, at: offset)
            }
            try append("]", to: &text, madeBy: maker, in: context, at: offset)
        case .string(let string):
            // The literal is made before its length is checked, but it is at most twice the
            // string and two quotes, and every string is within the limit already.
            try append(ExpressionValue.literal(of: string), to: &text, madeBy: maker, in: context, at: offset)
        default:
            try append(value.description, to: &text, madeBy: maker, in: context, at: offset)
        }
    }

    private mutating func append(
        _ piece: String, to text: inout String, madeBy maker: String, in context: String, at offset: Int?
    ) throws(ExpressionError) {
        try checkLength(text.utf8.count.saturatingAdded(piece.utf8.count), madeBy: maker, in: context, at: offset)
        try spend(Self.steps(forBytes: piece.utf8.count), in: context, at: offset)
        text += piece
    }
}

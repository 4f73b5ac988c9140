/// What an expression can read while it is evaluated: the scene's state, and the current element
/// inside the content of an `AnimatedPresence` or a `ForEach`.
public struct ExpressionScope: Sendable {
    /// The scene's state by name, read by `$name`. Looked up, never iterated, except sorted to
    /// suggest a name when a lookup fails.
    public var state: [String: ExpressionValue]
    /// What the bare name `value` stands for, or `nil` outside content that has a current element.
    public var value: ExpressionValue?

    public init(state: [String: ExpressionValue] = [:], value: ExpressionValue? = nil) {
        self.state = state
        self.value = value
    }
}

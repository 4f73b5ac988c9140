/// An integer greater than zero, for counts and rates such as `--fps`.
///
/// Zero or a negative frame rate can't mean anything; rejecting it while parsing gives the user
/// "--fps expects a positive integer; found '0'" instead of a division by zero later.
public struct PositiveInt: ArgumentValue, Hashable, Sendable {
    /// The integer, always at least 1.
    public let value: Int

    public init?(argument: String) {
        guard let value = Int(argument), value > 0 else { return nil }
        self.value = value
    }

    public static var expectation: String { "a positive integer" }
}

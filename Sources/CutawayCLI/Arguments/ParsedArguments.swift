/// One command line sorted into the arguments, options and flags of a `CommandSignature`.
///
/// Values stay as typed until a command reads them with a type. Conversion failures throw the
/// same `UsageError` as parsing does, so a command needs one way of handling bad input, and the
/// tool reports both kinds alike.
///
/// Reading a name the signature doesn't declare, or reading a repeating option as a single value,
/// is a programming error and traps: a misspelled name in code must not look like an absent value.
public struct ParsedArguments: Sendable {
    private let signature: CommandSignature
    /// The words the command was given, as typed (a command that hands itself to another
    /// program passes them on).
    public let words: [String]
    /// Given values by option name; a single-value option keeps only its last occurrence.
    private let optionValues: [String: [String]]
    private let setFlags: Set<String>
    /// Words by argument name; absent when an optional argument got none.
    private let positionalValues: [String: [String]]

    init(
        signature: CommandSignature,
        words: [String],
        optionValues: [String: [String]],
        setFlags: Set<String>,
        positionalValues: [String: [String]]
    ) {
        self.signature = signature
        self.words = words
        self.optionValues = optionValues
        self.setFlags = setFlags
        self.positionalValues = positionalValues
    }

    /// The value of a single-value option, its default if it wasn't given, or `nil` if it has none.
    public func value<Value: ArgumentValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        let option = declaredOption(name)
        precondition(!option.isRepeating, "--\(name) is repeating; read it with values(_:as:)")
        guard let word = optionValues[name]?.last ?? option.defaultValue else { return nil }
        return try Self.convert(word, for: option.displayName)
    }

    /// Whether the option was given on the command line (its default aside).
    public func isGiven(_ name: String) -> Bool {
        _ = declaredOption(name)
        return optionValues[name] != nil
    }

    /// Every value of a repeating option in command-line order (commas split, unless the option
    /// says not), or its default's.
    public func values<Value: ArgumentValue>(_ name: String, as type: Value.Type) throws(UsageError) -> [Value] {
        let option = declaredOption(name)
        precondition(option.isRepeating, "--\(name) takes a single value; read it with value(_:as:)")
        let words = optionValues[name] ?? option.defaultValue.map(option.values(in:)) ?? []
        return try Self.convert(words, for: option.displayName)
    }

    /// The value of a single positional argument, or `nil` if it is optional and wasn't given.
    public func positional<Value: ArgumentValue>(_ name: String, as type: Value.Type) throws(UsageError) -> Value? {
        let argument = declaredArgument(name)
        precondition(!argument.isRepeating, "\(name) is repeating; read it with positionals(_:as:)")
        guard let word = positionalValues[name]?.first else { return nil }
        return try Self.convert(word, for: name)
    }

    /// Every word of a repeating positional argument, in order.
    public func positionals<Value: ArgumentValue>(_ name: String, as type: Value.Type) throws(UsageError) -> [Value] {
        let argument = declaredArgument(name)
        precondition(argument.isRepeating, "\(name) takes a single word; read it with positional(_:as:)")
        return try Self.convert(positionalValues[name] ?? [], for: name)
    }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool {
        precondition(signature.flag(named: name) != nil, "'\(signature.name)' has no flag --\(name)")
        return setFlags.contains(name)
    }

    private func declaredOption(_ name: String) -> OptionSpec {
        guard let option = signature.option(named: name) else {
            preconditionFailure("'\(signature.name)' has no option --\(name)")
        }
        return option
    }

    private func declaredArgument(_ name: String) -> ArgumentSpec {
        guard let argument = signature.argument(named: name) else {
            preconditionFailure("'\(signature.name)' has no argument \(name)")
        }
        return argument
    }

    private static func convert<Value: ArgumentValue>(_ word: String, for name: String) throws(UsageError) -> Value {
        guard let value = Value(argument: word) else {
            throw .invalidValue(name: name, value: word, expected: Value.expectation)
        }
        return value
    }

    private static func convert<Value: ArgumentValue>(
        _ words: [String],
        for name: String
    ) throws(UsageError) -> [Value] {
        var values: [Value] = []
        for word in words {
            values.append(try convert(word, for: name))
        }
        return values
    }
}

extension CommandSignature {
    /// Sorts the words that follow the command name into arguments, options and flags.
    ///
    /// Options and positional arguments may be mixed in any order; `--` ends the options, so that
    /// every later word is positional even if it starts with a dash. Values are checked against
    /// `allowedValues` here, and against their type when a command reads them.
    public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var optionValues: [String: [String]] = [:]
        var setFlags: Set<String> = []
        var positionalWords: [String] = []
        var index = words.startIndex
        var optionsEnded = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if optionsEnded || !word.looksLikeOption {
                positionalWords.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inlineValue) = word.splitAtEqualsSign()
            if let option = options.first(where: { $0.isSpelled(spelling) }) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < words.endIndex, !words[index].looksLikeOption {
                    value = words[index]
                    index += 1
                } else {
                    throw .missingValue(option: option.displayName, valueName: option.valueName)
                }
                try Self.record(value, for: option, in: &optionValues)
            } else if let flag = flags.first(where: { $0.isSpelled(spelling) }) {
                if let inlineValue {
                    throw .unexpectedValue(flag: flag.displayName, value: inlineValue)
                }
                setFlags.insert(flag.name)
            } else {
                throw .unknownOption(spelling, suggestion: suggestion(for: spelling))
            }
        }
        return ParsedArguments(
            signature: self,
            words: words,
            optionValues: optionValues,
            setFlags: setFlags,
            positionalValues: try assign(positionalWords)
        )
    }

    /// Whether `words` ask for help anywhere before `--`.
    ///
    /// The tool checks this before parsing, so that a line with a mistake in it still gets help:
    /// someone adding `--help` is asking what the right line is.
    func requestsHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains(where: FlagSpec.help.isSpelled)
    }

    /// Compares without dashes, so that "-fps" (one dash too few) suggests "--fps".
    private func suggestion(for spelling: String) -> String? {
        let typed = String(spelling.drop { $0 == "-" })
        let names = options.map(\.name) + flags.map(\.name)
        return closestMatch(to: typed, among: names).map { "--" + $0 }
    }

    /// Stores one occurrence of an option. A single-value option given again with another value
    /// is a usage error: silently taking the last `--out` would write where the user did not
    /// look (the same value twice is accepted).
    private static func record(
        _ value: String,
        for option: OptionSpec,
        in optionValues: inout [String: [String]]
    ) throws(UsageError) {
        let values = option.values(in: value)
        if let allowedValues = option.allowedValues {
            for value in values where !allowedValues.contains(value) {
                throw .invalidValue(name: option.displayName, value: value, expected: describeChoices(allowedValues))
            }
        }
        if let range = option.range {
            for value in values where !range.accepts(value) {
                throw .invalidValue(name: option.displayName, value: value, expected: range.expectation)
            }
        }
        if !option.isRepeating, let earlier = optionValues[option.name], earlier != values {
            throw .repeatedOption(option.displayName, first: earlier.joined(separator: ","), second: values.joined(separator: ","))
        }
        optionValues[option.name] = option.isRepeating ? optionValues[option.name, default: []] + values : values
    }

    /// Hands the positional words to the declared arguments in order; a repeating argument, which
    /// is always last, takes whatever remains.
    private func assign(_ words: [String]) throws(UsageError) -> [String: [String]] {
        var remaining = words[...]
        var values: [String: [String]] = [:]
        for argument in arguments {
            if argument.isRepeating {
                if remaining.isEmpty && !argument.isOptional {
                    throw .missingArgument(argument.name)
                }
                values[argument.name] = Array(remaining)
                remaining = []
            } else if let word = remaining.popFirst() {
                values[argument.name] = [word]
            } else if !argument.isOptional {
                throw .missingArgument(argument.name)
            }
        }
        if let extra = remaining.first {
            throw .unexpectedArgument(extra)
        }
        return values
    }
}

extension String {
    /// Whether the word is meant as an option rather than a value: a dash followed by anything
    /// but a digit or a point. Negative numbers ("-1", "-.5") and "-" (standard input, by
    /// convention) stay values, so `--at -1` works without `=`.
    var looksLikeOption: Bool {
        guard hasPrefix("-"), count > 1 else { return false }
        let second = self[index(after: startIndex)]
        return !second.isNumber && second != "."
    }

    /// "--out=DIR" as ("--out", "DIR"); a word without "=" has no inline value.
    fileprivate func splitAtEqualsSign() -> (spelling: String, inlineValue: String?) {
        guard let equalsSign = firstIndex(of: "=") else { return (self, nil) }
        return (String(self[..<equalsSign]), String(self[index(after: equalsSign)...]))
    }
}

/// Renders help and usage text from the declarations, so the text can't drift from what the
/// parser accepts.
///
/// The layout is fixed rather than fitted to the terminal: 80 columns, labels indented by 2 and
/// their help starting at column 26, as swift-argument-parser lays it out. The same text on every
/// machine keeps golden tests and pasted output stable, and 80 columns fit any terminal.
enum HelpFormatter {
    private static let width = 80
    private static let labelIndent = 2
    private static let helpColumn = 26

    /// The help for one command: overview, discussion, usage, arguments, options and examples.
    static func help(for signature: CommandSignature, toolName: String) -> String {
        var blocks = [overview(signature.abstract)]
        if !signature.discussion.isEmpty {
            blocks.append(paragraphs(signature.discussion))
        }
        blocks.append(usage(for: signature, toolName: toolName, label: "USAGE:"))
        if !signature.arguments.isEmpty {
            blocks.append(section("ARGUMENTS:", signature.arguments.map { row($0.name, $0.help) }))
        }
        blocks.append(section("OPTIONS:", signature.options.map(row) + signature.flags.map(row)))
        if !signature.examples.isEmpty {
            blocks.append(examples(signature.examples))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The help for the tool itself: overview, usage, the commands with their abstracts, and the
    /// tool's own options.
    static func help(for tool: CommandLineTool) -> String {
        let blocks = [
            overview(tool.abstract),
            usage(for: tool, label: "USAGE:"),
            section("COMMANDS:", tool.commandSignatures.map { row($0.name, $0.abstract) }),
            section("OPTIONS:", [FlagSpec.version, FlagSpec.help].map(row)),
            "See '\(tool.name) help COMMAND' for detailed help.",
        ]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The usage line of a command, `label` first ("USAGE:" in help, "usage:" after an error),
    /// wrapped so that continuation lines line up under the tool name.
    static func usage(for signature: CommandSignature, toolName: String, label: String) -> String {
        let arguments = signature.arguments.map { argument in
            let token = argument.name + (argument.isRepeating ? "..." : "")
            return argument.isOptional ? "[\(token)]" : token
        }
        let options = signature.options.map { "[\($0.displayName) \($0.valueName)\($0.isRepeating ? "..." : "")]" }
        let flags = signature.flags.filter { $0.name != FlagSpec.help.name }.map { "[\($0.displayName)]" }
        return usageLine(label: label, tokens: [toolName, signature.name] + arguments + options + flags)
    }

    /// The usage line of the tool.
    static func usage(for tool: CommandLineTool, label: String) -> String {
        usageLine(label: label, tokens: [tool.name, "COMMAND", "[ARGUMENT...]"])
    }

    private static func usageLine(label: String, tokens: [String]) -> String {
        fill([label] + tokens, firstLine: "", indent: label.count + 1).joined(separator: "\n")
    }

    private static func overview(_ abstract: String) -> String {
        fill(["OVERVIEW:"] + words(abstract), firstLine: "", indent: "OVERVIEW: ".count).joined(separator: "\n")
    }

    /// Text wrapped line by line, keeping the author's line breaks and blank lines.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                line.isEmpty ? "" : fill(words(String(line)), firstLine: "", indent: 0).joined(separator: "\n")
            }
            .joined(separator: "\n")
    }

    private static func section(_ title: String, _ rows: [[String]]) -> String {
        ([title] + rows.joined()).joined(separator: "\n")
    }

    private static func row(_ option: OptionSpec) -> [String] {
        var label = "\(option.displayName) \(option.valueName)"
        if let shortName = option.shortName {
            label = "-\(shortName), " + label
        }
        var notes: [String] = []
        if let allowedValues = option.allowedValues {
            notes.append("values: " + allowedValues.joined(separator: ", "))
        }
        if let range = option.range {
            notes.append("range: " + range.summary)
        }
        if let defaultValue = option.defaultValue {
            notes.append("default: " + defaultValue)
        }
        let help = notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
        return row(label, help)
    }

    private static func row(_ flag: FlagSpec) -> [String] {
        row(flag.shortName.map { "-\($0), \(flag.displayName)" } ?? flag.displayName, flag.help)
    }

    /// A label and its help, the help starting at `helpColumn`, or on the next line if the label
    /// reaches within two columns of it.
    private static func row(_ label: String, _ help: String) -> [String] {
        let labelLine = String(repeating: " ", count: labelIndent) + label
        let helpWords = words(help)
        guard !helpWords.isEmpty else { return [labelLine] }
        if labelLine.count + 2 <= helpColumn {
            let paddedLabel = labelLine + String(repeating: " ", count: helpColumn - labelLine.count)
            return fill(helpWords, firstLine: paddedLabel, indent: helpColumn)
        }
        return [labelLine] + fill(helpWords, firstLine: String(repeating: " ", count: helpColumn), indent: helpColumn)
    }

    /// Each example's help, then its invocation indented below it. Invocations are never wrapped,
    /// so they can be copied into a shell as they are.
    private static func examples(_ examples: [CommandSignature.Example]) -> String {
        let indent = String(repeating: " ", count: labelIndent)
        let entries = examples.map { example in
            (fill(words(example.help), firstLine: indent, indent: labelIndent)
                + [indent + indent + example.invocation]).joined(separator: "\n")
        }
        return "EXAMPLES:\n" + entries.joined(separator: "\n\n")
    }

    private static func words(_ text: String) -> [String] {
        text.split { $0.isWhitespace }.map(String.init)
    }

    /// Fills lines of at most `width` columns with `words`: the first line starts with `firstLine`,
    /// later ones with `indent` spaces. A word too long for any line gets a line of its own rather
    /// than being split, so that paths and commands stay intact.
    private static func fill(_ words: [String], firstLine: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = firstLine
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}

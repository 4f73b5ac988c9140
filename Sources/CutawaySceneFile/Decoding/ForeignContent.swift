/// What a file that is not JSON looks like, so that its error says so: the Swift source of a
/// scene, passed where its JSON was meant, reads "looks like Swift source" rather than "expected
/// a JSON value, found 'import'".
///
/// Only the start of the text is looked at, and only when JSON could not be read from it; a
/// file that starts like JSON keeps the JSON reader's own message, which says where it went
/// wrong.
enum ForeignContent: Equatable, Sendable {
    /// Nothing but whitespace.
    case empty
    /// Swift: a declaration keyword, an attribute or a directive, or a comment before one.
    case swiftSource(start: String)
    /// A `//` or `/*` comment that Swift does not follow: JSON with comments, which JSON is not.
    case comment
    /// XML, HTML or SVG.
    case markup
    /// Something else, starting with `start`.
    case text(start: String)

    /// Words that start a Swift file: its declarations and attributes.
    static let swiftWords = [
        "import", "struct", "class", "enum", "extension", "protocol", "func", "let", "var", "final",
        "public", "private", "internal", "fileprivate", "actor", "typealias",
    ]

    /// What `text` looks like, or `nil` when it starts like a JSON value.
    init?(_ text: String) {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = trimmed.first else {
            self = .empty
            return
        }
        if "{[\"-0123456789".contains(first) || ["true", "false", "null"].contains(where: { trimmed.hasPrefix($0) }) {
            return nil
        }
        let word = String(trimmed.prefix { $0.isLetter || $0.isNumber || "#@_".contains($0) }.prefix(30))
        if Self.swiftWords.contains(word) || word.hasPrefix("#") || word.hasPrefix("@") {
            self = .swiftSource(start: word)
        } else if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") {
            let code = text.split(whereSeparator: \.isNewline).map { $0.drop { $0.isWhitespace } }
                .first { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("/*") && !$0.hasPrefix("*") }
            let codeWord = code.map { String($0.prefix { $0.isLetter || "#@".contains($0) }) } ?? ""
            self = Self.swiftWords.contains(codeWord) || codeWord.hasPrefix("#") || codeWord.hasPrefix("@")
                ? .swiftSource(start: codeWord) : .comment
        } else if first == "<" {
            self = .markup
        } else {
            self = .text(start: word.isEmpty ? String(first) : word)
        }
    }

    /// What a scene file is, for the end of every message.
    static let sceneFileSentence =
        "a scene file is a JSON object that starts {\"format\": \"cutaway-scene/1\", ... (see docs/scene-format.md)"

    /// The sentence for the error: what the file looks like, then what a scene file is.
    var message: String {
        switch self {
        case .empty:
            "the file is empty; \(Self.sceneFileSentence)"
        case .swiftSource(let start):
            "the file looks like Swift source (it starts with '\(start)'), not a scene file; "
                + "\(Self.sceneFileSentence). Swift scenes are built in: `cutaway list` names them"
        case .comment:
            "the file starts with a comment, and JSON has none; \(Self.sceneFileSentence)"
        case .markup:
            "the file looks like XML or HTML (it starts with '<'), not JSON; \(Self.sceneFileSentence)"
        case .text(let start):
            "the file is not JSON (it starts with '\(start)'); \(Self.sceneFileSentence)"
        }
    }
}

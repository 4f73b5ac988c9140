import Foundation

/// The inline markdown SwiftUI reads in a `LocalizedStringKey`'s text: `**bold**` (or
/// `__bold__`), `*italic*` (or `_italic_`), `~~strikethrough~~` (or `~one~`), `` `code` ``
/// (monospaced), `[link](url)` (in the accent colour), and `\` escaping the next punctuation.
///
/// Why written here: SwiftUI parses a key with `AttributedString(markdown:)`'s inline-only
/// mode, which swift-corelibs-foundation lacks. This is CommonMark's inline algorithm for the
/// constructs above (https://spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis: the
/// delimiter runs, their left- and right-flanking rules, `_` not inside words, the rule of
/// three, nearest opener first; GFM's strikethrough, one or two tildes, opener and closer of
/// equal length), so `***a***` is bold italic and `**a*` is `*` then italic "a".
///
/// How values mix with markup: only the key's literal text is markup. A value interpolated
/// into it (a formatted number, or a string with a markup character) is one opaque piece,
/// as a letter to the flanking rules, so `"**\(count)**"` is a bold number and a user's
/// `"*"` stays a star. (An interpolated string without markup characters is merged into the
/// literal by `LocalizedStringKey`, which is the same unless it starts or ends with a space
/// right inside a delimiter.)
///
/// Apple's extension `^[text](attributes)` is read too: with `inflect: true` the text agrees
/// with its number (`^[\(count) glass](inflect: true)` reads "0 glasses", "1 glass";
/// `InflectedPhrase`); other attributes show the text as it is.
///
/// Design boundaries: no HTML, autolinks, link titles or reference links (they show as
/// written); a link is drawn, not followed; a code span keeps its spaces.
enum InlineMarkdown {
    /// What markup a piece is in.
    struct Style: Hashable {
        var isBold = false
        var isItalic = false
        var isStrikethrough = false
        var isCode = false
        var link: String?
    }

    /// A run of the key's segments in one style.
    struct Piece: Equatable {
        var segments: [TextSegment]
        var style: Style
    }

    /// The characters that can start markup: a key without them is shown as it is.
    static let markupCharacters: Set<Character> = ["*", "_", "~", "`", "[", "]", "\\"]

    /// The text a key shows: its pieces, each styled by its markup.
    static func text(of content: TextContent) -> Text {
        let segments = content.segments
        guard segments.contains(where: { segment in
            if case .verbatim(let string) = segment { return string.contains(where: markupCharacters.contains) }
            return false
        }) else { return Text(content: content) }
        let pieces = pieces(of: segments)
        if pieces.count == 1, pieces[0].style == Style() { return Text(content: TextContent(pieces[0].segments)) }
        return Text(storage: .concatenation(pieces.map { Text(content: TextContent($0.segments), attributes: $0.style.attributes) }, TextAttributes()))
    }

    /// The key's segments split into styled pieces (literal segments read as markdown, the
    /// others opaque), neighbours of one style joined.
    static func pieces(of segments: [TextSegment]) -> [Piece] {
        var parser = Parser(units: units(of: segments))
        var pieces: [Piece] = []
        flatten(parser.parse(), style: Style(), into: &pieces)
        return pieces
    }

    // MARK: Units and nodes

    /// One character of literal text, or one opaque value.
    private enum Unit {
        case character(Character)
        case value(TextSegment)
    }

    private static func units(of segments: [TextSegment]) -> [Unit] {
        var units: [Unit] = []
        for segment in segments {
            if case .verbatim(let string) = segment {
                units.append(contentsOf: string.map(Unit.character))
            } else {
                units.append(.value(segment))
            }
        }
        return units
    }

    /// A run of `*`, `_` or `~`, as CommonMark keeps it on its delimiter stack.
    private struct Delimiter {
        let character: Character
        var count: Int
        let originalCount: Int
        var canOpen: Bool
        /// By the flanking rules (what the rule of three reads).
        let canClose: Bool
        /// Whether it may still close: it could and has not yet looked for an opener in vain.
        var isCloser: Bool
    }

    private enum Trait { case bold, italic, strikethrough, code }

    /// A parsed inline: text as written, a value, an unmatched delimiter or bracket (shown as
    /// written), or content in a style.
    private indirect enum Node {
        case text(String)
        case value(TextSegment)
        case delimiter(Delimiter)
        /// `[`, or `^[` (`isAttributed`), Apple's attributed text.
        case openingBracket(isActive: Bool, isAttributed: Bool)
        case styled(Trait, [Node])
        case link(String, [Node])
        /// `^[content](attributes)`: inflected when the attributes say `inflect: true`.
        case attributed(isInflected: Bool, [Node])
    }

    private struct Parser {
        let units: [Unit]
        var index = 0
        var nodes: [Node] = []

        init(units: [Unit]) {
            self.units = units
        }

        mutating func parse() -> [Node] {
            while index < units.count {
                switch units[index] {
                case .value(let segment):
                    nodes.append(.value(segment))
                    index += 1
                case .character("\\"):
                    if index + 1 < units.count, case .character(let next) = units[index + 1], next.isASCII, next.isPunctuation || next.isSymbol {
                        appendText(String(next))
                        index += 2
                    } else {
                        appendText("\\")
                        index += 1
                    }
                case .character("`"):
                    parseCode()
                case .character(let character) where character == "*" || character == "_" || character == "~":
                    parseDelimiterRun(character)
                case .character("^") where index + 1 < units.count && { if case .character("[") = units[index + 1] { true } else { false } }():
                    nodes.append(.openingBracket(isActive: true, isAttributed: true))
                    index += 2
                case .character("["):
                    nodes.append(.openingBracket(isActive: true, isAttributed: false))
                    index += 1
                case .character("]"):
                    parseClosingBracket()
                case .character(let character):
                    appendText(String(character))
                    index += 1
                }
            }
            return InlineMarkdown.emphasized(nodes)
        }

        private mutating func appendText(_ string: String) {
            if case .text(let last)? = nodes.last {
                nodes[nodes.count - 1] = .text(last + string)
            } else {
                nodes.append(.text(string))
            }
        }

        private func runLength(of character: Character, from start: Int) -> Int {
            var end = start
            while end < units.count, case .character(character) = units[end] { end += 1 }
            return end - start
        }

        /// A code span: a run of backticks up to the next run of the same length, its content
        /// shown as written; without one, the backticks are text.
        private mutating func parseCode() {
            let length = runLength(of: "`", from: index)
            var search = index + length
            while search < units.count {
                let found = runLength(of: "`", from: search)
                if found == length {
                    let content = units[(index + length)..<search].map { unit -> Node in
                        switch unit {
                        case .character(let character): .text(String(character))
                        case .value(let segment): .value(segment)
                        }
                    }
                    nodes.append(.styled(.code, content))
                    index = search + length
                    return
                }
                search += max(1, found)
            }
            appendText(String(repeating: "`", count: length))
            index += length
        }

        /// A delimiter run, with whether it can open and close by CommonMark's flanking rules
        /// (a value beside it counts as a letter; the start and end of the text as spaces).
        private mutating func parseDelimiterRun(_ character: Character) {
            let length = runLength(of: character, from: index)
            func neighbour(_ position: Int) -> Character {
                guard units.indices.contains(position) else { return " " }
                if case .character(let neighbour) = units[position] { return neighbour }
                return "a"
            }
            let before = neighbour(index - 1), after = neighbour(index + length)
            let isPunctuation = { (character: Character) in character.isPunctuation || character.isSymbol }
            let leftFlanking = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
            let rightFlanking = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
            var canOpen = leftFlanking, canClose = rightFlanking
            if character == "_" {
                canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
            }
            if character == "~" && length > 2 {
                // GFM: three or more tildes strike nothing.
                canOpen = false
                canClose = false
            }
            nodes.append(.delimiter(Delimiter(character: character, count: length, originalCount: length, canOpen: canOpen, canClose: canClose, isCloser: canClose)))
            index += length
        }

        /// `](destination)` closing the nearest active `[`: a link of what lies between;
        /// `](attributes)` closing a `^[`: attributed text; otherwise the bracket is text.
        private mutating func parseClosingBracket() {
            if let opener = nodes.lastIndex(where: { if case .openingBracket = $0 { true } else { false } }),
               case .openingBracket(_, isAttributed: true) = nodes[opener], let attributes = attributes(from: index + 1) {
                let content = InlineMarkdown.emphasized(Array(nodes[(opener + 1)...]))
                nodes.removeSubrange(opener...)
                nodes.append(.attributed(isInflected: attributes.isInflected, content))
                index = attributes.end
                return
            }
            guard let opener = nodes.lastIndex(where: { if case .openingBracket = $0 { true } else { false } }),
                  case .openingBracket(isActive: true, isAttributed: false) = nodes[opener], let destination = destination(from: index + 1)
            else {
                if let opener = nodes.lastIndex(where: { if case .openingBracket = $0 { true } else { false } }) {
                    // The bracket is text from now on (CommonMark removes it from its stack).
                    if case .openingBracket(_, isAttributed: true) = nodes[opener] { nodes[opener] = .text("^[") } else { nodes[opener] = .text("[") }
                }
                appendText("]")
                index += 1
                return
            }
            let content = InlineMarkdown.emphasized(Array(nodes[(opener + 1)...]))
            nodes.removeSubrange(opener...)
            nodes.append(.link(destination.url, content))
            // A link cannot hold a link: the brackets before it are text.
            for position in nodes.indices {
                if case .openingBracket(_, let isAttributed) = nodes[position] { nodes[position] = .openingBracket(isActive: false, isAttributed: isAttributed) }
            }
            index = destination.end
        }

        /// The attributes of `(key: value, …)` at `start` (Apple's JSON5 object without its
        /// braces), with the index past them: whether they hold `inflect: true`. Values are
        /// literal text; a value in them makes them no attributes.
        private func attributes(from start: Int) -> (isInflected: Bool, end: Int)? {
            guard start < units.count, case .character("(") = units[start] else { return nil }
            var text = ""
            var position = start + 1
            while position < units.count {
                guard case .character(let character) = units[position] else { return nil }
                if character == ")" {
                    let pairs = text.split(separator: ",").map { pair in
                        pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
                    }
                    return (pairs.contains { $0.count == 2 && $0[0] == "inflect" && $0[1] == "true" }, position + 1)
                }
                text.append(character)
                position += 1
            }
            return nil
        }

        /// The destination of `(url)` at `start`, with the index past it: no spaces, no values.
        private func destination(from start: Int) -> (url: String, end: Int)? {
            guard start < units.count, case .character("(") = units[start] else { return nil }
            var url = ""
            var position = start + 1
            while position < units.count {
                guard case .character(let character) = units[position], !character.isWhitespace else { return nil }
                if character == ")" { return (url, position + 1) }
                url.append(character)
                position += 1
            }
            return nil
        }
    }

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener
    /// of its character that may pair with it; what lies between becomes bold (two of each),
    /// italic (one) or struck through (`~`), and any delimiter left between is text.
    private static func emphasized(_ input: [Node]) -> [Node] {
        var nodes = input
        var closerIndex = 0
        while closerIndex < nodes.count {
            guard case .delimiter(var closer) = nodes[closerIndex], closer.isCloser else {
                closerIndex += 1
                continue
            }
            var openerIndex: Int?
            for candidate in stride(from: closerIndex - 1, through: 0, by: -1) {
                guard case .delimiter(let opener) = nodes[candidate], opener.character == closer.character, opener.canOpen
                else { continue }
                if closer.character == "~" {
                    if opener.count == closer.count { openerIndex = candidate; break }
                    continue
                }
                // The rule of three: a run that can both open and close pairs only if the two
                // lengths' sum is no multiple of 3, unless both are.
                let eitherBoth = opener.canClose || closer.canOpen
                let sum = opener.originalCount + closer.originalCount
                if eitherBoth && sum % 3 == 0 && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { continue }
                openerIndex = candidate
                break
            }
            guard let openerIndex, case .delimiter(var opener) = nodes[openerIndex] else {
                // No opener: it stays text, or an opener for a later closer.
                closer.isCloser = false
                nodes[closerIndex] = .delimiter(closer)
                closerIndex += 1
                continue
            }
            let used = closer.character == "~" ? closer.count : min(2, opener.count, closer.count)
            let trait: Trait = closer.character == "~" ? .strikethrough : used == 2 ? .bold : .italic
            opener.count -= used
            closer.count -= used
            var replacement: [Node] = []
            if opener.count > 0 { replacement.append(.delimiter(opener)) }
            replacement.append(.styled(trait, Array(nodes[(openerIndex + 1)..<closerIndex])))
            if closer.count > 0 { replacement.append(.delimiter(closer)) }
            nodes.replaceSubrange(openerIndex...closerIndex, with: replacement)
            // On to what is left of the closer, or past the styled node.
            closerIndex = openerIndex + replacement.count - (closer.count > 0 ? 1 : 0)
        }
        return nodes
    }

    private static func flatten(_ nodes: [Node], style: Style, into pieces: inout [Piece]) {
        func append(_ segment: TextSegment) {
            if pieces.last?.style == style {
                var segments = pieces[pieces.count - 1].segments
                if case .verbatim(let last)? = segments.last, case .verbatim(let string) = segment {
                    segments[segments.count - 1] = .verbatim(last + string)
                } else {
                    segments.append(segment)
                }
                pieces[pieces.count - 1].segments = segments
            } else {
                pieces.append(Piece(segments: [segment], style: style))
            }
        }
        for node in nodes {
            switch node {
            case .text(let string): append(.verbatim(string))
            case .value(let segment): append(segment)
            case .delimiter(let delimiter): append(.verbatim(String(repeating: delimiter.character, count: delimiter.count)))
            case .openingBracket(_, let isAttributed): append(.verbatim(isAttributed ? "^[" : "["))
            case .attributed(isInflected: true, let content):
                // One value, made when the text is resolved: its number is formatted then.
                var inner: [Piece] = []
                flatten(content, style: Style(), into: &inner)
                append(.formatted(InflectedPhrase(segments: inner.flatMap(\.segments))))
            case .attributed(isInflected: false, let content):
                flatten(content, style: style, into: &pieces)
            case .styled(let trait, let content):
                var inner = style
                switch trait {
                case .bold: inner.isBold = true
                case .italic: inner.isItalic = true
                case .strikethrough: inner.isStrikethrough = true
                case .code: inner.isCode = true
                }
                flatten(content, style: inner, into: &pieces)
            case .link(let url, let content):
                var inner = style
                inner.link = url
                flatten(content, style: inner, into: &pieces)
            }
        }
    }
}

extension InlineMarkdown.Style {
    /// The text styling the markup stands for, as SwiftUI draws it: bold, italic, a
    /// strikethrough in the text's colour, the monospaced design, a link in the accent colour
    /// (SwiftUI's tint; not underlined).
    var attributes: TextAttributes {
        var attributes = TextAttributes()
        if isBold { attributes.weight = .bold }
        attributes.isItalic = isItalic
        if isStrikethrough { attributes.strikethrough = .some(.single) }
        attributes.isMonospaced = isCode
        if link != nil { attributes.foreground = AnyShapeStyle(Color.accentColor) }
        return attributes
    }
}

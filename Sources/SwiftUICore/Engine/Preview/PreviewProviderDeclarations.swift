import Foundation

/// Where a type is declared to conform to `PreviewProvider`: the `struct`, `enum`, `class`,
/// `actor` or `extension` whose inheritance clause names it, in a Swift file.
struct PreviewProviderDeclaration: Hashable, Sendable {
    /// The type's name with those of the types it is written in (`Outer.Inner_Previews`).
    let names: [String]
    let filePath: String
    /// The line and column (in UTF-8 bytes, from 1, as `#line` and `#column`) of the keyword.
    let line: Int
    let column: Int
}

/// Finds the places of `PreviewProvider` conformances in Swift sources.
///
/// Which providers exist is the compiler's answer, read from the executable's conformance
/// records (`ProtocolConformances`); the records say nothing of where a type is written, and
/// a preview needs its place for its file ID, its order (file, then line), its name's tie-break
/// and the script file beside its Swift file. So the places come from the sources, read with a
/// small lexer: comments, string literals (multi-line, raw, interpolated) and nested braces
/// are understood, which is all it takes to read an inheritance clause. This reader only ever
/// places a type the compiler has already found; it never decides what is a preview, so a
/// declaration it misreads, or one inside an `#if` branch the compiler left out, can misplace
/// a preview but never invent or lose one.
enum PreviewProviderDeclarations {
    /// The declarations in the Swift files under `folders` (hidden folders and `.build` aside),
    /// by path, then line.
    static func find(inFolders folders: [URL]) -> [PreviewProviderDeclaration] {
        var paths: Set<String> = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" {
                    walker.skipDescendants()
                } else if url.pathExtension == "swift" {
                    paths.insert(url.standardizedFileURL.path)
                }
            }
        }
        return paths.sorted().flatMap { path -> [PreviewProviderDeclaration] in
            // A source file larger than any written by hand is skipped (and read no further).
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size < 8 << 20,
                  let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PreviewProvider")
            else { return [] }
            return find(in: text, filePath: path)
        }
    }

    /// The declarations in one file's `text`, in source order.
    static func find(in text: String, filePath: String) -> [PreviewProviderDeclaration] {
        let tokens = SwiftTokens(Array(text.utf8)).tokens
        var found: [PreviewProviderDeclaration] = []
        // What each open brace belongs to: a type's name, or nothing (a function, a closure...).
        var scopes: [[String]?] = []
        var pendingScope: [String]?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{":
                scopes.append(pendingScope)
                pendingScope = nil
            case "}":
                if !scopes.isEmpty { scopes.removeLast() }
            case "struct", "class", "enum", "actor", "extension", "protocol":
                guard let declaration = typeDeclaration(at: index, in: tokens) else { break }
                let names = scopes.compactMap { $0 }.flatMap { $0 } + declaration.names
                if declaration.conforms, token.text != "protocol", !scopes.contains(where: { $0 == nil }) {
                    found.append(PreviewProviderDeclaration(names: names, filePath: filePath, line: token.line, column: token.column))
                }
                pendingScope = names
                index = declaration.bodyIndex
                continue
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// Words that follow `class` where it declares no type (`class func`, `class var`).
    private static let memberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private", "fileprivate",
        "internal", "public", "open", "convenience", "required", "mutating", "nonmutating", "dynamic", "lazy", "weak",
        "unowned", "nonisolated", "isolated", "inout", "some", "any",
    ]

    /// The type declared by the keyword at `index`: its name's parts, whether its inheritance
    /// clause names `PreviewProvider`, and the index of its body's `{`; nil where the keyword
    /// declares no type.
    private static func typeDeclaration(at index: Int, in tokens: [SwiftTokens.Token]) -> (names: [String], conforms: Bool, bodyIndex: Int)? {
        var position = index + 1
        var names: [String] = []
        while position < tokens.count, tokens[position].isIdentifier, !memberWords.contains(tokens[position].text) {
            names.append(tokens[position].text)
            position += 1
            guard position < tokens.count, tokens[position].text == "." else { break }
            position += 1
        }
        guard !names.isEmpty else { return nil }
        var conforms = false
        // The clause runs from the first `:` outside the generic parameters to the `where`.
        var inInheritance = false, pastWhere = false
        var depth = 0
        while position < tokens.count {
            let text = tokens[position].text
            if depth == 0, text == "{" { return (names, conforms, position) }
            // A `}` or `;` before any body: not a declaration this reader understands.
            if depth == 0, text == "}" || text == ";" { return nil }
            switch text {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth = max(0, depth - 1)
            case ":" where depth == 0 && !pastWhere: inInheritance = true
            case "where" where depth == 0:
                inInheritance = false
                pastWhere = true
            case "PreviewProvider" where inInheritance && depth == 0: conforms = true
            default: break
            }
            position += 1
        }
        return nil
    }
}

/// Swift source as identifiers and punctuation, with comments, string literals, numbers and
/// whitespace left out, each token with its line and column.
struct SwiftTokens {
    struct Token {
        let text: String
        let line: Int
        let column: Int
        let isIdentifier: Bool
    }

    private(set) var tokens: [Token] = []
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lex()
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func lex() {
        while let current = byte() {
            let startLine = line, startColumn = position - lineStart + 1
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while let next = byte(), next != UInt8(ascii: "\n") { _ = next; advance() }
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") && startsRawString() {
                skipString()
            } else if current == UInt8(ascii: "`") {
                advance()
                let start = position
                while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { _ = next; advance() }
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                if byte() == UInt8(ascii: "`") { advance() }
                tokens.append(Token(text: text, line: startLine, column: startColumn, isIdentifier: true))
            } else if Self.isIdentifierByte(current) {
                let start = position
                while let next = byte(), Self.isIdentifierByte(next) { _ = next; advance() }
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current)
                if !isNumber { tokens.append(Token(text: text, line: startLine, column: startColumn, isIdentifier: true)) }
            } else if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\n")
                        || current == UInt8(ascii: "\r") {
                advance()
            } else {
                advance()
                tokens.append(Token(text: String(UnicodeScalar(current)), line: startLine, column: startColumn, isIdentifier: false))
            }
        }
    }

    /// `/* ... */`, which nests in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while let current = byte() {
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                advance(); advance()
            } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Whether the `#`s here open a raw string (`#"..."#`), not a directive (`#if`, `#Preview`).
    private func startsRawString() -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    /// A string literal: `"..."`, `"""..."""`, with `#`s around it for a raw one, its
    /// interpolations (`\(...)`, themselves code with strings in it) skipped whole.
    private mutating func skipString() {
        var hashes = 0
        while byte() == UInt8(ascii: "#") { hashes += 1; advance() }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        while let current = byte() {
            if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { advance() }
                if byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if byte() != nil {
                    advance()
                }
            } else if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
                      (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") }) {
                for _ in 0..<(quotes + hashes) { advance() }
                return
            } else if current == UInt8(ascii: "\n"), !multiline {
                // An unterminated single-line string ends at its line, as the compiler reports it.
                return
            } else {
                advance()
            }
        }
    }

    /// `(...)` of an interpolation: code, with parentheses and strings of its own.
    private mutating func skipInterpolation() {
        var depth = 0
        while let current = byte() {
            if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") && startsRawString() {
                skipString()
                continue
            }
            advance()
            if current == UInt8(ascii: "(") { depth += 1 }
            if current == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}

/// Reads JSON text into a tree of `JSONNode`s that remember where every value and key is.
///
/// ## Why not JSONSerialization or JSONDecoder
///
/// A scene file is written by hand, and its errors must be fixable without guessing. Foundation's
/// readers forget where values are once they are read, so a decoder built on them cannot say "line
/// 12, column 9" about a misspelt view type; and `Codable` ignores unknown keys, where a scene
/// file must reject them (a misspelt modifier that silently does nothing is the worst kind of
/// bug). Their syntax errors also vary between platforms. This reader keeps a location for every
/// value and every key, and its messages are ours, identical everywhere.
///
/// ## What it accepts
///
/// Exactly RFC 8259, nothing more: no comments, no trailing commas, no single quotes, no `NaN`.
/// Strings take every escape, including `\uXXXX` surrogate pairs; a lone surrogate is an error.
/// Numbers follow the RFC grammar (no leading zeros, no "1.", ".5" or "+1") and are converted by
/// `Double(String)`, which rounds correctly; a number too large for a `Double` is an error.
/// Whitespace is space, tab, CR and LF only. A UTF-8 byte order mark at the start is skipped, since
/// some Windows editors write one. Duplicate keys in one object are an error that names where the
/// first one is. Keys compare as Swift strings, so two spellings of the same text in different
/// Unicode normal forms are duplicates, as they would be to any decoder looking keys up.
///
/// ## How it works
///
/// One pass over the UTF-8 bytes with a cursor that keeps its line and column up to date, so that
/// taking a location is free. Arrays and objects still being read sit on an explicit stack rather
/// than the call stack, so no input can overflow the thread's stack; `JSONLimits` bounds depth,
/// size, string length and member counts, each with a clean error.
public enum JSONReader {
    /// Parses `text` as one JSON value.
    ///
    /// - Throws: `JSONSyntaxError` with the location of the first problem.
    public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONSyntaxError) -> JSONNode {
        let byteCount = text.utf8.count
        guard byteCount <= limits.maximumBytes else {
            throw JSONSyntaxError(
                location: SourceLocation(line: 1, column: 1),
                message: "file larger than \(JSONLimits.describeByteCount(limits.maximumBytes))")
        }
        var parser = JSONParser(bytes: Array(text.utf8), limits: limits)
        return try parser.parseDocument()
    }
}

/// A position in a scene file's text, for error messages: "line 3, column 14".
///
/// Both numbers are 1-based, as editors show them.
///
/// The column counts **Unicode scalars** from the start of the line, not UTF-8 bytes: an editor
/// counts "é" or "→" as one column, and byte counts would drift to the right after every non-ASCII
/// letter in a string. Scalars are what editors count for nearly all text scene files hold; only
/// sequences built from several scalars (a letter plus a combining accent, a flag, a family emoji)
/// take more columns here than on screen. A tab counts as one column.
///
/// A line ends at LF, at CR LF, or at a lone CR, so files saved on any platform number their lines
/// the way their editor does.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}

/// How large a scene file `JSONReader` accepts before it stops with an error.
///
/// Scene files come from anywhere (a pull request, a bug report), so reading one must never
/// crash, exhaust memory or take minutes. Every limit ends the parse with a `JSONSyntaxError`.
/// The defaults leave ample room for hand-written scenes, which are a few kilobytes and a dozen
/// levels deep.
public struct JSONLimits: Sendable {
    /// How many arrays and objects may nest inside each other; a scalar at the top is depth 0, the
    /// top-level object depth 1.
    ///
    /// The reader itself does not recurse, but whatever walks the tree it returns does (equality,
    /// deallocation, the scene decoder), so this limit is what keeps those walks off the end of a
    /// thread's stack. Default 64: five times the deepest scene we write, shallow enough that a
    /// recursive walk needs only a few kilobytes of stack.
    public var maximumDepth: Int
    /// How long the text may be, in UTF-8 bytes. Default 4 MiB: about a thousand times a typical
    /// scene, small enough to read in well under a second.
    public var maximumBytes: Int
    /// How long one string may be once its escapes are decoded, in UTF-8 bytes. Default 1 MiB: far
    /// longer than any text a view shows.
    public var maximumStringLength: Int
    /// How many members one object, or elements one array, may have. Default 100,000: no scene
    /// needs more, and it bounds the work of the duplicate-key check on hostile input.
    public var maximumMembers: Int

    public init(
        maximumDepth: Int = 64,
        maximumBytes: Int = 4 * 1_048_576,
        maximumStringLength: Int = 1_048_576,
        maximumMembers: Int = 100_000
    ) {
        self.maximumDepth = maximumDepth
        self.maximumBytes = maximumBytes
        self.maximumStringLength = maximumStringLength
        self.maximumMembers = maximumMembers
    }

    /// The limits used when none are given.
    public static let `default` = JSONLimits()

    /// A byte count as messages show it: "4 MiB", "16 KiB", "1 byte", "100 bytes".
    static func describeByteCount(_ count: Int) -> String {
        // 1 MiB = 2²⁰ bytes, 1 KiB = 2¹⁰ bytes (IEC binary prefixes).
        if count > 0, count % 1_048_576 == 0 { return "\(count / 1_048_576) MiB" }
        if count > 0, count % 1024 == 0 { return "\(count / 1024) KiB" }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}

/// How the lines of a multiline text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}

extension Text {
    /// Where a truncated text puts its ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        case head
        case middle
        case tail
    }
}

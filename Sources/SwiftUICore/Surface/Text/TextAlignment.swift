import Foundation

/// How the lines of a multiline text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    /// This alignment seen from the other side: leading and trailing swapped, as a right-to-left
    /// layout draws them.
    var mirrored: TextAlignment {
        switch self {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}

extension Text {
    /// Where a truncated text puts its ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        case head
        case middle
        case tail
    }
}

extension Text {
    /// A case a text is shown in, whatever case its string is written in (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase

        /// `string` in this case, by the `en_US` locale's rules, so that output does not
        /// depend on the machine's settings.
        func apply(to string: String) -> String {
            let locale = Locale(identifier: "en_US")
            switch self {
            case .uppercase: return string.uppercased(with: locale)
            case .lowercase: return string.lowercased(with: locale)
            }
        }
    }
}

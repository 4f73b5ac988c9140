/// How an accessibility element made with `accessibilityElement(children:)` treats the
/// elements inside it (SwiftUI's three behaviours). Accepted and not kept: Cutaway has no
/// accessibility tree.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case ignore, contain, combine }
    private let kind: Kind

    /// The children are hidden; the element has only what is given to it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels, values and actions become this element's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

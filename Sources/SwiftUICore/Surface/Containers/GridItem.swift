import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): how long it is, the gap after it,
/// and how its cells align in it.
public struct GridItem: Sendable {
    /// How long a grid item is.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of what the fixed items leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in its share, sharing it equally.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The gap after this item; `nil` is the standard 8 points.
    public var spacing: CGFloat?
    /// How cells align in this item; `nil` is the grid's alignment, centred on the other axis.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

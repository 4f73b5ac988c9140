/// The horizontal or vertical dimension of a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as used by `fixedSize` and scroll views.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

import Foundation

/// Which section parts of a lazy stack or grid stay pinned to the scroll view's edge while
/// its content scrolls. Cutaway's grids take the option and draw sections in place.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

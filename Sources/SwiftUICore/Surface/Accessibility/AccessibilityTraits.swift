/// What an accessibility element is and how it behaves (SwiftUI's set of traits), for
/// `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)`.
///
/// Design boundaries: Cutaway has no accessibility tree, so traits are accepted and not kept;
/// the type exists so that code that names them compiles and draws as on iOS (where traits
/// draw nothing either).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var rawValue: UInt32

    private init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public init() {
        rawValue = 0
    }

    // SwiftUI's traits, each a bit of its own (the order of SwiftUI's documentation).
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    public func contains(_ member: AccessibilityTraits) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue | other.rawValue)
    }

    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue & other.rawValue)
    }

    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
    }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let isNew = !contains(newMember)
        rawValue |= newMember.rawValue
        return (isNew, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        rawValue &= ~member.rawValue
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let old = contains(newMember) ? newMember : nil
        rawValue |= newMember.rawValue
        return old
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }
}

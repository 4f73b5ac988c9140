/// A unique identity for a publisher, subscriber or subscription (Combine's name and meaning).
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let object: ObjectIdentifier
    /// What keeps `object` unique while this identifier lives, for `init()`.
    private let token: AnyObject?

    /// A new identifier, unlike every other.
    public init() {
        let token = Token()
        self.token = token
        object = ObjectIdentifier(token)
    }

    /// The identifier of `object`.
    public init(_ object: AnyObject) {
        self.object = ObjectIdentifier(object)
        token = nil
    }

    public var description: String { "\(object)" }

    public static func == (lhs: CombineIdentifier, rhs: CombineIdentifier) -> Bool {
        lhs.object == rhs.object
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(object)
    }

    private final class Token {}
}

/// Something with a `CombineIdentifier`; a class gets its object's identity.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

import Foundation

/// Names the transaction that started an animation, so that its completion can be tracked
/// across every value it animates.
///
/// The runtime gives each `withAnimation(_:completionCriteria:_:completion:)` call its own tag
/// and asks each `AnimatedValue` whether the animations carrying that tag are logically
/// complete or removed.
///
/// A tag is an identity, not a number: two tags are equal when they are the same tag, made by
/// one `AnimationTag()` call. So no counter is shared between graphs or threads, and a tag
/// means the same thing however many graphs ran before. Each tag keeps its small token alive
/// (animation segments hold their tags), so a token's identity is never reused while a tag
/// that names it exists. The token holds nothing: segments holding tags make no reference
/// cycle with the completion group that made them.
struct AnimationTag: Hashable, Sendable {
    private let token: Token

    init() {
        token = Token()
    }

    static func == (lhs: AnimationTag, rhs: AnimationTag) -> Bool {
        lhs.token === rhs.token
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(token))
    }

    private final class Token: Sendable {}
}

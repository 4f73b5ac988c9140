import Foundation

/// The context of a state change: the animation it runs with, and whether animations are off.
///
/// `withAnimation` and `withTransaction` make a transaction current while their body runs;
/// every state write inside records it, and the changes that write causes animate with it.
public struct Transaction: Sendable {
    /// The animation for changes made in this transaction (`nil`: they happen at once).
    public var animation: Animation?
    /// Whether animations set by `.animation(_:value:)` below are ignored.
    public var disablesAnimations: Bool = false
    /// The completion handler group of the `withAnimation` call that made this transaction.
    var completion: AnimationCompletionGroup?
    /// The virtual time of the event that made the change: its animations begin then.
    var startTime: Double?

    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction of the code running now (set by `withTransaction`).
    @TaskLocal static var current: Transaction?
}

/// Runs `body` with `transaction` current, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` in a transaction that animates its changes with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction that animates its changes with `animation`, and calls
/// `completion` once when those animations meet `completionCriteria` — at once, on the next
/// tick, if the changes started no animation.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    let group = AnimationCompletionGroup(criteria: completionCriteria, handler: completion)
    transaction.completion = group
    // The graph running this code waits for the group even if no state changes in it.
    GraphScope.current?.graph?.register(group)
    return try withTransaction(transaction, body)
}

/// The graph whose events and handlers are running, for code that has no other way to
/// reach it (`withAnimation`'s completion bookkeeping).
final class GraphScope: @unchecked Sendable {
    // @unchecked: set and read on the graph's single thread.
    weak var graph: ViewGraph?

    init(_ graph: ViewGraph) {
        self.graph = graph
    }

    @TaskLocal static var current: GraphScope?
    /// The graph whose views are being resolved (scene values note who reads them).
    @TaskLocal static var resolving: GraphScope?
}

/// When a `withAnimation` completion fires.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    let kind: Kind

    /// When the animations have logically reached their targets (a spring at its duration,
    /// a curve at its end), even if a spring is still settling.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animations have finished entirely and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// The animations started by one `withAnimation(...completion:)` call, and its handler.
final class AnimationCompletionGroup: @unchecked Sendable {
    // @unchecked: created, filled and fired on the graph's single thread.
    let criteria: AnimationCompletionCriteria
    let handler: () -> Void
    let tag: AnimationTag
    /// Checks, one per animated value that this group animates, of whether it is complete at a time.
    var checks: [(Double) -> Bool] = []
    var hasFired = false
    /// The update passes run since the group's changes were made.
    var passesSeen = 0

    init(criteria: AnimationCompletionCriteria, handler: @escaping () -> Void) {
        self.criteria = criteria
        self.handler = handler
        tag = AnimationTag()
    }

    /// Whether every animation of the group meets the criteria at `time`.
    func isComplete(at time: Double) -> Bool {
        checks.allSatisfy { $0(time) }
    }
}

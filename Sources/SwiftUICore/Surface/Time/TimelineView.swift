import Foundation

/// A view that updates on a schedule: its content is made for the schedule's latest date,
/// and made again when the scene's clock reaches the next one.
///
/// How it works: the scene's date is the scene clock's (`SceneClock.startDate` plus the
/// frame's time). On each evaluation the view walks `entries(from: now)` to the last entry at
/// or before now (that entry is `context.date`; none yet: now itself) and schedules a wake-up
/// at the next one, which makes the body that holds the view evaluate again. So a
/// `.periodic(from: d, by: p)` schedule updates at the first frame at or after each
/// `d + k·p`, shows `d + k·p` itself, and between updates the graph may rest.
///
/// Design boundaries: `cadence` is always `.live` (a scene is a screen in use). Walking the
/// entries stops after `maximumEntriesWalked`: a schedule that many entries behind the clock
/// shows the last one walked.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content is made for: the schedule's date, and how often the view updates.
    public struct Context {
        /// How often a timeline view updates: every frame, every second, every minute.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The schedule's entry the content is made for.
        public let date: Date
        /// How often the view updates: `.live` in a scene.
        public let cadence: Cadence
        let invalidate: () -> Void

        /// Makes the content again at the next frame, for the same date.
        public func invalidateTimelineContent() {
            invalidate()
        }
    }
}

/// The context of a timeline view's content closure.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A schedule walked this many entries ahead gives up (a tiny interval long behind the clock).
private let maximumEntriesWalked = 100_000

/// A date at most this far after the clock counts as reached: a `Date` in 2007 holds seconds
/// to about 30 ns (2⁻²⁵ s at 1.9 × 10⁸ s from 2001), far finer than frames are apart.
private let reachedTolerance: TimeInterval = 0.000_001

nonisolated extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// A view updated on `schedule`, whose content `content` makes for each date.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { context in
            content(TimelineViewDefaultContext(date: context.date, cadence: .live, invalidate: context.invalidate))
        }
    }

    public var body: Never { fatalError("TimelineView has no body") }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let graph = context.graph
        let clock = graph.clock
        let now = SceneClock.date(at: SceneClock.nanoseconds(graph.time))
        var current: Date?
        var next: Date?
        for (walked, entry) in schedule.entries(from: now, mode: .normal).enumerated() {
            guard walked < maximumEntriesWalked else { break }
            if entry.timeIntervalSince(now) <= reachedTolerance {
                current = entry
            } else {
                next = entry
                break
            }
        }
        let owner = WeakOwner(graph: graph, owner: context.composite)
        let update = {
            guard let graph = owner.graph, let node = owner.owner else { return }
            graph.stateDidChange(of: node, transaction: nil)
        }
        let key = AnyHashable(context.identity.appending(.part("timeline")))
        if graph.time < graph.frameTime {
            // Made between frames (for what happened then): made again with the frame, for
            // the frame's own date, as a screen would show it.
            clock.schedule(at: clock.now + 1, key: key, timing: .nextFrame, update)
        } else if let next {
            let deadline = SceneClock.nanoseconds(next.timeIntervalSince(SceneClock.startDate) - reachedTolerance)
            clock.schedule(at: max(deadline, clock.now + 1), key: key, timing: .nextFrame, update)
        } else {
            clock.cancel(key: key)
        }
        let timelineContext = Context(date: current ?? now, cadence: .live) {
            clock.schedule(at: clock.now + 1, key: key, timing: .nextFrame, update)
        }
        let made = graph.tracking(owner: context.composite) { AnyView(content(timelineContext)) }
        return context.resolve(made, component: .index(0))
    }
}

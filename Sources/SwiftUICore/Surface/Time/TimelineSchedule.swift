import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start date.
///
/// A timeline view shows the entry at or before the scene's date, and updates when the
/// scene's clock reaches the next one (at the first frame at or after it).
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates to update at, from `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a schedule is asked to update: normally, or seldom (an always-on display).
/// A scene is a screen in use, so Cutaway always asks for `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// Updates at the pace of animation: every frame, or every `minimumInterval` seconds at most.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The fastest refresh iOS displays have: ProMotion's 120 Hz.
    static let displayInterval: Double = 1.0 / 120

    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: minimumInterval ?? Self.displayInterval, paused: paused)
    }

    /// `startDate`, then every interval after it (one entry only, when paused). Without a
    /// minimum interval, the entries are a ProMotion display's refreshes: a scene at 120 fps
    /// or less updates on every frame.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double
        let paused: Bool

        public mutating func next() -> Date? {
            defer { upcoming = paused ? nil : upcoming.map { $0.addingTimeInterval(interval) } }
            return upcoming
        }
    }
}

/// Updates every `interval` seconds, at `startDate + k × interval`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates from the last one at or before `startDate` (the schedule's own
    /// start, if that is later), each computed from its number k, never accumulated.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = interval > 0 ? max(0, (elapsed / interval).rounded(.down)) : 0
        return Entries(origin: self.startDate, interval: interval, index: first)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let origin: Date
        let interval: TimeInterval
        var index: Double

        public mutating func next() -> Date? {
            defer { index += 1 }
            // A non-positive interval has one date: the start.
            guard interval > 0 || index == 0 else { return nil }
            return origin.addingTimeInterval(index * interval)
        }
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// `startDate`, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            let current = upcoming
            // Minutes start on multiples of 60 s since the reference date (2001-01-01 00:00 UTC,
            // itself the start of a minute).
            let minute = (current.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1
            upcoming = Date(timeIntervalSinceReferenceDate: minute * 60)
            return current
        }
    }
}

/// Updates at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or every `minimumInterval` seconds at most; not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate` (`.now` in a scene's code is the scene's
    /// present: see `SceneClock+SystemTime.swift`).
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

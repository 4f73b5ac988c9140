import Foundation

extension Text {
    /// A predefined style used to display a `Date` (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// A style displaying only the time component for a date ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("January 9, 2007").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now ("2:32", "36:59:01").
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// "Now", for the relative styles, is the scene's clock (`SceneClock`) when the text is
    /// made into a view, so that a timer in a `TimelineView` counts with the frames.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(content: .segments([.formatted(DateStyleArgument(date: date, style: style))]))
    }
}

/// A date shown in a `Text.DateStyle`, in the environment's locale.
///
/// How each style reads, after Apple's examples for `Text.DateStyle`:
///
/// - `.time`: the time, shortened ("11:23 PM"); `.date`: the long date ("June 3, 2019"); both
///   `Date.FormatStyle`'s in the locale, in the scene's time zone, GMT, so that the scene's
///   start reads 9:41 as its status bar does, on every machine.
/// - `.timer`: the time between the date and now, as minutes and seconds ("2:32") or, from
///   an hour, hours, minutes and seconds ("36:59:01"), whole seconds rounded down.
/// - `.relative`: the two largest non-zero calendar units between them, in full ("2 hours,
///   23 minutes", "1 year, 1 month"); `.offset`: the largest, signed `+` for a date after
///   now and `-` before ("+2 hours", "-3 months").
///
/// Approximation: the unit names of `.relative` and `.offset` are English in every locale
/// (Foundation on Linux localizes no unit names), and a text in those styles (and
/// `.timer`) updates when the view that holds it is made again, such as a `TimelineView`'s
/// content, not by itself every second as on iOS.
struct DateStyleArgument: FormattedArgument, Equatable {
    let date: Date
    let style: Text.DateStyle

    /// The scene's time zone: GMT, the zone of the clock's 9:41 (`SceneClock.startDate`).
    static let timeZone = TimeZone(identifier: "GMT")!

    /// Whether the text reads the clock, so that the same value shows otherwise later: such a
    /// text is never equal to another, so it is made again whenever its view is.
    private var readsTheClock: Bool {
        switch style.kind {
        case .time, .date: false
        case .relative, .offset, .timer: true
        }
    }

    static func == (lhs: DateStyleArgument, rhs: DateStyleArgument) -> Bool {
        lhs.date == rhs.date && lhs.style == rhs.style && !lhs.readsTheClock
    }

    func string(in locale: Locale) -> String {
        switch style.kind {
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: Self.timeZone))
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: Self.timeZone))
        case .timer:
            return Self.timer(seconds: abs(now.timeIntervalSince(date)))
        case .relative:
            return Self.units(from: now, to: date).prefix(2).joined(separator: ", ")
        case .offset:
            let sign = date >= now ? "+" : "-"
            return sign + (Self.units(from: now, to: date).first ?? "0 seconds")
        }
    }

    /// Now: the scene's date while a scene makes the text (outside one, the scene's start).
    private var now: Date {
        SceneClock.running?.date ?? SceneClock.startDate
    }

    /// `m:ss` under an hour, `h:mm:ss` from one. A date a program can make but no clock
    /// reaches (±∞, 1e300 s away) shows `Int.max` seconds; NaN shows none.
    static func timer(seconds: Double) -> String {
        // 2⁶³ is the first Double past `Int.max`.
        let whole = seconds.isNaN ? 0 : seconds < 0x1p63 ? Int(seconds.rounded(.down)) : .max
        let hours = whole / 3600, minutes = whole / 60 % 60, seconds = whole % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }

    /// The non-zero calendar units between `start` and `end` (either way round), largest
    /// first, each with its English name ("1 year", "23 minutes"); `["0 seconds"]` for none.
    static func units(from start: Date, to end: Date) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (earlier, later) = start <= end ? (start, end) : (end, start)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
        let named: [(Int?, String)] = [
            (parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
            (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second"),
        ]
        let units = named.compactMap { value, name -> String? in
            guard let value, value != 0 else { return nil }
            return "\(value) \(name)\(value == 1 ? "" : "s")"
        }
        return units.isEmpty ? ["0 seconds"] : units
    }
}

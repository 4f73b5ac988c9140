import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The time zone scenes and previews play in, whatever the machine's: GMT, the zone of the
/// scene clock's 9:41 (`SceneClock.startDate`, and `Text(date, style: .time)`'s zone).
///
/// Why: a body that formats a date itself (`date.formatted()`, `Text(date, format: .dateTime)`,
/// a `DateFormatter`) reads Foundation's current time zone, which on Linux comes from the
/// `TZ` variable: the same preview read 1:46 AM under `TZ=UTC` and 10:46 AM under
/// `TZ=Asia/Tokyo`, and its pictures differed from machine to machine. A device in Xcode's
/// canvas has one zone of its own too; here it is fixed.
///
/// How: Foundation reads `TZ` the first time it is asked for the current zone and keeps the
/// answer, so `TZ` is set before a command does anything (`CutawayTool.run`, and the preview
/// runner's `runLinkedPreviews`, each the first thing its process runs). A process that asked
/// for the zone before (a test runner calling the commands in-process) keeps its own.
///
/// The locale needs no such step: Foundation on Linux answers `en_001` for `Locale.current`
/// whatever `LANG` and `LC_ALL` say (measured with Swift 6.3.1), and texts format in the
/// environment's locale, `en_US` unless a view sets another.
enum SceneTimeZone {
    /// The zone's identifier.
    static let identifier = "GMT"

    /// Sets `TZ` for this process (and the processes it starts), unless it says so already
    /// (`setenv` is not safe beside another thread's `getenv`: a process sets it once).
    static func install() {
        guard getenv("TZ").map({ String(cString: $0) }) != identifier else { return }
        setenv("TZ", identifier, 1)
    }
}

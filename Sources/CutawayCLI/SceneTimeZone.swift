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
/// answer, so `TZ` is set before a command does anything: the first statement of `cutaway`'s
/// and the preview runner's `main` (`CutawayTool.installSceneTimeZone()`), before any thread
/// starts; `CutawayTool.run` and `runLinkedPreviews` ask again. A process that asked for the
/// zone before (a test runner calling the commands in-process) keeps its own.
///
/// The locale needs no such step: Foundation on Linux answers `en_001` for `Locale.current`
/// whatever `LANG` and `LC_ALL` say (measured with Swift 6.3.1), and texts format in the
/// environment's locale, `en_US` unless a view sets another.
enum SceneTimeZone {
    /// The zone's identifier.
    static let identifier = "GMT"

    /// Sets `TZ` for this process (and the processes it starts), unless it says so already.
    ///
    /// Adding a variable is not safe beside another thread's `getenv`: glibc moves the
    /// environment's array to grow it while the other thread may be reading it. A test runner
    /// that called the commands in-process, its tests on many threads, corrupted its memory
    /// that way and crashed in unrelated tests. So `TZ` is added only while this is the
    /// process's one thread (as it is when a command is the first thing its process runs);
    /// a `TZ` already there is replaced in place (glibc swaps the one entry's pointer and keeps
    /// the old string), which moves nothing. A process with other threads and no `TZ` keeps
    /// its own zone.
    static func install() {
        let current = getenv("TZ")
        guard current.map({ String(cString: $0) }) != identifier else { return }
        guard current != nil || threadCount() == 1 else { return }
        setenv("TZ", identifier, 1)
    }

    /// How many threads this process runs (`Threads:` in `/proc/self/status`), nil if unknown.
    static func threadCount() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("Threads:") {
                return Int(text.dropFirst("Threads:".count).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return nil
    }
}

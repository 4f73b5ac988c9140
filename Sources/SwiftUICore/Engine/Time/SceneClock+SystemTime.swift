import Foundation

#if os(Linux)
import Glibc

/// The system's real-time clock, as a scene's code reads it: `Date()`, `Date.now` and
/// `.periodic(from: .now, by:)` in a body, a handler, a script's action or a `.task` are the
/// scene's date (`SceneClock.date`), so a frame that shows the present is the same on every
/// run; anywhere else they are the machine's present.
///
/// Why this way: Foundation's `Date()` reads `clock_gettime(CLOCK_REALTIME)`, and a
/// declaration of `Date.now` in Cutaway cannot shadow Foundation's in a file that imports both
/// (see docs/fidelity.md). So Cutaway defines `clock_gettime` itself, and the Cutaway target's
/// linker setting exports it from every executable that links Cutaway (`--export-dynamic-symbol`),
/// where it comes before the C library's in the dynamic linker's search. It answers the
/// real-time clocks with the scene's date when a scene is running on the calling thread or task
/// (`SceneClock.running`, which only task-local values decide: no global state), and hands
/// every other call to the C library's function unchanged.
@usableFromInline
@_cdecl("clock_gettime")
func sceneAwareClockGetTime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {
    if clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE, let time, let scene = SceneClock.running {
        time.pointee = scene.realTime
        return 0
    }
    return SystemClock.clockGetTime(clock, time)
}

/// The C library's `clock_gettime`, which `sceneAwareClockGetTime` stands in front of.
private enum SystemClock {
    typealias ClockGetTime = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32

    /// The next definition after Cutaway's in the dynamic linker's search: the C library's.
    static let clockGetTime: ClockGetTime = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "clock_gettime") else {  // RTLD_NEXT
            // Linked statically, with no other definition to find: the real-time clock through
            // the C library's `timespec_get` (which does not call back here); no other clock.
            return { clock, time in
                guard clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE, let time else {
                    errno = EINVAL
                    return -1
                }
                return timespec_get(time, TIME_UTC) == TIME_UTC ? 0 : -1
            }
        }
        return unsafeBitCast(symbol, to: ClockGetTime.self)
    }()
}

extension SceneClock {
    /// The scene's date now, as the system's real-time clock gives it: whole seconds since 1970
    /// and nanoseconds, exactly (the clock counts whole nanoseconds).
    var realTime: timespec {
        let seconds = now.quotientAndRemainder(dividingBy: 1_000_000_000)
        let (wholeSeconds, nanoseconds) = seconds.remainder < 0
            ? (seconds.quotient - 1, seconds.remainder + 1_000_000_000) : (seconds.quotient, seconds.remainder)
        return timespec(
            tv_sec: Int(Self.startDate.timeIntervalSince1970) + Int(wholeSeconds), tv_nsec: Int(nanoseconds))
    }
}
#endif

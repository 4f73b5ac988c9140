import Combine

/// `Task.sleep` on the scene's clock.
///
/// Why here: a declaration in a module shadows one of the same signature in a module it
/// imports, so these are the `Task.sleep` calls a view file that imports SwiftUI (Cutaway)
/// makes. Inside a task that a scene started (`.task {}`), they wait for the scene's virtual
/// clock; anywhere else they wait in real time, through the clock's own `sleep` (naming
/// `_Concurrency.Task.sleep` here would find these same declarations, which shadow it in this
/// module too, and call itself for ever).
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least `duration` nanoseconds (on the scene's clock in a scene).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let clock = SceneClock.current else {
            return try await ContinuousClock().sleep(for: .nanoseconds(duration))
        }
        try await clock.sleep(nanoseconds: Int64(clamping: duration))
    }

    /// Suspends the task for `duration` (on the scene's clock in a scene).
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard let clock = SceneClock.current else {
            return try await ContinuousClock().sleep(for: duration, tolerance: tolerance)
        }
        try await clock.sleep(nanoseconds: SceneClock.nanoseconds(duration))
    }

    /// Suspends the task for `duration` on `clock` (on the scene's clock in a scene, for a
    /// clock that counts in `Duration`: the duration is what counts, whatever clock measures it).
    public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C
    ) async throws {
        guard let scene = SceneClock.current, let duration = duration as? Duration else {
            return try await clock.sleep(for: duration, tolerance: tolerance)
        }
        try await scene.sleep(nanoseconds: SceneClock.nanoseconds(duration))
    }

    /// Suspends the task until `clock` reaches `deadline` (in a scene, for a clock that counts
    /// in `Duration`: for as long as `clock` says is left, on the scene's clock).
    ///
    /// The deadline was made from the real clock's `now` a moment earlier, so what is left
    /// is short by the microseconds in between: it is rounded to whole milliseconds, so that
    /// `Task.sleep(until: .now + .seconds(1), clock: .continuous)` waits exactly 1 s.
    public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = ContinuousClock()
    ) async throws {
        guard let scene = SceneClock.current, let left = clock.now.duration(to: deadline) as? Duration else {
            return try await clock.sleep(until: deadline, tolerance: tolerance)
        }
        let milliseconds = (Double(SceneClock.nanoseconds(left)) / 1_000_000).rounded()
        try await scene.sleep(nanoseconds: Nanoseconds.clamped(milliseconds * 1_000_000))
    }
}

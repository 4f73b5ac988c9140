#if canImport(Glibc)
import Glibc
#endif

/// Room for deep view trees on the main thread, where the commands play scenes.
///
/// Resolving, laying out and drawing a view tree recurses once (or a few times) per level, so
/// a body 150 `VStack`s deep (SwiftUI takes far deeper ones) overflowed the main thread's
/// 8 MiB stack in a debug build and ended the process with a segmentation fault, blamed on the
/// user's body.
///
/// Why the main thread, and not a thread of a larger stack: previews run on the main actor,
/// as SwiftUI runs them (`Preview.scene(on:)` makes the body there, with
/// `MainActor.assumeIsolated`, and so may a preview's own code); on any other thread that
/// check stops the process. So the main thread's own stack is let grow: Linux grows it on
/// demand up to the soft `RLIMIT_STACK` in force when it grows (not the one at start), and
/// places nothing within at least 128 MiB of it (the kernel's `mmap_base` gap, more with
/// address-space randomisation). Only what is used is ever mapped, so this costs no memory and
/// counts against no address-space ceiling until a deep tree uses it.
///
/// It helps only where the command runs on the process's main thread (`cutaway`, the preview
/// runner): a test runner that drains the main actor elsewhere (Swift Testing did: a preview
/// 150 views deep, played in-process from a `@MainActor` test, still overflowed) gains nothing.
///
/// The limit is raised for the length of a command and put back after it; a process the
/// command starts meanwhile (a video encoder, the preview runner) inherits it, which for it
/// only means a larger default stack for its threads, reserved, not used.
enum MainThreadStack {
    /// The soft stack limit a command runs under: 512 MiB, the figure (64 times the
    /// usual 8 MiB default); a hard limit below it caps it there.
    static let commandLimit: rlim_t = 512 << 20

    /// Runs `body` with the soft stack limit raised to `commandLimit` (or the hard limit, if
    /// lower), then puts the limit back.
    static func withCommandLimit<T>(_ body: () throws -> T) rethrows -> T {
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return try body() }
        let previous = limits
        let wanted = limits.rlim_max == unlimited ? commandLimit : min(commandLimit, limits.rlim_max)
        guard limits.rlim_cur != unlimited, limits.rlim_cur < wanted else { return try body() }
        limits.rlim_cur = wanted
        guard setrlimit(resource, &limits) == 0 else { return try body() }
        defer {
            var restored = previous
            setrlimit(resource, &restored)
        }
        return try body()
    }

    /// The soft stack limit now, in bytes (`nil`: unlimited).
    static var currentLimit: rlim_t? {
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0, limits.rlim_cur != unlimited else { return nil }
        return limits.rlim_cur
    }

    /// `RLIM_INFINITY`: glibc's `(~0UL)` on 64-bit Linux (the macro does not import).
    private static let unlimited = rlim_t.max

    private static let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
}

import Glibc

/// A backtrace on standard error when the child aborts or reaches the time ceiling, for the
/// two ways of dying the Swift runtime's backtracer cannot unwind.
///
/// Why not the Swift backtracer for these: it follows frame pointers, and glibc's `abort` and
/// `pthread_kill` use the frame pointer register for data, so from `abort` (which the Swift
/// runtime calls when an allocation fails, as it does at the memory ceiling) it shows one frame.
/// glibc's own `backtrace` unwinds with the DWARF call frame information instead, through C
/// frames and signal frames alike. It names only exported symbols, so the parent reads the
/// executable's offsets and names them with `Symbolizer`.
///
/// Traps and bad accesses keep the Swift backtracer, which names and places every frame.
enum AbortBacktrace {
    static let startMarker: StaticString = "cutaway-fuzz backtrace:\n"
    static let endMarker: StaticString = "cutaway-fuzz backtrace end\n"

    private typealias BacktraceFunction = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
    private typealias SymbolsFunction = @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>?, Int32, Int32) -> Void

    // Set once by `install`, before any handler can run; handlers only read them.
    nonisolated(unsafe) private static var backtrace: BacktraceFunction?
    nonisolated(unsafe) private static var printSymbols: SymbolsFunction?
    nonisolated(unsafe) private static var frames: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    /// At most 64 frames: a finding is about the innermost few.
    private static let frameCapacity: Int32 = 64

    /// Installs the handlers for `SIGABRT` and `SIGPROF` (the time ceiling's timer).
    static func install() {
        // glibc's <execinfo.h> is not part of Swift's Glibc module; the functions are
        // looked up by name (a null handle is RTLD_DEFAULT: every loaded object).
        backtrace = dlsym(nil, "backtrace").map { unsafeBitCast($0, to: BacktraceFunction.self) }
        printSymbols = dlsym(nil, "backtrace_symbols_fd").map { unsafeBitCast($0, to: SymbolsFunction.self) }
        frames = .allocate(capacity: Int(frameCapacity))
        // The first call loads libgcc_s's unwinder, which allocates: do it now, not in a handler.
        _ = backtrace?(frames, frameCapacity)
        signal(SIGABRT) { signalNumber in
            AbortBacktrace.printBacktrace()
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
        signal(SIGPROF) { signalNumber in
            write(2, ResourceCeilings.timeCeilingMarker.utf8Start, ResourceCeilings.timeCeilingMarker.utf8CodeUnitCount)
            AbortBacktrace.printBacktrace()
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
    }

    private static func printBacktrace() {
        guard let backtrace, let printSymbols, let frames else { return }
        write(2, startMarker.utf8Start, startMarker.utf8CodeUnitCount)
        printSymbols(frames, backtrace(frames, frameCapacity), 2)
        write(2, endMarker.utf8Start, endMarker.utf8CodeUnitCount)
    }
}

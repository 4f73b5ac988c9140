import Foundation

/// Whole nanoseconds as a scene's clock counts them, made from intervals of any size without
/// trapping: every conversion and sum saturates at `Int64`'s ends.
///
/// Why saturate: legal code asks for intervals far past the 292 years that `Int64`
/// nanoseconds hold (`Timer.publish(every: 1e12, …)`, `debounce(for: .seconds(Int.max), …)`,
/// `Task.sleep(nanoseconds: .max)`, the sleep-forever idiom). On iOS such a timer or delay
/// simply never fires while anything is on screen, and Dispatch clamps such an interval to its
/// distant future the same way (libdispatch's `clampedInt64Product`, behind
/// `DispatchTimeInterval`). A deadline clamped to `Int64.max` is one no frame reaches, so it
/// never fires either; one clamped to `Int64.min` is long past, so it fires at once, as a
/// deadline in the past does on iOS.
package enum Nanoseconds {
    /// Nanoseconds in a second.
    package static let perSecond: Double = 1_000_000_000

    /// The nanoseconds nearest to `seconds`, clamped to `Int64`. NaN is no moment at all: it
    /// is the end that never comes (`Int64.max`), so a NaN delay or interval never fires.
    package static func of(seconds: Double) -> Int64 {
        clamped((seconds * perSecond).rounded())
    }

    /// `nanoseconds`, a whole number that may be NaN or past `Int64`'s range, clamped to it
    /// (NaN as `Int64.max`: see `of(seconds:)`).
    package static func clamped(_ nanoseconds: Double) -> Int64 {
        // 2⁶³ is the first Double past `Int64.max`; every Double below it converts exactly.
        guard !nanoseconds.isNaN, nanoseconds < 0x1p63 else { return .max }
        return nanoseconds <= -0x1p63 ? .min : Int64(nanoseconds)
    }

    /// `value × factor`, clamped to `Int64`.
    package static func product(_ value: Int64, _ factor: Int64) -> Int64 {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (value < 0) == (factor < 0) ? .max : .min
    }

    /// `a + b`, clamped to `Int64`.
    package static func sum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? .max : .min
    }

    /// `a − b`, clamped to `Int64`.
    package static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return difference }
        return b < 0 ? .max : .min
    }
}

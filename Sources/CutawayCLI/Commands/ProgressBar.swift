import Foundation

/// A one-line progress bar for long renders on a terminal: frames done of total, rate and
/// time left. It draws nothing when standard error is not a terminal.
///
/// Wall-clock time is used here only to tell a person how fast things go; it never reaches
/// the engine or the output.
struct ProgressBar {
    let label: String
    let isEnabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?

    init(label: String, isEnabled: Bool) {
        self.label = label
        self.isEnabled = isEnabled
        start = clock.now
    }

    /// The bar for `done` of `total`, e.g. `settled-row [#####     ] 90/181  57.3 fps  ETA 2s`.
    static func line(label: String, done: Int, total: Int, elapsed: Double, width: Int = 24) -> String {
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        return "\(label) [\(bar)] \(done)/\(total)  " + String(format: "%.1f fps  ETA %.0fs", rate, remaining)
    }

    /// Redraws the bar, at most ten times a second (and always for the last frame).
    mutating func update(done: Int, total: Int, on stream: inout CommandOutput.Stream) {
        guard isEnabled else { return }
        let now = clock.now
        if let lastDrawn, done < total, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        let elapsed = (now - start) / .seconds(1)
        stream.write("\r\u{1B}[2K" + Self.line(label: label, done: done, total: total, elapsed: elapsed))
        if done == total { stream.write("\r\u{1B}[2K") }
    }
}

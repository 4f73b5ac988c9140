import Cutaway
import Foundation

// Previews that once crashed Cutaway's own code or read the machine's time zone (issue 40):
// each must render, its canvas bounded, or fail with a clear message.

#Preview("Hostile empty", traits: .sizeThatFitsLayout) { EmptyView() }

#Preview("Hostile zero", traits: .fixedLayout(width: 0, height: 0)) { Color.red }

#Preview("Hostile huge frame", traits: .sizeThatFitsLayout) { Color.red.frame(width: 1e6, height: 1e6) }

/// The scene clock's start, 2007-01-09 09:41 GMT (`SceneClock.startDate`), formatted by the
/// body itself in Foundation's current zone and locale.
#Preview("Hostile date", traits: .fixedLayout(width: 120, height: 30)) {
    Text(Date(timeIntervalSince1970: 1_168_335_660).formatted(date: .omitted, time: .shortened))
}


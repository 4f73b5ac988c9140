import SwiftUI

// Compiled beside the seed, in its module, to reach its (internal) types: the README's row
// written with the seed's `CollapsibleSpacingVStack` and `AnimatedPresence`, for the side-by-side
// comparison of the first measurement (see main.swift). Not part of the seed.

/// The README's row on the seed's components: a detail wider than the title and the footer,
/// mounted with its value.
public struct SeedFirstMeasurementRow: View {
    public init() {}

    public var body: some View {
        List {
            CollapsibleSpacingVStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline)
                AnimatedPresence(value: "Details that come and go", animation: .smooth) { detail in
                    Text(detail).font(.caption).foregroundStyle(.secondary)
                }
                .ignoredWhenCollapsed()
                .accessibilityIdentifier("detail")
                Text("Footer")
            }
        }
    }
}

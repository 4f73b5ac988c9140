import SwiftUI

/// Whether someone is there: a coloured dot and a word, in a capsule.
public struct StatusBadge: View {
    public enum Status {
        case online, away, offline
    }

    let status: Status

    public init(_ status: Status) {
        self.status = status
    }

    public var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(color)
                .frame(width: 8, height: 8)
            Text(label)
                .font(.caption)
                .foregroundStyle(.primary)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(Color.secondarySystemBackground))
    }

    private var label: String {
        switch status {
        case .online: "Online"
        case .away: "Away"
        case .offline: "Offline"
        }
    }

    private var color: Color {
        switch status {
        case .online: .green
        case .away: .orange
        case .offline: .gray
        }
    }
}

// Rendered in light and dark: `cutaway previews --color-scheme both`.
#Preview("Badges", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 8) {
        StatusBadge(.online)
        StatusBadge(.away)
        StatusBadge(.offline)
    }
    .padding()
}

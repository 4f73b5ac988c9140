import SwiftUI

/// A card with a title that shows its details when its button is tapped.
public struct ExpandableCard: View {
    let title: String
    let details: String
    @State private var isExpanded = false

    public init(title: String, details: String) {
        self.title = title
        self.details = details
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title)
                    .font(.headline)
                Spacer()
                Button(isExpanded ? "Less" : "More") {
                    withAnimation(.smooth) { isExpanded.toggle() }
                }
            }
            if isExpanded {
                Text(details)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .transition(.opacity)
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondarySystemGroupedBackground))
    }
}

#Preview("Card") {
    ExpandableCard(title: "Delivery", details: "Arrives Thursday between 9 and 11 in the morning.")
        .padding()
}

// Played by ExpandableCard.cutaway.json: the button is tapped at 0.2 s.
#Preview("Card, expanding", traits: .sizeThatFitsLayout) {
    ExpandableCard(title: "Delivery", details: "Arrives Thursday between 9 and 11 in the morning.")
        .padding()
        .frame(width: 360)
        .background(Color.systemGroupedBackground)
}

import SwiftUI

/// A feed whose rows come in with an animated scroll transition: a row below the visible
/// region waits small and faded, and once half of it has scrolled in it springs to full size
/// with `.animated`'s animation (a bouncy spring here), instead of following the finger as an
/// interactive transition does. The script scrolls the feed twice
/// (`AnimatedScrollTransition.cutaway.json`).
#Preview("Animated scroll transition", traits: .sizeThatFitsLayout) {
    ScrollView {
        VStack(spacing: 12) {
            ForEach(1...12, id: \.self) { index in
                HStack(spacing: 12) {
                    Circle()
                        .fill(index.isMultiple(of: 2) ? Color.indigo : Color.teal)
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Story \(index)").font(.headline)
                        Text("A few lines about what happened.").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .padding(14)
                .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
                .scrollTransition(.animated(.bouncy)) { content, phase in
                    content
                        .scaleEffect(phase.isIdentity ? 1 : 0.8)
                        .opacity(phase.isIdentity ? 1 : 0.3)
                }
            }
        }
        .padding(16)
    }
    .accessibilityIdentifier("feed")
    .frame(width: 390, height: 420)
    .background(Color(uiColor: .systemGroupedBackground))
}

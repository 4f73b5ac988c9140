import SwiftUI

/// The cards of the scroll-transitions carousel: a title and a colour each.
private let cards: [(title: String, color: Color)] = [
    ("Lisbon", .blue), ("Kyoto", .pink), ("Oaxaca", .orange), ("Reykjavík", .teal),
    ("Marrakesh", .red), ("Hobart", .green), ("Tallinn", .indigo), ("Valparaíso", .purple),
]

/// A horizontal carousel whose cards shrink, dim and tilt as they leave the middle, with
/// `scrollTransition`: the effect follows each card's position in the visible part of the
/// scroll view. The script scrolls it by one card with an animation, then drags it with a
/// finger: the content follows, and after the release decelerates to the card
/// `.viewAligned` settles on (`ScrollTransitions.cutaway.json`).
#Preview("Scroll transitions", traits: .sizeThatFitsLayout) {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
            ForEach(cards.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(cards[index].color)
                    .overlay(alignment: .bottomLeading) {
                        Text(cards[index].title)
                            .font(.title2.bold())
                            .foregroundStyle(.white)
                            .padding(20)
                    }
                    .frame(width: 240, height: 300)
                    .scrollTransition { content, phase in
                        content
                            .scaleEffect(phase.isIdentity ? 1 : 0.8)
                            .opacity(phase.isIdentity ? 1 : 0.5)
                            .rotationEffect(.degrees(phase.value * 6))
                    }
            }
        }
        .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 75, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned)
    .accessibilityIdentifier("carousel")
    .frame(width: 390, height: 340)
    .background(Color(uiColor: .systemGroupedBackground))
}

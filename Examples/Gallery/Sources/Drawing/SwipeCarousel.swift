import SwiftUI

/// A card of the carousel: a colour, a symbol and two lines of text.
private struct CarouselCard: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
    let color: Color
}

private let carouselCards = [
    CarouselCard(id: 0, title: "Morning", subtitle: "Sunrise at 7:12", symbol: "sun.max.fill", color: .orange),
    CarouselCard(id: 1, title: "Garden", subtitle: "Water the herbs", symbol: "leaf.fill", color: .green),
    CarouselCard(id: 2, title: "Storm", subtitle: "Thunder after 4 pm", symbol: "bolt.fill", color: .indigo),
    CarouselCard(id: 3, title: "Evening", subtitle: "First star at 19:40", symbol: "star.fill", color: .purple),
]

/// Cards paged by a finger: a `DragGesture` moves them with the finger (a `@GestureState`
/// offset), and on release a spring snaps to the card the drag's predicted end is nearest,
/// so a quick flick pages on and a slow short drag springs back. The preview's script drags
/// it (`SwipeCarousel.cutaway.json`).
struct SwipeCarousel: View {
    static let cardWidth: CGFloat = 290
    static let spacing: CGFloat = 14
    static let pageWidth = cardWidth + spacing
    static let snap = Animation.spring(response: 0.45, dampingFraction: 0.82)

    @State private var page = 0
    @GestureState(resetTransaction: Transaction(animation: snap)) private var dragOffset: CGFloat = 0

    var body: some View {
        VStack(spacing: 18) {
            HStack(spacing: Self.spacing) {
                ForEach(carouselCards) { card in
                    cardView(card)
                }
            }
            // The page's card centred: the row starts half the leftover width in.
            .offset(x: (390 - Self.cardWidth) / 2 - CGFloat(page) * Self.pageWidth + dragOffset)
            .frame(width: 390, alignment: .leading)
            .contentShape(Rectangle())
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation.width }
                    .onEnded { value in
                        // The page nearest where the drag would come to rest.
                        let travelled = -value.predictedEndTranslation.width / Self.pageWidth
                        let target = min(max(page + Int(travelled.rounded()), 0), carouselCards.count - 1)
                        withAnimation(Self.snap) { page = target }
                    })
            .accessibilityIdentifier("carousel")
            HStack(spacing: 8) {
                ForEach(carouselCards) { card in
                    Circle()
                        .fill(card.id == page ? Color.primary : Color.secondary.opacity(0.35))
                        .frame(width: 7, height: 7)
                }
            }
        }
        .padding(.vertical, 24)
        .frame(width: 390)
        .background(Color(uiColor: .systemGroupedBackground))
    }

    private func cardView(_ card: CarouselCard) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: card.symbol)
                .font(.system(size: 34))
                .foregroundStyle(.white)
            Spacer()
            Text(card.title)
                .font(.title2.weight(.bold))
                .foregroundStyle(.white)
            Text(card.subtitle)
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.85))
        }
        .padding(20)
        .frame(width: Self.cardWidth, height: 190, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 22, style: .continuous).fill(card.color.gradient))
    }
}

#Preview("Swipe carousel", traits: .sizeThatFitsLayout) {
    SwipeCarousel()
}

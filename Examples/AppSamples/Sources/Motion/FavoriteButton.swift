import SwiftUI

struct FavoriteButton: View {
    @Binding var isFavorite: Bool
    @State private var bounces = 0

    var body: some View {
        Button {
            isFavorite.toggle()
            bounces += 1
        } label: {
            Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
                .labelStyle(.iconOnly)
                .font(.title)
                .foregroundStyle(isFavorite ? .red : .secondary)
                .symbolEffect(.bounce, value: bounces)
        }
        .buttonStyle(.plain)
    }
}

struct PhotoCard: View {
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 180)
                .overlay(alignment: .bottomLeading) {
                    Text("Sunset at Big Sur 🌅")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding()
                }
            HStack {
                VStack(alignment: .leading) {
                    Text("Photo by Lena")
                        .font(.subheadline.weight(.semibold))
                    Text("2 days ago")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                FavoriteButton(isFavorite: $isFavorite)
            }
            .padding()
        }
        .background(.background)
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(radius: 8, y: 4)
        .padding()
    }
}

#Preview("Favorite") {
    PhotoCard()
}

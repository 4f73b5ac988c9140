import SwiftUI

/// A card turned in space: about each axis, about its leading edge like a door, and seen from
/// closer (a larger perspective).
struct RotatedCard: View {
    var title: String

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(LinearGradient(colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom))
            .overlay(Text(title).font(.headline).foregroundStyle(.white))
            .frame(width: 90, height: 64)
    }
}

#Preview("3D rotation", traits: .sizeThatFitsLayout) {
    HStack(spacing: 28) {
        RotatedCard(title: "flat")
        RotatedCard(title: "y 50°").rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
        RotatedCard(title: "x 50°").rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))
        RotatedCard(title: "door").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), anchor: .leading)
        RotatedCard(title: "closer").rotation3DEffect(.degrees(35), axis: (x: 1, y: 0, z: 0), perspective: 1.5)
    }
    .padding(.horizontal, 24)
    .padding(.vertical, 30)
}

import SwiftUI

/// Shadows and blurs: a card's soft shadow, a coloured glow, a blurred shape and a blurred
/// photo-like backdrop kept opaque at its edges.
#Preview("Shadows and blurs", traits: .sizeThatFitsLayout) {
    HStack(spacing: 28) {
        RoundedRectangle(cornerRadius: 14)
            .fill(Color.white)
            .frame(width: 80, height: 80)
            .shadow(radius: 8, y: 4)
        Circle()
            .fill(Color.purple)
            .frame(width: 60, height: 60)
            .shadow(color: .purple.opacity(0.6), radius: 12)
        Circle()
            .fill(Color.orange)
            .frame(width: 60, height: 60)
            .blur(radius: 6)
        LinearGradient(colors: [.blue, .green, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(width: 80, height: 80)
            .blur(radius: 10, opaque: true)
            .clipShape(RoundedRectangle(cornerRadius: 14))
    }
    .padding(30)
    .background(Color(white: 0.95))
}

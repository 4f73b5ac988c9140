import SwiftUI

/// Materials over a colourful backdrop: a card of each thickness and the bar's, with text on
/// them, in the light scheme, then the same in the dark.
struct MaterialCards: View {
    private let materials: [(String, Material)] = [
        ("Ultra thin", .ultraThinMaterial), ("Thin", .thinMaterial), ("Regular", .regularMaterial),
        ("Thick", .thickMaterial), ("Ultra thick", .ultraThickMaterial), ("Bar", .bar),
    ]

    var body: some View {
        ZStack {
            // Stripes and circles behind, so that each card shows colour bleeding through.
            HStack(spacing: 0) {
                ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { colour in
                    colour
                }
            }
            Circle().fill(Color.pink).frame(width: 120, height: 120).offset(x: -90, y: -70)
            Circle().fill(Color.teal).frame(width: 100, height: 100).offset(x: 100, y: 80)
            VStack(spacing: 10) {
                ForEach(materials, id: \.0) { name, material in
                    Text(name)
                        .font(.headline)
                        .frame(width: 220, height: 34)
                        .background(material, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding(.vertical, 20)
        }
        .frame(width: 300, height: 300)
    }
}

#Preview("Materials", traits: .sizeThatFitsLayout) {
    HStack(spacing: 0) {
        MaterialCards()
        MaterialCards().environment(\.colorScheme, .dark)
    }
}

import SwiftUI

/// A gradient tile with a white dot: hues, white and the dark ends of the colours, to show
/// what each colour effect does to them.
struct SwatchTile: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(Circle().fill(Color.white).frame(width: 18, height: 18))
            .frame(width: 64, height: 64)
    }
}

/// A tile, drawn through an effect, over its effect's name.
struct Swatch<Tile: View>: View {
    var title: String
    var tile: Tile

    var body: some View {
        VStack(spacing: 6) {
            tile
            Text(title).font(.caption)
        }
    }
}

#Preview("Colour effects", traits: .sizeThatFitsLayout) {
    VStack(spacing: 16) {
        HStack(spacing: 16) {
            Swatch(title: "none", tile: SwatchTile())
            Swatch(title: "brightness", tile: SwatchTile().brightness(0.3))
            Swatch(title: "contrast", tile: SwatchTile().contrast(0.5))
            Swatch(title: "saturation", tile: SwatchTile().saturation(0.3))
            Swatch(title: "grayscale", tile: SwatchTile().grayscale(1))
        }
        HStack(spacing: 16) {
            Swatch(title: "hue", tile: SwatchTile().hueRotation(.degrees(120)))
            Swatch(title: "multiply", tile: SwatchTile().colorMultiply(.orange))
            Swatch(title: "invert", tile: SwatchTile().colorInvert())
            Swatch(title: "luminance", tile: SwatchTile().luminanceToAlpha())
            Swatch(title: "two", tile: SwatchTile().brightness(-0.1).contrast(1.6))
        }
    }
    .padding(20)
    .background(Color(white: 0.95))
}

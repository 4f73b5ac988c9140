import SwiftUI

/// Bitmaps from the package's resources: a PNG filling a rounded card, a JPEG fitted into a
/// frame of another shape, a tiny pixel-art heart scaled up without smoothing, and the same
/// heart as a template, painted in the tint.
#Preview("Images", traits: .sizeThatFitsLayout) {
    HStack(spacing: 20) {
        Image("Mountains", bundle: .module)
            .resizable()
            .scaledToFill()
            .frame(width: 120, height: 120)
            .clipShape(RoundedRectangle(cornerRadius: 20))
        Image("Sunset", bundle: .module)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 120, height: 120)
            .background(Color(white: 0.9))
        VStack(spacing: 12) {
            Image("PixelHeart", bundle: .module)
                .resizable()
                .interpolation(.none)
                .frame(width: 48, height: 48)
            Image("PixelHeart", bundle: .module)
                .renderingMode(.template)
                .resizable()
                .frame(width: 48, height: 48)
                .foregroundStyle(.blue)
        }
    }
    .padding(24)
}

/// SF Symbols beside text: in a label, at the text styles' sizes, in each image scale, with
/// the fill variant, and as a resizable symbol in a frame.
#Preview("Symbols", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 14) {
        Label("Favorites", systemImage: "heart.fill")
            .foregroundStyle(.pink)
        Label("Downloads", systemImage: "arrow.down.circle")
            .font(.title2)
        HStack(spacing: 16) {
            Image(systemName: "star").imageScale(.small)
            Image(systemName: "star")
            Image(systemName: "star").imageScale(.large)
            Image(systemName: "star").symbolVariant(.fill).foregroundStyle(.yellow)
            Image(systemName: "checkmark")
            Image(systemName: "chevron.right")
            Image(systemName: "lock")
        }
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Image(systemName: "plus")
            Text("New list")
            Image(systemName: "ellipsis")
        }
        .font(.headline)
        Image(systemName: "heart.fill")
            .resizable()
            .scaledToFit()
            .frame(width: 60, height: 60)
            .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
    }
    .padding(24)
}

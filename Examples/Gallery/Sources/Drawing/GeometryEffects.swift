import SwiftUI

/// The same tile moved, scaled, turned and transformed: the effects change how a view is drawn,
/// never where its neighbours go.
struct EffectTile: View {
    var title: String

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.orange)
            .frame(width: 56, height: 56)
            .overlay(Text(title).font(.caption).foregroundStyle(.white))
    }
}

#Preview("Geometry effects", traits: .sizeThatFitsLayout) {
    HStack(spacing: 24) {
        EffectTile(title: "none")
        EffectTile(title: "offset").offset(x: 6, y: -10)
        EffectTile(title: "scale").scaleEffect(0.7)
        EffectTile(title: "turn").rotationEffect(.degrees(20))
        EffectTile(title: "corner").rotationEffect(.degrees(-15), anchor: .bottomLeading)
        EffectTile(title: "skew").transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 8, ty: 0))
    }
    .padding(24)
}

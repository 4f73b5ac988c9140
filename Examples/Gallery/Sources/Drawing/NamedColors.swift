import SwiftUI

/// Colours from the package's asset catalog: `Swatch` has a colour for dark mode of its own
/// (written as hexadecimal bytes for light, decimal bytes for dark), `Ink` one display-P3
/// colour for both.
#Preview("Named colours", traits: .sizeThatFitsLayout) {
    HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color("Swatch", bundle: .module))
            .frame(width: 80, height: 80)
        Circle()
            .fill(Color("Ink", bundle: .module))
            .frame(width: 80, height: 80)
        VStack(alignment: .leading, spacing: 6) {
            Text("Swatch")
                .foregroundStyle(Color("Swatch", bundle: .module))
            Text("Ink")
                .foregroundStyle(Color("Ink", bundle: .module).opacity(0.6))
        }
        .font(.headline)
    }
    .padding(24)
}

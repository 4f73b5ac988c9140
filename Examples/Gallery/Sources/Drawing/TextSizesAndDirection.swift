import SwiftUI

/// A settings row drawn at three Dynamic Type sizes: the text styles grow by Apple's tables,
/// the fixed-size badge does not, and the icon grows with `@ScaledMetric`.
private struct SizedRow: View {
    let label: String
    @ScaledMetric private var icon = 28.0

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: icon / 4)
                .fill(.blue)
                .frame(width: icon, height: icon)
            VStack(alignment: .leading, spacing: 2) {
                Text("Wi-Fi").font(.body)
                Text(label).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("Fixed 13").font(.system(size: 13)).foregroundStyle(.secondary)
        }
    }
}

#Preview("Dynamic Type sizes", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        SizedRow(label: "Extra small").dynamicTypeSize(.xSmall)
        SizedRow(label: "Large, the default")
        SizedRow(label: "Accessibility 2").dynamicTypeSize(.accessibility2)
    }
    .padding(20)
    .frame(width: 360)
}

#Preview("Right to left", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 10) {
        HStack {
            Image(systemName: "chevron.backward")
            Text("Leading")
            Spacer()
            Text("Trailing")
            Image(systemName: "chevron.forward")
        }
        HStack(spacing: 8) {
            ForEach(1..<5) { index in
                Text("\(index)")
                    .frame(width: 44, height: 32)
                    .background(.blue.opacity(0.15 * Double(index)), in: RoundedRectangle(cornerRadius: 6))
            }
        }
        Text("A paragraph aligned to its leading edge runs against the right edge when the layout runs right to left.")
            .font(.footnote)
    }
    .padding(20)
    .frame(width: 360)
    .environment(\.layoutDirection, .rightToLeft)
}

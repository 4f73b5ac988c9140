import SwiftUI

/// Buttons in SwiftUI's styles: automatic, plain, bordered and bordered prominent, a
/// destructive role, a tint, control sizes, border shapes, and a disabled button.
#Preview("Buttons", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        HStack(spacing: 16) {
            Button("Automatic") {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Delete", role: .destructive) {}
        }
        HStack(spacing: 12) {
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Remove", role: .destructive) {}.buttonStyle(.bordered)
        }
        HStack(spacing: 12) {
            Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
            Button("Mini") {}.buttonStyle(.borderedProminent).controlSize(.mini)
            Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.green)
            Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
        }
        Button {
        } label: {
            Label("Continue", systemImage: "arrow.right")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .tint(.orange)
    }
    .padding(20)
    .frame(width: 390)
}

import SwiftUI

/// Progress views: bars with and without labels, a tinted bar, and spinners.
#Preview("Progress views", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 20) {
        ProgressView(value: 0.3)
        ProgressView("Downloading", value: 0.65)
        ProgressView(value: 42, total: 100) {
            Text("Copying photos")
        } currentValueLabel: {
            Text("42 of 100")
        }
        .tint(.green)
        HStack(spacing: 40) {
            ProgressView()
            ProgressView("Loading")
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
        }
        .frame(maxWidth: .infinity)
    }
    .padding(20)
    .frame(width: 390)
}

import SwiftUI

/// A feed under a large title: scrolled by the preview's script, the title goes up with the
/// rows and under the bar, and the bar takes its material and the inline title.
private struct Feed: View {
    private let colors: [Color] = [.orange, .pink, .purple, .blue, .teal, .green, .yellow, .red]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<12) { index in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(colors[index % colors.count].gradient)
                                .frame(width: 56, height: 56)
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Story \(index + 1)").font(.headline)
                                Text("A short line about it").font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer(minLength: 0)
                        }
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Today")
        }
    }
}

#Preview("Large title, scrolling") {
    Feed()
}

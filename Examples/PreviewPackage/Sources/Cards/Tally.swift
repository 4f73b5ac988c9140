import SwiftUI

/// A count with a button that adds one.
public struct Tally: View {
    @Binding var count: Int

    public init(count: Binding<Int>) {
        _count = count
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text("\(count) items")
                .font(.body)
                .contentTransition(.opacity)
            Button("Add") {
                withAnimation(.snappy) { count += 1 }
            }
        }
        .padding(12)
    }
}

#Preview("Tally", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    Tally(count: $count)
}

import Cutaway

/// Ten bars 100 pt tall, named "bar0" to "bar9", stacked without gaps: 1,000 pt of content.
struct Bars: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<10) { index in
                Color.blue.frame(height: 100).accessibilityIdentifier("bar\(index)")
            }
        }
    }
}

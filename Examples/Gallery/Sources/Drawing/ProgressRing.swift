import SwiftUI

/// A progress ring: a track and a trimmed, round-capped arc that starts at twelve o'clock.
public struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12

    public init(progress: Double) {
        self.progress = progress
    }

    public var body: some View {
        ZStack {
            Circle()
                .stroke(Color.blue.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.title2)
        }
        .padding(lineWidth / 2)
        .frame(width: 120, height: 120)
    }
}

#Preview("Progress ring", traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0.68)
        .padding()
}

import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 14
    var gradient = Gradient(colors: [.mint, .teal, .blue])

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            VStack(spacing: 2) {
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.system(.title, design: .rounded).bold())
                    .monospacedDigit()
                Text("of goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct RingDemo: View {
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 24) {
            ProgressRing(progress: progress)
                .frame(width: 160, height: 160)
                .animation(.easeInOut(duration: 1.0), value: progress)
            Button("Log workout") {
                progress = min(progress + 0.35, 1)
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear { progress = 0.4 }
    }
}

#Preview("Progress ring") {
    RingDemo()
}

import SwiftUI

struct Wave: Shape {
    var phase: Double
    var amplitude: CGFloat = 12
    var frequency: Double = 1.5

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midHeight = rect.height / 2
        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relative = Double(x / rect.width)
            let y = midHeight + amplitude * CGFloat(sin((relative * frequency + phase) * 2 * .pi))
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct WaveBanner: View {
    @State private var phase = 0.0

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.blue.opacity(0.2), .cyan.opacity(0.1)], startPoint: .top, endPoint: .bottom)
            Wave(phase: phase, amplitude: 10)
                .fill(.cyan.opacity(0.5))
                .frame(height: 80)
            Wave(phase: phase + 0.3, amplitude: 14, frequency: 1.2)
                .fill(.blue.opacity(0.6))
                .frame(height: 60)
            Text("Hydration 72%")
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.bottom, 12)
        }
        .frame(height: 160)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = 1
            }
        }
    }
}

#Preview("Wave") {
    WaveBanner()
}

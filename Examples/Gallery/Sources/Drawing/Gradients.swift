import SwiftUI

/// The four gradients, filling and stroking shapes, and a colour's own gradient.
#Preview("Gradients", traits: .sizeThatFitsLayout) {
    VStack(spacing: 16) {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 40))
            Ellipse()
                .fill(EllipticalGradient(colors: [.white, .mint, .teal]))
            Circle()
                .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
        }
        .frame(height: 80)
        HStack(spacing: 16) {
            Circle()
                .trim(from: 0, to: 0.8)
                .stroke(AngularGradient(colors: [.cyan, .blue], center: .center, startAngle: .zero, endAngle: .degrees(288)),
                        style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .padding(5)
            Capsule()
                .strokeBorder(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing), lineWidth: 6)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.green.gradient)
            Text("Gradient")
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(.linearGradient(colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom), in: Capsule())
                .layoutPriority(1)
        }
        .frame(height: 80)
    }
    .padding(20)
}

import SwiftUI

/// A superellipse ("squircle") app-icon outline that can be inset for strokeBorder.
struct Squircle: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = min(rect.width, rect.height) * 0.42
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + corner, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - corner, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + corner),
                      control1: CGPoint(x: rect.maxX - corner * 0.2, y: rect.minY),
                      control2: CGPoint(x: rect.maxX, y: rect.minY + corner * 0.2))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - corner))
        path.addCurve(to: CGPoint(x: rect.maxX - corner, y: rect.maxY),
                      control1: CGPoint(x: rect.maxX, y: rect.maxY - corner * 0.2),
                      control2: CGPoint(x: rect.maxX - corner * 0.2, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + corner, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - corner),
                      control1: CGPoint(x: rect.minX + corner * 0.2, y: rect.maxY),
                      control2: CGPoint(x: rect.minX, y: rect.maxY - corner * 0.2))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + corner))
        path.addCurve(to: CGPoint(x: rect.minX + corner, y: rect.minY),
                      control1: CGPoint(x: rect.minX, y: rect.minY + corner * 0.2),
                      control2: CGPoint(x: rect.minX + corner * 0.2, y: rect.minY))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

struct AchievementBadge: View {
    let symbol: String
    let title: String
    let tint: Color
    var unlocked = true

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Squircle()
                    .fill(tint.gradient)
                Squircle()
                    .strokeBorder(.white.opacity(0.6), lineWidth: 4)
                Image(systemName: symbol)
                    .font(.system(size: 30, weight: .bold))
                    .foregroundStyle(.white)
            }
            .frame(width: 76, height: 76)
            .saturation(unlocked ? 1 : 0)
            .opacity(unlocked ? 1 : 0.5)

            Text(title)
                .font(.caption.weight(.medium))
                .multilineTextAlignment(.center)
        }
        .frame(width: 90)
    }
}

#Preview {
    HStack(spacing: 16) {
        AchievementBadge(symbol: "flame.fill", title: "7 day streak", tint: .orange)
        AchievementBadge(symbol: "figure.run", title: "First 5K", tint: .green)
        AchievementBadge(symbol: "mountain.2.fill", title: "Summit", tint: .brown, unlocked: false)
    }
    .padding()
}

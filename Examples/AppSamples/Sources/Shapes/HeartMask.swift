import SwiftUI

struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.size.width
        let height = rect.size.height

        path.move(to: CGPoint(x: width / 2, y: height))
        path.addCurve(
            to: CGPoint(x: 0, y: height / 4),
            control1: CGPoint(x: width / 2, y: height * 3 / 4),
            control2: CGPoint(x: 0, y: height / 2)
        )
        path.addArc(
            center: CGPoint(x: width / 4, y: height / 4),
            radius: width / 4,
            startAngle: .degrees(180),
            endAngle: .zero,
            clockwise: false
        )
        path.addArc(
            center: CGPoint(x: width * 3 / 4, y: height / 4),
            radius: width / 4,
            startAngle: .degrees(180),
            endAngle: .zero,
            clockwise: false
        )
        path.addCurve(
            to: CGPoint(x: width / 2, y: height),
            control1: CGPoint(x: width, y: height / 2),
            control2: CGPoint(x: width / 2, y: height * 3 / 4)
        )
        return path
    }
}

/// A heart that fills up from the bottom, like a "health" meter in a game.
struct HeartMeter: View {
    var level: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                Rectangle()
                    .fill(Color.pink.opacity(0.15))
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .pink], startPoint: .bottom, endPoint: .top))
                    .frame(height: proxy.size.height * level)
            }
        }
        .mask(Heart())
        .overlay(Heart().stroke(Color.red, lineWidth: 2))
        .aspectRatio(1, contentMode: .fit)
    }
}

#Preview {
    HStack(spacing: 20) {
        HeartMeter(level: 1).frame(width: 60)
        HeartMeter(level: 0.6).frame(width: 60)
        HeartMeter(level: 0.25).frame(width: 60)
    }
    .padding()
}

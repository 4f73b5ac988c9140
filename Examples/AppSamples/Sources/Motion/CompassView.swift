import SwiftUI

struct CompassNeedle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX + rect.width * 0.12, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX - rect.width * 0.12, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct CompassView: View {
    @State private var heading: Angle = .degrees(30)

    private let directions = ["N", "E", "S", "W"]

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                Circle()
                    .strokeBorder(Color.secondary.opacity(0.4), lineWidth: 2)
                ForEach(directions.indices, id: \.self) { index in
                    let angle = Angle.degrees(90) * Double(index) - heading
                    Text(directions[index])
                        .font(.headline)
                        .foregroundStyle(index == 0 ? .red : .primary)
                        .offset(x: 100 * sin(angle.radians), y: -100 * cos(angle.radians))
                }
                CompassNeedle()
                    .fill(LinearGradient(colors: [.red, .red, .gray, .gray], startPoint: .top, endPoint: .bottom))
                    .frame(width: 40, height: 160)
                    .rotationEffect(-heading)
            }
            .frame(width: 240, height: 240)

            Text("\(Int(heading.degrees))° NE")
                .font(.title.monospacedDigit())

            HStack {
                Button("Turn left") {
                    withAnimation(.spring) { heading = heading - .degrees(45) }
                }
                Button("Turn right") {
                    withAnimation(.spring) { heading += .degrees(45) }
                }
            }
            .buttonStyle(.bordered)
        }
    }
}

#Preview("Compass") {
    CompassView()
}

import SwiftUI

/// A boarding-pass outline: rounded corners and a half-circle notch on each side.
struct TicketShape: Shape {
    var cornerRadius: CGFloat = 16
    var notchRadius: CGFloat = 12
    var notchPosition: CGFloat = 0.68

    func path(in rect: CGRect) -> Path {
        let notchY = rect.height * notchPosition
        var path = Path()
        path.move(to: CGPoint(x: cornerRadius, y: 0))
        path.addLine(to: CGPoint(x: rect.width - cornerRadius, y: 0))
        path.addArc(center: CGPoint(x: rect.width - cornerRadius, y: cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.width, y: notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.width, y: notchY), radius: notchRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.width, y: rect.height - cornerRadius))
        path.addArc(center: CGPoint(x: rect.width - cornerRadius, y: rect.height - cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: cornerRadius, y: rect.height))
        path.addArc(center: CGPoint(x: cornerRadius, y: rect.height - cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: 0, y: notchY + notchRadius))
        path.addArc(center: CGPoint(x: 0, y: notchY), radius: notchRadius,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: 0, y: cornerRadius))
        path.addArc(center: CGPoint(x: cornerRadius, y: cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct BoardingPass: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                VStack(alignment: .leading) {
                    Text("SFO").font(.largeTitle.bold())
                    Text("San Francisco").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "airplane")
                    .font(.title2)
                    .foregroundStyle(.indigo)
                Spacer()
                VStack(alignment: .trailing) {
                    Text("JFK").font(.largeTitle.bold())
                    Text("New York").font(.caption).foregroundStyle(.secondary)
                }
            }
            .padding(20)
            .frame(height: 136)

            Line()
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
                .foregroundStyle(.secondary)
                .frame(height: 1)
                .padding(.horizontal, 20)

            HStack {
                LabeledValue(title: "Gate", value: "B22")
                Spacer()
                LabeledValue(title: "Seat", value: "14A")
                Spacer()
                LabeledValue(title: "Boards", value: "8:05")
            }
            .padding(20)
        }
        .frame(height: 200)
        .background(TicketShape().fill(.background).shadow(color: .black.opacity(0.12), radius: 10, y: 4))
        .padding()
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.width, y: rect.midY))
        }
    }
}

private struct LabeledValue: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased()).font(.caption2).foregroundStyle(.secondary)
            Text(value).font(.headline)
        }
    }
}

#Preview {
    ZStack {
        Color(.systemGroupedBackground).ignoresSafeArea()
        BoardingPass()
    }
}

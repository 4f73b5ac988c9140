import SwiftUI

struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width
        let h = rect.height
        return Path { p in
            p.move(to: CGPoint(x: w * 0.5, y: 0))
            p.addLine(to: CGPoint(x: w, y: h * 0.25))
            p.addLine(to: CGPoint(x: w, y: h * 0.75))
            p.addLine(to: CGPoint(x: w * 0.5, y: h))
            p.addLine(to: CGPoint(x: 0, y: h * 0.75))
            p.addLine(to: CGPoint(x: 0, y: h * 0.25))
            p.closeSubpath()
        }
    }
}

struct HexagonAvatar: View {
    let initials: String
    let colors: [Color]
    var size: CGFloat = 64

    var body: some View {
        LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            .overlay {
                Text(initials)
                    .font(.system(size: size * 0.36, weight: .bold, design: .rounded))
                    .foregroundStyle(.white)
            }
            .frame(width: size, height: size * 1.1)
            .clipShape(Hexagon())
            .overlay(Hexagon().stroke(.white, lineWidth: 3))
    }
}

struct TeamRow: View {
    var body: some View {
        HStack(spacing: -12) {
            HexagonAvatar(initials: "AK", colors: [.purple, .indigo])
            HexagonAvatar(initials: "JM", colors: [.orange, .red])
            HexagonAvatar(initials: "SL", colors: [.mint, .teal])
            HexagonAvatar(initials: "+4", colors: [.gray, .secondary])
        }
    }
}

#Preview {
    VStack(alignment: .leading) {
        Text("Design team").font(.headline)
        TeamRow()
    }
    .padding()
}

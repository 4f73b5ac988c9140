import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct TriangleTile: View {
    let isOn: Bool
    let flipped: Bool

    var body: some View {
        Triangle()
            .fill(isOn ? Color.orange : Color.secondary.opacity(0.2))
            .rotationEffect(flipped ? .degrees(180) : .zero)
    }
}

/// Taps should only count inside the triangle, not its bounding box.
struct PuzzleBoard: View {
    @State private var lit: Set<Int> = [1, 4]
    @State private var moves = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Moves: \(moves)")
                .font(.headline.monospacedDigit())
            HStack(spacing: -30) {
                ForEach(0..<6) { index in
                    TriangleTile(isOn: lit.contains(index), flipped: index % 2 == 1)
                        .frame(width: 70, height: 60)
                        .contentShape(Triangle().rotation(index % 2 == 1 ? .degrees(180) : .zero))
                        .onTapGesture {
                            moves += 1
                            if lit.contains(index) { lit.remove(index) } else { lit.insert(index) }
                        }
                }
            }
            Button("Reset") {
                lit = []
                moves = 0
            }
        }
        .padding()
    }
}

#Preview {
    PuzzleBoard()
}

import SwiftUI

struct Star: Shape {
    var points: Int = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        let step = Angle.degrees(360) / Double(points * 2)
        var angle = -Angle.degrees(90)

        var path = Path()
        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(
                x: center.x + radius * cos(angle.radians),
                y: center.y + radius * sin(angle.radians)
            )
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
            angle += step
        }
        path.closeSubpath()
        return path
    }
}

struct StarRatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 6) {
            ForEach(1...maximum, id: \.self) { index in
                Star()
                    .fill(index <= rating ? Color.yellow : Color.gray.opacity(0.3))
                    .overlay(Star().stroke(Color.orange, lineWidth: index <= rating ? 1 : 0))
                    .frame(width: 32, height: 32)
                    .onTapGesture {
                        rating = index
                    }
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) out of \(maximum)")
    }
}

struct ReviewCard: View {
    @State private var rating = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("How was your stay?")
                .font(.headline)
            StarRatingView(rating: $rating)
            Text(rating >= 4 ? "Glad you enjoyed it! 🎉" : "Tell us what we can do better")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
        .padding()
    }
}

#Preview {
    ReviewCard()
}

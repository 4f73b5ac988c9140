import SwiftUI

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: startAngle - .degrees(90), endAngle: endAngle - .degrees(90), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct ExpenseCategory: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
    let color: Color
}

struct PieChartView: View {
    let categories: [ExpenseCategory]

    private var total: Double { categories.reduce(0) { $0 + $1.amount } }

    private func angles(for index: Int) -> (Angle, Angle) {
        let before = categories[..<index].reduce(0) { $0 + $1.amount }
        let start = Angle.degrees(before / total * 360)
        let end = start + .degrees(categories[index].amount / total * 360)
        return (start, end)
    }

    var body: some View {
        HStack(spacing: 24) {
            ZStack {
                ForEach(categories.indices, id: \.self) { index in
                    let (start, end) = angles(for: index)
                    PieSlice(startAngle: start, endAngle: end)
                        .fill(categories[index].color)
                        .overlay(PieSlice(startAngle: start, endAngle: end).stroke(.white, lineWidth: 2))
                }
            }
            .frame(width: 140, height: 140)

            VStack(alignment: .leading, spacing: 8) {
                ForEach(categories) { category in
                    HStack {
                        Circle().fill(category.color).frame(width: 10, height: 10)
                        Text(category.name)
                        Spacer()
                        Text(category.amount, format: .currency(code: "USD"))
                            .foregroundStyle(.secondary)
                    }
                    .font(.footnote)
                }
            }
        }
        .padding()
    }
}

struct PieChartView_Previews: PreviewProvider {
    static var previews: some View {
        PieChartView(categories: [
            ExpenseCategory(name: "Rent", amount: 1200, color: .indigo),
            ExpenseCategory(name: "Food", amount: 450, color: .orange),
            ExpenseCategory(name: "Transport", amount: 160, color: .teal),
            ExpenseCategory(name: "Fun", amount: 220, color: .pink),
        ])
        .previewLayout(.sizeThatFits)
    }
}

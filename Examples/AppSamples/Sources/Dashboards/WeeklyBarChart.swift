import SwiftUI

struct DailySteps: Identifiable {
    var id: String { day }
    let day: String
    let steps: Int
}

struct WeeklyBarChart: View {
    let data: [DailySteps]
    let goal: Int

    private var maxValue: Int { max(data.map(\.steps).max() ?? 1, goal) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Steps this week")
                .font(.headline)
            GeometryReader { geo in
                let barWidth = geo.size.width / CGFloat(data.count) * 0.6
                let goalY = geo.size.height * (1 - CGFloat(goal) / CGFloat(maxValue))
                ZStack(alignment: .topLeading) {
                    HStack(alignment: .bottom, spacing: 0) {
                        ForEach(data) { entry in
                            VStack {
                                Spacer(minLength: 0)
                                RoundedRectangle(cornerRadius: 4)
                                    .fill(entry.steps >= goal ? Color.green : Color.accentColor)
                                    .frame(width: barWidth,
                                           height: geo.size.height * CGFloat(entry.steps) / CGFloat(maxValue))
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: goalY))
                        path.addLine(to: CGPoint(x: geo.size.width, y: goalY))
                    }
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    Text("Goal")
                        .font(.caption2)
                        .foregroundStyle(.orange)
                        .offset(x: 0, y: goalY - 14)
                }
            }
            .frame(height: 160)
            HStack(spacing: 0) {
                ForEach(data) { entry in
                    Text(entry.day)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
    }
}

#Preview {
    WeeklyBarChart(
        data: [
            DailySteps(day: "Mon", steps: 6200),
            DailySteps(day: "Tue", steps: 8400),
            DailySteps(day: "Wed", steps: 10300),
            DailySteps(day: "Thu", steps: 4100),
            DailySteps(day: "Fri", steps: 11800),
            DailySteps(day: "Sat", steps: 3000),
            DailySteps(day: "Sun", steps: 7600),
        ],
        goal: 8000
    )
}


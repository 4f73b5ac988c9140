import SwiftUI

@Observable
class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Read 20 pages", symbol: "book.fill", color: .orange, completedDays: [0, 1, 2, 4]),
        Habit(name: "Meditate", symbol: "brain.head.profile", color: .purple, completedDays: [0, 2, 3, 4, 5]),
        Habit(name: "Walk 10k steps", symbol: "figure.walk", color: .green, completedDays: [1, 5]),
        Habit(name: "No sugar", symbol: "cup.and.saucer.fill", color: .brown, completedDays: [0, 1, 2, 3, 4, 5, 6]),
    ]

    func toggle(_ habit: Habit, day: Int) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        if habits[index].completedDays.contains(day) {
            habits[index].completedDays.remove(day)
        } else {
            habits[index].completedDays.insert(day)
        }
    }
}

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var color: Color
    var completedDays: Set<Int>

    var streakText: String {
        completedDays.count == 7 ? "Perfect week 🔥" : "\(completedDays.count)/7 this week"
    }
}

struct HabitTrackerView: View {
    @State private var store = HabitStore()
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { habit in
                    VStack(alignment: .leading, spacing: 10) {
                        HStack {
                            Image(systemName: habit.symbol)
                                .foregroundStyle(habit.color)
                                .frame(width: 28)
                            Text(habit.name)
                                .font(.headline)
                            Spacer()
                            Text(habit.streakText)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        HStack {
                            ForEach(0..<7, id: \.self) { day in
                                let done = habit.completedDays.contains(day)
                                Text(weekdays[day])
                                    .font(.caption2.bold())
                                    .frame(width: 30, height: 30)
                                    .background(Circle().fill(done ? habit.color : Color.gray.opacity(0.15)))
                                    .foregroundStyle(done ? .white : .secondary)
                                    .onTapGesture { store.toggle(habit, day: day) }
                                    .frame(maxWidth: .infinity)
                            }
                        }
                    }
                    .padding(.vertical, 6)
                }
            }
            .navigationTitle("Habits")
        }
    }
}

#Preview {
    HabitTrackerView()
}

import SwiftUI

struct Reminder {
    var title: String
    var notes: String
    var priority: Priority
    var dueDate: Date?
    var isFlagged: Bool

    enum Priority: String, CaseIterable {
        case none = "None", low = "Low", medium = "Medium", high = "High"
    }
}

struct ReminderEditor: View {
    @Binding var reminder: Reminder
    @State private var hasDueDate = true

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $reminder.title)
                TextField("Notes", text: $reminder.notes, axis: .vertical)
                    .lineLimit(3...5)
            }
            Section {
                Toggle(isOn: $hasDueDate) {
                    Label("Date", systemImage: "calendar")
                }
                .tint(.red)
                Toggle(isOn: $reminder.isFlagged) {
                    Label("Flag", systemImage: "flag.fill")
                }
                .tint(.orange)
            }
            Section {
                Picker("Priority", selection: $reminder.priority) {
                    ForEach(Reminder.Priority.allCases, id: \.self) { priority in
                        Text(priority.rawValue)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }
}

struct ReminderEditor_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ReminderEditor(reminder: .constant(Reminder(title: "Call the dentist", notes: "Ask about Tuesday", priority: .medium, dueDate: nil, isFlagged: true)))
                .previewDisplayName("Filled in")
            ReminderEditor(reminder: .constant(Reminder(title: "", notes: "", priority: .none, dueDate: nil, isFlagged: false)))
                .previewDisplayName("Empty")
                .preferredColorScheme(.dark)
        }
    }
}

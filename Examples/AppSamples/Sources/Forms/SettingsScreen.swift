import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct SettingsScreen: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyReminderHour") private var dailyReminderHour = 9
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("useMetricUnits") private var useMetricUnits = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: $username)
                    LabeledContent("Plan", value: "Free")
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    if notificationsEnabled {
                        Stepper("Remind me at \(dailyReminderHour):00", value: $dailyReminderHour, in: 5...22)
                    }
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("We'll send one gentle nudge a day.")
                }

                Section("Display") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Toggle("Metric units", isOn: $useMetricUnits)
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        username = "Guest"
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}

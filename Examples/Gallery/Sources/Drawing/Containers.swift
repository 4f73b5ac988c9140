import SwiftUI

/// Containers: a group box, a control group of joined buttons, a disclosure group expanded
/// and one collapsed, and a view that fits the width it is given.
#Preview("Containers", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 20) {
        GroupBox("Today") {
            VStack(alignment: .leading, spacing: 4) {
                Label("8,204 steps", systemImage: "bolt.fill")
                Label("Resting heart rate 58", systemImage: "heart.fill")
            }
        }
        ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
            Button("Paste") {}
        }
        DisclosureGroup("Shipping", isExpanded: .constant(true)) {
            Text("Arrives Friday, free with your order.")
                .foregroundStyle(.secondary)
        }
        DisclosureGroup("Returns") {
            Text("30 days")
        }
        ViewThatFits {
            Text("This sentence is far too long to fit on one line here")
            Text("Short enough")
        }
        .frame(width: 200, alignment: .leading)
    }
    .padding(20)
    .frame(width: 390)
}

/// A form in iOS 17's inset grouped look.
#Preview("Form", traits: .sizeThatFitsLayout) {
    Form {
        Section("Profile") {
            LabeledContent("Name", value: "Ada")
            Toggle("Public", isOn: .constant(true))
        }
        Section {
            Stepper("Reminders: 3", value: .constant(3), in: 0...5)
        }
    }
    .frame(width: 390, height: 330)
}

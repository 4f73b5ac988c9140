import SwiftUI

/// Controls in a list, as in Settings: switches on, off, tinted, with a symbol and disabled;
/// a labelled value and a link.
#Preview("Controls in a list", traits: .sizeThatFitsLayout) {
    List {
        Section("Connections") {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Personal Hotspot", systemImage: "wifi", isOn: .constant(true))
                .tint(.orange)
        }
        Section {
            Toggle("Locked", isOn: .constant(true))
                .disabled(true)
            LabeledContent("Version", value: "17.2")
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
    }
    .frame(width: 390, height: 420)
}

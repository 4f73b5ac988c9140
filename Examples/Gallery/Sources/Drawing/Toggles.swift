import SwiftUI

/// Switches in a list, as in Settings: on, off, tinted, with a symbol, and disabled.
#Preview("Toggles", traits: .sizeThatFitsLayout) {
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
        }
    }
    .frame(width: 390, height: 330)
}

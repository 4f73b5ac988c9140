import SwiftUI

/// A settings row as iOS draws one: a coloured icon tile, a title, and a value pushed to the
/// trailing edge.
public struct SettingsRow: View {
    let title: String
    let value: String?
    let tint: Color

    public init(_ title: String, value: String? = nil, tint: Color) {
        self.title = title
        self.value = value
        self.tint = tint
    }

    public var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 7)
                .fill(tint)
                .frame(width: 29, height: 29)
            Text(title)
            Spacer()
            if let value {
                Text(value).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Settings") {
    List {
        Section {
            SettingsRow("Wi-Fi", value: "Home", tint: .blue)
            SettingsRow("Bluetooth", value: "On", tint: .blue)
            SettingsRow("Personal Hotspot", value: "Off", tint: .green)
        } header: {
            Text("Connections")
        } footer: {
            Text("Devices nearby can join your hotspot without a password.")
        }
        Section("Storage") {
            SettingsRow("Photos", value: "\(1024) items", tint: .orange)
            SettingsRow("Terms and Conditions", tint: .gray)
        }
    }
}

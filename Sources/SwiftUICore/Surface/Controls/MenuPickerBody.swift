import Foundation

/// A menu picker's button: the selected option's title and `chevron.up.chevron.down`, 4 pt
/// apart, the symbol a size smaller (estimates from iOS 17's look). Out of a list, the button
/// alone in the tint (iOS 17 does not draw the label there); in a list row, the label leads
/// and the button trails in the secondary colour.
nonisolated struct MenuPickerBody: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.isInList) private var isInList

    var body: some View {
        if isInList {
            LabeledControlRow(label: configuration.label) {
                button.foregroundStyle(.secondary)
            }
        } else {
            button.foregroundStyle(.tint)
        }
    }

    private var button: some View {
        HStack(spacing: 4) {
            Text(configuration.selectedTitle)
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
    }
}

/// An inline picker: in a list, a row per option, a semibold checkmark in the tint trailing
/// the selected one (as UITableView's checkmark accessory); out of a list, the wheel. Scene
/// scripts tap a row by its option's title.
nonisolated struct InlinePickerBody: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.isInList) private var isInList

    var body: some View {
        if isInList {
            ForEach(configuration.options.indices, id: \.self) { index in
                let option = configuration.options[index]
                HStack {
                    Text(option.title)
                    Spacer()
                    if option.isSelected {
                        Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(.tint)
                    }
                }
                .scriptTapAction(option.title, perform: option.select)
            }
        } else {
            WheelPicker(configuration: configuration)
        }
    }
}

import Foundation

private enum LabelsVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether controls draw their labels (`labelsHidden()`).
    var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls in this view (toggles, pickers, steppers, date and colour
    /// pickers): each draws its control alone, as wide as the control, while the label still
    /// names it for accessibility and for a script's tap.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }
}

/// A control's row: its label leading and the control trailing, or the control alone where
/// labels are hidden (still named by the label, as VoiceOver still reads it).
nonisolated struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsVisibility) private var labelsVisibility

    init(label: Label, @ViewBuilder control: () -> Control) {
        self.label = label
        self.control = control()
    }

    var body: some View {
        if labelsVisibility == .hidden {
            // The label stays in the tree, hidden and taking no space, so that the control is
            // still named by it (a toggle's title, a script's tap).
            control.background { label.hidden().frame(width: 0, height: 0).clipped() }
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}

import Foundation

/// Whether the views of a container are being edited (a list's rows deleted and moved).
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether editing is on.
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the navigation stack the views are in, as a binding (`nil` outside one).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the environment's edit mode on ("Edit") and off ("Done", semibold), as
/// UIKit's edit button item does.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editMode = editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}

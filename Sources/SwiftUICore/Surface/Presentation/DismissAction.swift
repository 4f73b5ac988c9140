/// Ends the presentation the view is in: a sheet's, a full-screen cover's, or a pushed
/// screen's in a navigation stack (it pops). Read it with `@Environment(\.dismiss)` and call it.
/// Outside a presentation it does nothing.
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

private enum DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private enum IsElevatedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Ends the presentation the view is in (`DismissAction`).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the views are raised above the screen, in a sheet (UIKit's elevated interface
    /// level): in dark mode their backgrounds resolve a step lighter.
    var isElevated: Bool {
        get { self[IsElevatedKey.self] }
        set { self[IsElevatedKey.self] = newValue }
    }

    /// Whether the view is in a presentation: a sheet, a cover, or a pushed screen.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

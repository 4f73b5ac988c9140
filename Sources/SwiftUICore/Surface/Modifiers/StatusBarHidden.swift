import Foundation

/// Whether a view asked for the status bar to be hidden (`statusBarHidden(_:)`): any view of
/// the screen's content that asks hides it.
struct StatusBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

nonisolated extension View {
    /// Hides the status bar (its time and indicators) while this view is on screen. The safe
    /// area keeps its top inset, as it does on an iPhone with a notch or an island.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        preference(key: StatusBarHiddenKey.self, value: hidden)
    }
}

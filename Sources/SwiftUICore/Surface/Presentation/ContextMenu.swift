import Foundation

nonisolated extension View {
    /// A menu that a long press on this view opens. Nothing of it shows until then (iOS draws
    /// the view as it is), and a script cannot long-press it yet: the view is drawn unchanged.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// A menu and a preview that a long press on this view opens; drawn as the view alone, as
    /// iOS draws it until then.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }
}

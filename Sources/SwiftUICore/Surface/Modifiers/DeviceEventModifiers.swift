import Foundation

/// Events that come from outside a preview's touches: a pointer hovering, a URL opening the app,
/// a drag from another app, a file chosen in a picker. A script cannot send them yet, so these
/// compile and draw the view as iOS draws it until one arrives: unchanged.
nonisolated extension View {
    /// Runs `action` when a pointer enters or leaves this view (iPad with a trackpad).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }

    /// Makes this view focusable by a keyboard or a remote.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        self
    }

    /// Runs `action` when the app is asked to open a URL.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }

    /// Lets this view be dragged out as `payload`.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Lets this view be dragged out as `payload`, with `preview` under the finger.
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Accepts items of `payloadType` dropped on this view.
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }
}

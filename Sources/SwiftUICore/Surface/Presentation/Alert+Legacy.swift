import Foundation

/// An alert as iOS 13's `alert(isPresented:content:)` describes one: a title, a message and one
/// or two buttons. Presented as `alert(_:isPresented:actions:message:)` presents its actions.
public struct Alert {
    /// A button of an `Alert` or an `ActionSheet`.
    nonisolated public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button whose action deletes or destroys something, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view among an alert's or a dialog's actions.
        var view: some View {
            let action = action
            return SwiftUICore.Button(role: role, action: { action?() }, label: { label })
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in buttons[index].view }
    }
}

/// A sheet of actions as iOS 13's `actionSheet(isPresented:content:)` describes one, presented
/// as a confirmation dialog.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// Presents the alert `content` makes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented, actions: { alert.actions }, message: { alert.message })
    }

    /// Presents the alert `content` makes for `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return self.alert(alert?.title ?? Text(""), isPresented: isPresented, actions: { alert?.actions }, message: { alert?.message })
    }

    /// Presents the action sheet `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: {
            ForEach(sheet.buttons.indices, id: \.self) { index in sheet.buttons[index].view }
        }, message: { sheet.message })
    }
}

import Foundation

/// A view that pushes a screen onto the navigation stack it is in when tapped: a destination
/// view, or a value the stack's `navigationDestination(for:destination:)` makes a screen for.
///
/// In a list it is a row: its label, then `chevron.forward` in the tertiary label colour at the
/// trailing edge (UITableViewCell's disclosure indicator, 14-point semibold in Cutaway's
/// reading of iOS 17). Elsewhere its label is drawn in the tint, as a button's. A script taps
/// it by its label's text; outside a navigation stack the tap does nothing, as on iOS.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let push: (NavigationActions) -> Void
    @Environment(\.isInList) private var isInList
    @Environment(\.navigationActions) private var actions

    static var chevronSize: CGFloat { 14 }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = destination()
        self.label = label()
        push = { $0.pushView(AnyView(destination)) }
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    /// Whether the link is active is the caller's to say: pushes while `isActive` is true.
    /// (The deprecated form; Cutaway pushes on a tap only.)
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    public var body: some View {
        let actions = actions, push = push
        Group {
            if isInList {
                HStack {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.forward")
                        .font(.system(size: Self.chevronSize, weight: .semibold))
                        .foregroundStyle(Color(uiColor: .tertiaryLabel))
                }
            } else {
                label.foregroundStyle(.tint)
            }
        }
        .scriptTapAction(nil) {
            if let actions { push(actions) }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`: the stack shows the screen its
    /// `navigationDestination(for:destination:)` makes for it.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { actions in value.map { actions.pushValue(AnyHashable($0)) } }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }
}

import Foundation

/// How an alert's or a confirmation dialog's buttons look: the label alone on its row, in the
/// tint (the system red for a destructive one, semibold for the cancel one), the row as tall as
/// the presentation's metrics say. The role goes up as a preference, so the presentation can
/// put the cancel button where iOS does.
nonisolated struct PresentationButtonStyle: ButtonStyle {
    let fontSize: CGFloat
    let rowHeight: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .padding(.horizontal, PresentationMetrics.alertTextMargin)
            .frame(maxWidth: .infinity)
            .frame(height: rowHeight)
            .preference(key: PresentationButtonRoleKey.self, value: configuration.role)
    }
}

/// The role of a presentation's button.
struct PresentationButtonRoleKey: PreferenceKey {
    static var defaultValue: ButtonRole? { nil }
    static func reduce(value: inout ButtonRole?, nextValue: () -> ButtonRole?) {
        if value == nil { value = nextValue() }
    }
}

/// A presentation's buttons, resolved: each node one button, with its role.
struct PresentationButtons {
    var nodes: [ViewNode]

    /// Resolves `actions` in `style` at `context`'s identity; with no button in them, resolves
    /// `fallback` instead (iOS gives an alert an "OK" button). Every button's tap also dismisses
    /// the presentation, before its own action runs, as SwiftUI does.
    init(actions: AnyView, style: PresentationButtonStyle, fallback: () -> AnyView, dismiss: @escaping () -> Void, in context: ResolveContext) {
        var nodes = context.resolve(actions.buttonStyle(style), component: .part("actions"))
        if !nodes.contains(where: { $0.hasTapAction }) {
            nodes += context.resolve(fallback().buttonStyle(style), component: .part("fallbackAction"))
        }
        for node in nodes {
            node.wrapTapActions(before: dismiss)
        }
        self.nodes = nodes
    }

    func role(of node: ViewNode) -> ButtonRole? {
        node.preferenceValue(PresentationButtonRoleKey.self)
    }

    /// The buttons other than cancel ones, in order.
    var actions: [ViewNode] { nodes.filter { role(of: $0) != .cancel } }
    /// The cancel buttons, in order.
    var cancels: [ViewNode] { nodes.filter { role(of: $0) == .cancel } }
}

extension ViewNode {
    /// Whether a tap is decorated on this node or below.
    var hasTapAction: Bool {
        tapAction != nil || children.contains { $0.hasTapAction }
    }

    /// Makes every tap on this node or below run `first` before its own action.
    func wrapTapActions(before first: @escaping () -> Void) {
        if let tap = tapAction {
            decorate(.tapAction(title: tap.title) {
                first()
                tap.action()
            })
        }
        for child in children {
            child.wrapTapActions(before: first)
        }
    }
}

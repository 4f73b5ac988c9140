/// The sizes a control can be drawn at (SwiftUI's names). iOS draws most controls at
/// `.regular`; `.mini` and `.small` draw them smaller, `.large` and `.extraLarge` taller.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}

/// The direction text and horizontal layouts run in (SwiftUI's names).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}
private enum ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}
private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// Whether the controls in this view take input; `disabled(true)` anywhere above makes it
    /// `false` for the whole subtree, and no descendant can make it `true` again.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size controls in this view are drawn at.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The direction of text and horizontal layouts (left to right unless set).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// `disabled(_:)`: ANDs into `isEnabled`, so an enabled child of a disabled parent stays
/// disabled, as in SwiftUI.
nonisolated struct DisablingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isDisabled: Bool

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        guard isDisabled else { return context.resolveContent(content) }
        return context.updatingEnvironment { $0.isEnabled = false }.resolveContent(content)
    }
}

nonisolated extension View {
    /// Disables the controls in this view when `disabled` is true. Their actions do not run
    /// and they are drawn dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisablingModifier(isDisabled: disabled))
    }

    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

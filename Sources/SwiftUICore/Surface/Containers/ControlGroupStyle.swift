import Foundation

/// A control group's parts, as a `ControlGroupStyle` receives them.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label, as a view (empty for a group made without one).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let content: Content
    public let label: Label
}

/// How the control groups in a view look.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's default: on iOS 17 outside menus and toolbars, the controls joined in one
/// bordered row (`ControlGroupRow`).
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupRow(content: configuration.content)
    }
}

/// The controls as a navigation bar's items: side by side, borderless in the tint, as far
/// apart as a bar's items (`NavigationBarMetrics.itemSpacing`), on no fill.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            configuration.content
        }
        .buttonStyle(.borderless)
    }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

private enum ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ControlGroupStyleConfiguration> {
        AnyStyle(makeBody: AutomaticControlGroupStyle().makeBody(configuration:))
    }
}

extension EnvironmentValues {
    var controlGroupStyle: AnyStyle<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the control groups in this view in `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}

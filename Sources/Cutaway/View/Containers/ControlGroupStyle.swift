import Foundation

/// A control group's parts, as a `ControlGroupStyle` receives them.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label, as a view (empty for a group made without one).
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let content: Content
    public let label: Label
}

/// How the control groups in a view look.
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's default: on iOS 17 outside menus and toolbars, the controls joined in one
/// bordered row (`ControlGroupRow`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupRow(content: configuration.content)
    }
}

/// The controls as a navigation bar's items: side by side, borderless in the tint, as far
/// apart as a bar's items (`NavigationBarMetrics.itemSpacing`), on no fill.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            configuration.content
        }
        .buttonStyle(.borderless)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
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

extension View {
    /// Draws the control groups in this view in `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyStyle(makeBody: style.makeBody(configuration:)))
    }
}

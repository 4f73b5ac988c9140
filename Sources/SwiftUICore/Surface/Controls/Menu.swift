import Foundation

/// A control that opens a menu of actions. Cutaway draws what iOS shows before the menu
/// opens: the menu's label, as a button in the environment's button style (by default the
/// label in the tint, as iOS 17 draws a menu), drawn by the environment's menu style
/// (`menuStyle(_:)`).
///
/// Design boundaries: the menu never opens (a still frame shows no popup, and the menu's
/// content is kept for its style's configuration but not drawn). A script taps the label by
/// its title: that runs the primary action, if the menu has one (`Menu(content:label:primaryAction:)`),
/// as a tap on iOS does; otherwise it does nothing, as a tap that only opens the menu.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// Whether the menu came from a style's configuration: then it draws the default look,
    /// whatever the environment's style, as SwiftUI's does.
    private var isFromConfiguration = false
    @Environment(\.menuStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(content: AnyView(label)),
            content: MenuStyleConfiguration.Content(content: AnyView(content)),
            primaryAction: primaryAction)
        if isFromConfiguration {
            MenuButton(configuration: configuration)
        } else {
            style.makeBody(configuration)
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUICore.Label<Text, Image> {
    /// A menu labelled with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUICore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUICore.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu of a style's configuration, drawn in the default look: how a style wraps the
    /// system's menu in something of its own.
    public init(_ configuration: MenuStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label
        self.primaryAction = configuration.primaryAction
        isFromConfiguration = true
    }
}

/// A menu's parts, as a `MenuStyle` receives them.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The menu's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

/// How the menus in a view look.
@MainActor @preconcurrency public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's default: on iOS, the label as a button in the environment's button style.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

/// The label as a button in the environment's button style (`menuStyle(.button)`), so that
/// `.buttonStyle(.bordered)` draws a bordered menu: on iOS, the default look too.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

/// The label as a borderless button: in the tint, whatever the environment's button style.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration).buttonStyle(.borderless)
    }
}

/// A menu's label as a button: its tap runs the primary action, or nothing.
nonisolated struct MenuButton: View {
    let configuration: MenuStyleConfiguration

    var body: some View {
        Button(action: configuration.primaryAction ?? {}) { configuration.label }
    }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private enum MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<MenuStyleConfiguration> { AnyStyle(makeBody: DefaultMenuStyle().makeBody(configuration:)) }
}

extension EnvironmentValues {
    var menuStyle: AnyStyle<MenuStyleConfiguration> {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the menus in this view in `style`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}

/// What a button is for, which its style may show (`Button("Delete", role: .destructive)` is
/// drawn in red).
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case destructive
        case cancel
    }

    let kind: Kind

    /// An action that deletes the user's data, drawn in the system red.
    public static let destructive = ButtonRole(kind: .destructive)
    /// An action that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

/// A button's parts, as a `ButtonStyle` receives them.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let role: ButtonRole?
    public let label: Label
    /// Whether the button is held down. A scene's script taps without holding, so it is
    /// `false` in every frame Cutaway draws.
    public let isPressed: Bool
}

/// How the buttons in a view look: a style wraps each button's label and keeps its tap
/// (`buttonStyle(_:)`).
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's parts, as a `PrimitiveButtonStyle` receives them: the style decides when to
/// run the action, by calling `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void

    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() {
        action()
    }
}

/// A style that decides both how buttons look and when they act. A style that wants the
/// standard tap writes `Button(configuration)` in its body.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button style, type-erased, as the environment holds it.
enum AnyButtonStyle {
    /// One of SwiftUI's own styles, which `Button` draws itself.
    case builtIn(ButtonAppearance)
    case style((ButtonStyleConfiguration) -> AnyView)
    case primitive((PrimitiveButtonStyleConfiguration) -> AnyView)

    init<S: ButtonStyle>(_ style: S) {
        self = .style { AnyView(ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) }) }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        if let builtIn = style as? any BuiltInButtonStyle {
            self = .builtIn(builtIn.appearance)
        } else {
            self = .primitive { AnyView(ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) }) }
        }
    }
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { .builtIn(.tinted) }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the buttons in this view in `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// Draws the buttons in this view in `style`, which also decides when they act.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }
}

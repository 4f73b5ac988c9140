import Foundation

/// A box that groups related content under an optional label, drawn by the environment's
/// group box style (`groupBoxStyle(_:)`): by default iOS 17's box, the label in the headline
/// font above the content, padded on a rounded rectangle in the secondary system background
/// (see `DefaultGroupBoxStyle`).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Whether the box came from a style's configuration: then it draws the default box,
    /// whatever the environment's style, as SwiftUI's does.
    private var isFromConfiguration = false
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, message: "Use init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(content)),
            hasLabel: Label.self != EmptyView.self)
        if isFromConfiguration {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        } else {
            style.makeBody(configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box of a style's configuration, drawn in the default style: how a style wraps
    /// the system's box in something of its own.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isFromConfiguration = true
    }
}

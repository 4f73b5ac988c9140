import Foundation

/// A container for the controls of a settings screen, drawn by the environment's form style
/// (`formStyle(_:)`): by default, on iOS 17, a list in the inset grouped look
/// (`GroupedFormStyle`), its sections cards on the grouped background, each control a row.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// Whether the form came from a style's configuration: then it draws the grouped form,
    /// whatever the environment's style, as SwiftUI's does.
    private var isFromConfiguration = false
    @Environment(\.formStyle) private var style

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: AnyView(content)))
        if isFromConfiguration {
            GroupedFormStyle().makeBody(configuration: configuration)
        } else {
            style.makeBody(configuration)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form of a style's configuration, drawn grouped: how a style wraps the system's form
    /// in something of its own.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
        isFromConfiguration = true
    }
}
